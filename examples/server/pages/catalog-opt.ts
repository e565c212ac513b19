import { catalog, optSectionAnchor, parsePhpParams, products, queryCatalog, readFilter, renderCatalogList } from '@shop-islands/dev-server';
import { html, island, trusted } from '../html';
import { layout, type PageContext } from '../layout';
import { FILTER_HELP, catalogColumns, fallbackForm, filterInitial, listBar } from './catalog';

/**
 * A price list shows every product at once, grouped by section, so that the section links have
 * all their headings to lead to (the demo has 72 products; the list asks for this many).
 */
const OPT_PAGE_SIZE = 100;
const ACTION = '/catalog/opt/';

/**
 * Оптовый каталог (`/catalog/opt/`): the catalogue filter and list in wholesale mode. The list is
 * the backend's catalogList fragment in its `opt` variant: items by section under headings, each
 * with the `opt-quantity` island (quantity and line price) instead of the buy button. Filtering
 * reloads that same fragment. Without JS the filter is a GET form to this page.
 */
export function catalogOptPage(context: PageContext): string {
  const { session } = context;
  const params = parsePhpParams(context.url.searchParams.entries());
  // The whole price list: sections are headings inside it, not a filter. The saved filter of the
  // retail catalogue is not applied here (the filter island does not restore it either).
  const filter = readFilter({ ...params, SECTION_CODE: '' });
  filter.sectionCode = '';
  filter.page = 1;
  filter.pageSize = OPT_PAGE_SIZE;
  const { found, items } = queryCatalog(filter);
  const prices = products.map((product) => product.price);
  const bounds = { min: Math.min(...prices), max: Math.max(...prices) };
  const links = catalog.sections
    .filter((section) => products.some((product) => product.sectionCode === section.code))
    .map(({ code, name }) => ({ code, name, anchorId: optSectionAnchor(code) }));

  const filterProps = {
    sectionCode: '',
    purposes: catalog.purposes,
    features: catalog.features,
    price: bounds,
    initial: filterInitial(filter),
    restoreSaved: false,
    action: ACTION,
    help: { filter: FILTER_HELP },
  };
  const listProps = { sectionCode: '', pageSize: OPT_PAGE_SIZE, totalCount: found.length, shownCount: items.length };
  const fragment = renderCatalogList({ items, total: found.length, sectionCode: '', opt: true, session });

  return layout(context, {
    title: 'Оптовый каталог',
    // docs/embedding.md#store: on this page basketItems holds {PRODUCT_ID, QUANTITY} lines.
    mode: 'opt',
    breadcrumbs: [
      { url: '/catalog/', name: 'Каталог' },
      { url: ACTION, name: 'Оптовый каталог' },
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
${catalogColumns(
  island('catalog-filter', filterProps, fallbackForm(filter, bounds, filterProps)),
  island('catalog-list', listProps, html`${listBar(found.length)}
${trusted(fragment)}`),
)}
</div>`,
  });
}
