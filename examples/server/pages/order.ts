import { findProduct, formatPrice, type Product } from '@shop-islands/dev-server';
import { html, type SafeHtml } from '../html';
import { layout, productUrl, SHOP_PHONE, type PageContext } from '../layout';

const DELIVERY = [
  { id: 'pickup', name: 'Самовывоз из пункта выдачи', note: 'бесплатно, на следующий день' },
  { id: 'courier', name: 'Курьером', note: 'по городу, в удобный интервал' },
  { id: 'post', name: 'Почтой России', note: 'в любой населённый пункт' },
] as const;

const PAYMENT = [
  { id: 'card', name: 'Банковской картой на сайте' },
  { id: 'cash', name: 'Наличными или картой при получении' },
  { id: 'invoice', name: 'По счёту для юридических лиц' },
] as const;

/** A labelled text field of the order form. */
function field(id: string, label: string, attrs: SafeHtml | '' = ''): SafeHtml {
  return html`<div class="form__row"><label for="order-${id}">${label}</label><input id="order-${id}" name="${id.toUpperCase()}"${attrs}></div>`;
}

/** A radio group (`<fieldset>`), the first option chosen. */
function choice(name: string, legend: string, options: ReadonlyArray<{ id: string; name: string; note?: string }>): SafeHtml {
  return html`<fieldset class="order-form__choice"><legend>${legend}</legend>${options.map(
    // The name and its note in one box beside the radio, so a narrow screen wraps them as one text.
    (option, index) => html`<label class="order-form__option"><input type="radio" name="${name}" value="${option.id}"${index === 0 ? html` checked` : ''}> <span>${option.name}${
      option.note ? html`<span class="order-form__note"> — ${option.note}</span>` : ''
    }</span></label>`,
  )}</fieldset>`;
}

/** The right-side panel: what is ordered and the total. */
function summary(lines: ReadonlyArray<{ product: Product; quantity: number }>, total: number): SafeHtml {
  return html`<aside class="order-summary" aria-labelledby="order-summary-title">
  <h2 id="order-summary-title">Ваш заказ</h2>
  ${lines.length
    ? html`<ul class="order-summary__list">${lines.map(
        ({ product, quantity }) => html`<li><a href="${productUrl(product.id)}">${product.name}</a> <span class="order-summary__qty">× ${quantity}</span> <span class="order-summary__sum">${formatPrice(product.price * quantity)}</span></li>`,
      )}</ul>`
    : html`<p>В корзине нет товаров.</p>`}
  <p class="order-summary__total">Итого: <strong>${formatPrice(total)}</strong></p>
  <button class="btn btn-primary order-summary__submit" type="submit" form="order-form"${lines.length ? '' : html` disabled`}>Подтвердить заказ</button>
  <p class="order-summary__help">Вопросы по заказу: <a href="tel:88005553535">${SHOP_PHONE}</a></p>
  <a href="/personal/cart/">Вернуться в корзину</a>
</aside>`;
}

/**
 * `/personal/order/`: the order page. The right-side panel follows the scroll and stops at the end
 * of the page's content, above the footer: CSS `position: sticky` alone, no island
 * (docs/embedding.md#shop-pages).
 */
export function orderPage(context: PageContext): string {
  const lines = [...context.session.basket.values()].flatMap((row) => {
    const product = findProduct(row.productId);
    return product ? [{ product, quantity: row.quantity }] : [];
  });
  const total = lines.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
  const { email } = context.session.user;
  return layout(context, {
    title: 'Оформление заказа',
    breadcrumbs: [
      { url: '/personal/cart/', name: 'Корзина' },
      { url: '/personal/order/', name: 'Оформление заказа' },
    ],
    main: html`<h1>Оформление заказа</h1>
<div class="order-layout">
  <form class="form order-form" id="order-form" method="post" action="/personal/order/">
    <section aria-labelledby="order-buyer-title">
      <h2 id="order-buyer-title">Покупатель</h2>
      ${field('name', 'Имя и фамилия', html` autocomplete="name" required`)}
      ${field('phone', 'Телефон', html` type="tel" inputmode="tel" autocomplete="tel" required`)}
      ${field('email', 'E-mail', html` type="email" autocomplete="email" value="${email}"`)}
    </section>
    <section aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">Доставка</h2>
      ${choice('DELIVERY', 'Способ доставки', DELIVERY)}
      ${field('city', 'Город', html` autocomplete="address-level2" value="${context.cityName}"`)}
      ${field('address', 'Адрес', html` autocomplete="street-address"`)}
      <div class="form__row"><label for="order-comment">Комментарий к заказу</label><textarea id="order-comment" name="COMMENT" rows="4"></textarea></div>
    </section>
    <section aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">Оплата</h2>
      ${choice('PAYMENT', 'Способ оплаты', PAYMENT)}
      <p class="form__hint">Оплата картой на сайте защищена 3-D Secure. Чек придёт на e-mail.</p>
    </section>
  </form>
  ${summary(lines, total)}
</div>`,
  });
}
