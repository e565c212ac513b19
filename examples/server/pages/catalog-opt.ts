import { AVAILABILITY_TEXT, catalog, formatPrice, products, type Product, type SessionState } from '@shop-islands/dev-server';
import { html, island, type SafeHtml } from '../html';
import { layout, productUrl, type PageContext } from '../layout';

/** The id of a section's heading: the target of its link and of the section select. */
const anchorOf = (code: string) => `opt-section-${code}`;

/**
 * The quantity cell: the `opt-quantity` island (spec §2, §4) over a plain field and line price.
 * `visible`, not the registry's `interaction`: a price list shows the browser's basket (and a
 * change made in another tab) as soon as a row is on screen, not only once it is touched.
 */
function quantityCell(product: Product, session: SessionState): SafeHtml {
  // The stock line of the row already says why; here, what the buyer can do instead.
  if (product.purchasingOption === 'NO_AVAILABLE') {
    return html`<a href="${productUrl(product.id)}#preorder">Сообщить о поступлении<span class="visually-hidden">: ${product.name}</span></a>`;
  }
  if (product.purchasingOption === 'NOT_FOR_SALE') return html`<span class="opt-table__na">—</span>`;
  const quantity = session.basket.get(product.id)?.quantity ?? 0;
  const fieldId = `opt-qty-${product.id}`;
  return island(
    'opt-quantity',
    { productId: product.id, price: product.optPrice, max: product.quantity, quantity, productName: product.name },
    html`<div class="opt-qty-fallback">
      <label for="${fieldId}">Количество<span class="visually-hidden">, ${product.name}</span></label>
      <div class="opt-qty-fallback__row">
        <input id="${fieldId}" name="QUANTITY" type="text" inputmode="numeric" pattern="[0-9]*" size="5" autocomplete="off" placeholder="0" value="${quantity || ''}">
        <span class="opt-qty-fallback__sum"><span class="opt-qty-fallback__label">Сумма</span> <span class="opt-qty-fallback__line">${formatPrice(product.optPrice * quantity)}</span></span>
      </div>
    </div>`,
    { hydrate: 'visible' },
  );
}

function productRow(product: Product, session: SessionState): SafeHtml {
  const available = product.purchasingOption === 'AVAILABLE';
  return html`<tr data-product-id="${product.id}">
  <th scope="row" class="opt-table__product">
    <a href="${productUrl(product.id)}">${product.name}</a>
    <span class="opt-table__stock">${available ? `В наличии: ${product.quantity} шт.` : AVAILABILITY_TEXT[product.purchasingOption]}</span>
  </th>
  <td class="opt-table__price"><span class="opt-table__cell-label">Цена за шт.: </span>${available ? formatPrice(product.optPrice) : '—'}</td>
  <td class="opt-table__quantity">${quantityCell(product, session)}</td>
</tr>`;
}

/** Оптовый каталог (`/catalog/opt/`): the wholesale price list by section, a quantity per product. */
export function catalogOptPage(context: PageContext): string {
  const { session } = context;
  const sections = catalog.sections
    .map((section) => ({
      code: section.code,
      name: section.name,
      anchorId: anchorOf(section.code),
      items: products.filter((product) => product.sectionCode === section.code).sort((a, b) => a.sort - b.sort),
    }))
    .filter((section) => section.items.length > 0);
  const links = sections.map(({ code, name, anchorId }) => ({ code, name, anchorId }));

  return layout(context, {
    title: 'Оптовый каталог',
    // spec §3: on this page basketItems holds {PRODUCT_ID, QUANTITY} lines.
    mode: 'opt',
    breadcrumbs: [
      { url: '/catalog/', name: 'Каталог' },
      { url: '/catalog/opt/', name: 'Оптовый каталог' },
    ],
    main: html`<div class="opt-catalog">
<h1>Оптовый каталог</h1>
<p class="lead">Оптовые цены за штуку. Укажите количество — товар сразу окажется в корзине, а сумма по строке пересчитается. Скидка за объём: от 10 шт. — 3 %, от 50 шт. — 5 %.</p>
<p class="opt-summary">Позиций в корзине: <span class="basket_count">${session.basket.size}</span> <a class="btn btn-small" href="/personal/cart/">Перейти в корзину</a></p>
${island(
  'opt-sections',
  { sections: links },
  html`<nav class="opt-sections-fallback" aria-label="Разделы каталога"><ul class="section-list">${links.map(
    (section) => html`<li><a href="#${section.anchorId}">${section.name}</a></li>`,
  )}</ul></nav>`,
  { className: 'opt-catalog__sections' },
)}
${sections.map(
  (section) => html`<section class="opt-section" aria-labelledby="${section.anchorId}">
  <h2 class="opt-section__title" id="${section.anchorId}" tabindex="-1">${section.name}</h2>
  <table class="opt-table" aria-labelledby="${section.anchorId}">
    <thead><tr><th scope="col">Товар</th><th scope="col">Цена за шт.</th><th scope="col">Количество и сумма</th></tr></thead>
    <tbody>${section.items.map((product) => productRow(product, session))}</tbody>
  </table>
</section>`,
)}
</div>`,
  });
}
