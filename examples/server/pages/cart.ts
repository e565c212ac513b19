import { findProduct, formatPrice, products, type BasketRow, type Product } from '@shop-islands/dev-server';
import { html, island, type SafeHtml } from '../html';
import { layout, productCarousel, productUrl, type PageContext } from '../layout';
import type { BasketItem } from '../../../packages/islands/src/basket/basket.props';

type Line = { row: BasketRow; product: Product };

function lineRow({ row, product }: Line): SafeHtml {
  const inputId = `basket-qty-${row.rowId}`;
  return html`<tr data-row-id="${row.rowId}" data-product-id="${product.id}">
  <td><div class="basket-table__product">
    <img src="${product.image}" alt="" width="64" height="64" loading="lazy">
    <a href="${productUrl(product.id)}">${product.name}</a>
  </div></td>
  <td class="basket-table__price"><span class="basket-table__label" aria-hidden="true">Цена: </span>${formatPrice(product.price)}</td>
  <td class="basket-table__qty">
    <label class="visually-hidden" for="${inputId}">Количество: ${product.name}</label>
    <input id="${inputId}" type="number" name="QUANTITY_${row.rowId}" value="${row.quantity}" min="1" max="${Math.max(1, product.quantity)}" step="1" inputmode="numeric">
  </td>
  <td class="basket-table__sum"><span class="basket-table__label" aria-hidden="true">Сумма: </span>${formatPrice(product.price * row.quantity)}</td>
  <td class="basket-table__remove"><a href="/personal/cart/?action=delete&amp;id=${row.rowId}">Удалить<span class="visually-hidden">: ${product.name}</span></a></td>
</tr>`;
}

/** The server-rendered basket: a form that recalculates on submit, as the Bitrix basket does without JS. */
function basketForm(lines: readonly Line[], total: number): SafeHtml {
  return html`<form class="basket" method="post" action="/personal/cart/">
  <table class="basket-table">
    <caption class="visually-hidden">Товары в корзине</caption>
    <thead><tr><th scope="col">Товар</th><th scope="col">Цена</th><th scope="col">Количество</th><th scope="col">Сумма</th><th scope="col"><span class="visually-hidden">Удаление</span></th></tr></thead>
    <tbody>${lines.map(lineRow)}</tbody>
  </table>
  <div class="basket__footer">
    <p class="basket__total">Итого: <strong>${formatPrice(total)}</strong></p>
    <div class="basket__actions">
      <button class="basket__recount" type="submit" name="BasketRefresh" value="Y">Пересчитать</button>
      <a class="basket__clear" href="/personal/cart/?action=clear">Очистить корзину</a>
      <a class="btn btn-primary" href="/personal/order/">Оформить заказ</a>
    </div>
  </div>
</form>`;
}

/** The empty-basket block: printed hidden beside a full basket too, for the island to show once it empties. */
const emptyBasket = (hidden: boolean): SafeHtml => html`<div class="notice basket-empty"${hidden ? html` hidden` : html``}>
  <p><strong>Ваша корзина пуста</strong></p>
  <p>Выберите товары в <a href="/catalog/">каталоге</a> или воспользуйтесь <a href="/wizard/toyota/camry/">подбором по автомобилю</a>.</p>
</div>`;

/** `/personal/cart/`: the basket page (docs/embedding.md#shop-pages). */
export function cartPage(context: PageContext): string {
  const lines = [...context.session.basket.values()].flatMap((row) => {
    const product = findProduct(row.productId);
    return product ? [{ row, product }] : [];
  });
  const total = lines.reduce((sum, { row, product }) => sum + row.quantity * product.price, 0);
  const items: BasketItem[] = lines.map(({ row, product }) => ({
    rowId: row.rowId,
    productId: product.id,
    name: product.name,
    url: productUrl(product.id),
    image: product.image,
    price: product.price,
    quantity: row.quantity,
    max: Math.max(1, product.quantity),
    sum: product.price * row.quantity,
  }));
  const inBasket = new Set(lines.map(({ product }) => product.id));
  const related = products
    .filter((product) => product.sectionCode === 'aksessuary' && product.purchasingOption === 'AVAILABLE' && !inBasket.has(product.id))
    .slice(0, 8);
  return layout(context, {
    title: 'Корзина',
    breadcrumbs: [{ url: '/personal/cart/', name: 'Корзина' }],
    main: html`<h1>Корзина</h1>
${island('basket', { items, totalPrice: total }, lines.length ? html`${basketForm(lines, total)}${emptyBasket(true)}` : emptyBasket(false), { className: 'basket-island' })}
${productCarousel('С этим покупают', related, 'basket-related-title', context.session)}`,
  });
}
