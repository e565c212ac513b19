import {
  catalog,
  parsePhpParams,
  products,
  queryCatalog,
  readFilter,
  renderCatalogList,
  toFormBody,
  type CatalogFilter,
  type ParamMap,
} from '@shop-islands/dev-server';
import { CATALOG_FILTER_COOKIE } from '@shop-islands/store';
import { html, island, trusted, type SafeHtml } from '../html';
import { layout, type PageContext } from '../layout';

/** docs/embedding.md#constants: 18 items a page; the islands read it from the page config. */
const PAGE_SIZE = 18;

export const FILTER_HELP =
  'Отметьте назначение и функции, задайте цену и сортировку — список обновится сразу. Выбранный фильтр запоминается на сутки.';
const KASKO = {
  note: 'Скидка до 15 % на КАСКО при установке охранного комплекса.',
  text: 'Страховые компании-партнёры снижают стоимость полиса КАСКО для автомобилей с сигнализацией с GSM-модулем или автозапуском. Размер скидки зависит от страховой компании и модели автомобиля.',
};

const SORTS = [
  ['SORT', 'По умолчанию'],
  ['1', 'Сначала дешевле'],
  ['2', 'Сначала дороже'],
] as const;

// The server's own plural for the counter (a PHP template has its own helper too).
const pluralRules = new Intl.PluralRules('ru-RU');
export function foundText(count: number): string {
  const form = pluralRules.select(count);
  const verb = form === 'one' ? 'Найден' : 'Найдено';
  const word = form === 'one' ? 'товар' : form === 'few' ? 'товара' : 'товаров';
  return `${verb} ${count} ${word}`;
}

/** docs/embedding.md#constants: sort values, as the filter sends them. */
export const sortValue = (filter: CatalogFilter) => (filter.sortBy === 'price' ? (filter.order === 'desc' ? '2' : '1') : 'SORT');

/** The list's bar: the found counter and the way to the comparison page. */
export const listBar = (found: number) =>
  html`<div class="catalog-list__bar"><p class="catalog-list__found">${foundText(found)}</p><a class="catalog-list__compare-link" href="/catalog/compare/">Перейти к сравнению</a></div>`;

/** The catalogue's two columns: the filter island beside the list island. */
export const catalogColumns = (filter: SafeHtml, list: SafeHtml) => html`<div class="catalog-layout">
  <aside class="catalog-layout__filter" aria-label="Фильтр">
    ${filter}
  </aside>
  <div class="catalog-layout__list">
    ${list}
  </div>
</div>`;

/** The filter the page was printed with, as the catalog-filter island's `initial` prop. */
export const filterInitial = (filter: CatalogFilter) => ({
  SORT_BY: sortValue(filter),
  ITEM_PURPOSE_LIST: filter.purposes,
  ITEM_FEATURES: Object.fromEntries(filter.features.map((code) => [code, 'Y'])),
  MIN_PRICE: filter.minPrice,
  MAX_PRICE: filter.maxPrice,
});

/** What the no-JS form takes from the island's own props, so that the two cannot disagree. */
interface FallbackFormProps {
  action: string;
  help: { filter: string; kasko?: { note: string; text: string } };
}

/**
 * The no-JS filter: a plain GET form with the FILTER_PARAMS names, the island's fallback; it
 * submits to the island's `action` and shows the sale note where the island does (its `help.kasko`).
 */
export function fallbackForm(filter: CatalogFilter, bounds: { min: number; max: number }, { action, help: { kasko } }: FallbackFormProps): SafeHtml {
  const checkbox = (name: string, value: string, label: string, checked: boolean) =>
    html`<li><label class="catalog-filter-form__option"><input type="checkbox" name="${name}" value="${value}"${checked ? html` checked` : ''}> ${label}</label></li>`;
  return html`<form class="catalog-filter-form" action="${action}" method="get" aria-labelledby="catalog-filter-title">
  <h2 id="catalog-filter-title" class="catalog-filter-form__title">Подбор товаров</h2>
  <input type="hidden" name="SECTION_CODE" value="${filter.sectionCode}">
  <div><label class="catalog-filter-form__legend" for="catalog-filter-sort">Сортировка</label>
  <select id="catalog-filter-sort" name="FILTER_PARAMS[SORT_BY]">${SORTS.map(
    ([value, label]) => html`<option value="${value}"${sortValue(filter) === value ? html` selected` : ''}>${label}</option>`,
  )}</select></div>
  <fieldset><legend class="catalog-filter-form__legend">Назначение</legend><ul>${catalog.purposes.map((purpose) =>
    checkbox('FILTER_PARAMS[ITEM_PURPOSE_LIST][]', String(purpose.id), purpose.name, filter.purposes.includes(purpose.id)),
  )}</ul></fieldset>
  <fieldset><legend class="catalog-filter-form__legend">Цена, ₽</legend><div class="catalog-filter-form__prices">
    <label>от <input type="number" name="FILTER_PARAMS[MIN_PRICE]" min="${bounds.min}" max="${bounds.max}" value="${filter.minPrice ?? bounds.min}"></label>
    <label>до <input type="number" name="FILTER_PARAMS[MAX_PRICE]" min="${bounds.min}" max="${bounds.max}" value="${filter.maxPrice ?? bounds.max}"></label>
  </div></fieldset>
  <details class="catalog-filter-form__more"${filter.features.length ? html` open` : ''}><summary>Показать другие фильтры</summary>
    <fieldset><legend class="catalog-filter-form__legend">Функции</legend><ul>${catalog.features.map((feature) =>
      checkbox(`FILTER_PARAMS[ITEM_FEATURES][${feature.code}]`, 'Y', feature.name, filter.features.includes(feature.code)),
    )}</ul></fieldset>
  </details>
  <div class="catalog-filter-form__actions"><button type="submit" class="btn">Показать</button>
  <a href="${action}${filter.sectionCode ? `?SECTION_CODE=${filter.sectionCode}` : ''}">Сбросить</a></div>
  ${kasko ? html`<div class="catalog-filter-form__kasko">${kasko.note} <details><summary aria-label="Подробнее о скидке на КАСКО">?</summary>${kasko.text}</details></div>` : ''}
</form>`;
}

/** The same address with more items on it: the no-JS «Показать ещё» (docs/embedding.md#constants: one page more). */
function moreUrl(url: URL, shown: number): string {
  const next = new URL(url);
  next.searchParams.set('FILTER_PARAMS[PAGE_ELEMENT_COUNT]', String(shown + PAGE_SIZE));
  return `${next.pathname}${next.search}`;
}

/** The filter cookie's fields when it is for this section; anything unreadable counts as none. */
function savedFilter(raw: string | undefined, sectionCode: string): ParamMap | null {
  if (!raw) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
    if (((saved as { SECTION_CODE?: unknown }).SECTION_CODE ?? '') !== sectionCode) return null;
    // Read it the way the island would send it: form-encoded, then parsed like `$_POST`.
    return parsePhpParams(toFormBody({ FILTER_PARAMS: saved }).entries()).FILTER_PARAMS as ParamMap;
  } catch {
    return null;
  }
}

/**
 * `/catalog/`: the catalogue as the Bitrix `catalog.section` template prints it — the filter form
 * and the first page of items, both working without JS (GET parameters), each enhanced by its
 * island. `?section=` or `SECTION_CODE` picks a section.
 */
export function catalogPage(context: PageContext): string {
  const params = parsePhpParams(context.url.searchParams.entries());
  const sectionParam = context.url.searchParams.get('section');
  // An address that asks for a filter (a shared link, the no-JS form) wins over the cookie.
  const askedForFilter = context.url.search.includes('FILTER_PARAMS');
  const sectionAsked = sectionParam ?? (typeof params.SECTION_CODE === 'string' ? params.SECTION_CODE : '');
  // docs/embedding.md#cookies: the last filter is kept in a cookie. The template prints it straight away, so the
  // shopper never sees the unfiltered page first and the island has nothing to reload.
  const saved = askedForFilter ? null : savedFilter(context.cookie(CATALOG_FILTER_COOKIE), sectionAsked);
  const filter = readFilter({ ...params, ...(saved ? { FILTER_PARAMS: saved } : {}), ...(sectionParam ? { SECTION_CODE: sectionParam } : {}) });
  if (!catalog.sections.some((section) => section.code === filter.sectionCode)) filter.sectionCode = '';
  filter.page = 1;
  const section = catalog.sections.find((item) => item.code === filter.sectionCode);
  const { found, items } = queryCatalog(filter);
  const prices = products.filter((product) => !section || product.sectionCode === section.code).map((product) => product.price);
  const bounds = { min: Math.min(...prices), max: Math.max(...prices) };

  const filterProps = {
    sectionCode: filter.sectionCode,
    purposes: catalog.purposes,
    features: catalog.features,
    price: bounds,
    initial: filterInitial(filter),
    restoreSaved: !askedForFilter,
    action: '/catalog/',
    help: { filter: FILTER_HELP, kasko: KASKO },
  };
  const listProps = { sectionCode: filter.sectionCode, totalCount: found.length, shownCount: items.length };
  const fragment = renderCatalogList({ items, total: found.length, sectionCode: filter.sectionCode, session: context.session });

  return layout(context, {
    title: section?.name ?? 'Каталог',
    config: { catalogPageSize: PAGE_SIZE },
    breadcrumbs: section ? [{ url: '/catalog/', name: 'Каталог' }, { url: `/catalog/?section=${section.code}`, name: section.name }] : [{ url: '/catalog/', name: 'Каталог' }],
    main: html`<h1>${section?.name ?? 'Каталог'}</h1>
<nav class="catalog-sections" aria-label="Разделы каталога"><ul class="section-list">
  <li><a href="/catalog/"${section ? '' : html` aria-current="page"`}>Все товары</a></li>
  ${catalog.sections.map((item) => html`<li><a href="/catalog/?section=${item.code}"${item === section ? html` aria-current="page"` : ''}>${item.name}</a></li>`)}
</ul></nav>
${catalogColumns(
  island('catalog-filter', filterProps, fallbackForm(filter, bounds, filterProps)),
  island(
    'catalog-list',
    listProps,
    html`${listBar(found.length)}
${trusted(fragment)}
${items.length < found.length ? html`<a class="btn catalog-list__more-link" href="${moreUrl(context.url, items.length)}">Показать ещё</a>` : ''}`,
  ),
)}`,
  });
}
