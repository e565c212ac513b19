import { AVAILABILITY_TEXT, findProduct, formatPrice, parsePhpParams, products, queryCatalog, readFilter, type Product, type SessionState } from '@shop-islands/dev-server';
import { html, type SafeHtml } from '../html';
import { islandWithJsonProps, layout, productUrl, type PageContext } from '../layout';
import type { CompareView } from '../../../packages/islands/src/compare-table/compare-table.model';
import { choosesDifferences, spacesEvenly } from '../../../packages/islands/src/compare-table/compare-table.rules';

/** One product of the `compare-table` props: what a column shows. */
interface CompareProduct {
  id: number;
  name: string;
  url: string;
  image: string;
  price: number;
  oldPrice: number | null;
  purchasingOption: Product['purchasingOption'];
  /** Stock: the basket maximum. */
  quantity: number;
  inBasket: boolean;
  characteristics: Product['characteristics'];
}

/** Row names in the order they first appear, so every column lines up. */
function rowNames(items: readonly Product[]): string[] {
  return [...new Set(items.flatMap((product) => product.characteristics.map((item) => item.name)))];
}

const valueOf = (product: Product, name: string) => product.characteristics.find((item) => item.name === name)?.value ?? '—';

function columnHead(product: Product, session: SessionState): SafeHtml {
  const available = product.purchasingOption === 'AVAILABLE';
  return html`<th scope="col" class="compare-table__product">
  <img src="${product.image}" alt="" width="96" height="96" loading="lazy">
  <a href="${productUrl(product.id)}">${product.name}</a>
  ${available ? html`<span class="compare-table__price">${formatPrice(product.price)}</span>` : html`<span class="compare-table__na">${AVAILABILITY_TEXT[product.purchasingOption]}</span>`}
  <span class="compare-table__actions">
    ${available
      ? session.basket.has(product.id)
        ? html`<a class="btn btn-success btn-small" href="/personal/cart/">В корзине<span class="visually-hidden"> «${product.name}»</span></a>`
        : html`<a class="btn btn-primary btn-small" href="/personal/cart/?action=ADD2BASKET&amp;id=${product.id}">В корзину<span class="visually-hidden"> «${product.name}»</span></a>`
      : ''}
    <a class="compare-table__remove" href="/catalog/compare/?action=DELETE_FROM_COMPARE_LIST&amp;id=${product.id}"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span class="visually-hidden">Удалить из сравнения: ${product.name}</span></a>
  </span>
</th>`;
}

/**
 * The island's own rule (docs/islands/compare-table.md): with more than one product the differences
 * are shown, unless the shopper asked for every row. The page prints them itself and names its
 * view in the props, so the island starts as printed and no row moves when it takes over.
 */
const printsDifferences = (count: number, asked: string | null) => asked === 'Y' || (asked !== 'N' && choosesDifferences(count));

/** The no-JS comparison: a real table, rows of characteristics, one column per product. */
function compareTable(items: readonly Product[], session: SessionState, differencesOnly: boolean): SafeHtml {
  // docs/embedding.md#shop-pages: show all, or only the rows where the products differ
  const rows = rowNames(items).filter((name) => !differencesOnly || new Set(items.map((product) => valueOf(product, name))).size > 1);
  // The bar as the island's: the view links, and where its scroll buttons come (more than two products).
  return html`<div class="compare-bar"><p class="compare-mode">Показать:
  ${differencesOnly ? html`<a href="/catalog/compare/?DIFFERENT=N">все характеристики</a>` : html`<strong aria-current="true">все характеристики</strong>`}
  ${differencesOnly ? html`<strong aria-current="true">только различия</strong>` : html`<a href="/catalog/compare/?DIFFERENT=Y">только различия</a>`}
</p>${spacesEvenly(items.length) ? '' : html`<span class="compare-bar__steps"></span>`}</div>
<div class="compare-scroll" role="region" aria-labelledby="compare-caption" tabindex="0">
  <table class="compare-table${spacesEvenly(items.length) ? ' compare-table--even' : ''}" style="--compare-columns: ${items.length}">
    <caption id="compare-caption">Товаров в сравнении: ${items.length}${differencesOnly ? ', только различия' : ''}</caption>
    <thead><tr><th scope="col">Характеристика</th>${items.map((product) => columnHead(product, session))}</tr></thead>
    <tbody>${rows.map((name) => html`<tr><th scope="row">${name}</th>${items.map((product) => html`<td>${valueOf(product, name)}</td>`)}</tr>`)}</tbody>
  </table>
</div>`;
}

const emptyMessage = html`<div class="notice compare-empty">
  <p><strong>Список сравнения пуст.</strong></p>
  <p>Добавляйте товары кнопкой «Сравнить» в <a href="/catalog/">каталоге</a> или на странице товара.</p>
</div>`;

/**
 * The no-script compare links: `?action=ADD_TO_COMPARE_LIST&id=101` adds one product,
 * `…&FILTER_PARAMS[SECTION_CODE]=…` the section's items («Сравнить похожие»), as add2CompareList does.
 */
function applyCompareAction(url: URL, session: SessionState): void {
  if (url.searchParams.get('action') !== 'ADD_TO_COMPARE_LIST') return;
  const id = Number(url.searchParams.get('id'));
  const ids = findProduct(id)
    ? [id]
    : url.searchParams.has('FILTER_PARAMS[SECTION_CODE]')
      ? queryCatalog({ ...readFilter(parsePhpParams(url.searchParams)), page: 1 }).items.map((product) => product.id)
      : [];
  for (const item of ids) if (!session.compare.includes(item)) session.compare.push(item);
}

/**
 * `?bench=30x150` (scripts/bench.ts only): that many products of the demo catalogue, each with that
 * many characteristics (the first product's names, then made-up ones, every other one the same for all), to
 * time the island's toggle at the size its budget names (docs/budgets.md).
 */
function benchProducts(spec: string): Product[] | null {
  const match = /^(\d{1,3})x(\d{1,3})$/.exec(spec);
  if (!match) return null;
  const [count, rows] = [Number(match[1]), Number(match[2])];
  // The first product's names, then made-up ones: exactly `rows` names in all.
  const names = products[0]?.characteristics.map((item) => item.name).slice(0, rows) ?? [];
  const real = names.length;
  for (let row = real; row < rows; row++) names.push(`Параметр ${row + 1}`);
  return products.slice(0, count).map((product, index) => ({
    ...product,
    characteristics: names.flatMap((name, row) => {
      const own = product.characteristics.find((item) => item.name === name);
      if (own) return [own];
      return row < real ? [] : [{ name, value: row % 2 ? String((index + row) % 7) : 'Да' }];
    }),
  }));
}

/** `/catalog/compare/`: the comparison page (docs/embedding.md#shop-pages). */
export function comparePage(context: PageContext): string {
  const { session } = context;
  applyCompareAction(context.url, session);
  const items =
    benchProducts(context.url.searchParams.get('bench') ?? '') ??
    session.compare.map((id) => findProduct(id)).filter((product): product is Product => product !== undefined);
  const differencesOnly = printsDifferences(items.length, context.url.searchParams.get('DIFFERENT'));
  const props: { products: CompareProduct[]; view: CompareView } = {
    products: items.map((product) => ({
      id: product.id,
      name: product.name,
      url: productUrl(product.id),
      image: product.image,
      price: product.price,
      oldPrice: product.oldPrice,
      purchasingOption: product.purchasingOption,
      quantity: product.quantity,
      inBasket: session.basket.has(product.id),
      characteristics: product.characteristics,
    })),
    view: differencesOnly ? 'differences' : 'all',
  };
  return layout(context, {
    title: 'Сравнение товаров',
    breadcrumbs: [{ url: '/catalog/', name: 'Каталог' }, { url: '/catalog/compare/', name: 'Сравнение товаров' }],
    main: html`<h1>Сравнение товаров</h1>
${islandWithJsonProps('compare-table', props, items.length ? compareTable(items, session, differencesOnly) : emptyMessage, { hydrate: 'visible', className: 'compare' })}`,
  });
}
