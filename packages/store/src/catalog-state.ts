import { signal, type ReadonlySignal } from '@preact/signals-core';
import { parseJson, toProductId } from './lists';
import type { CatalogFilterState, CatalogQuery, CatalogResult, CatalogSort, CookieJar } from './types';

/**
 * The filter cookie (docs/embedding.md#cookies): the last filter the shopper chose. Its
 * name is this library's choice; the value is JSON with the FILTER_PARAMS names, so a PHP template can
 * `json_decode` it straight into the component's filter:
 * `{"SECTION_CODE":"","SORT_BY":"1","ITEM_PURPOSE_LIST":[1,3],"ITEM_FEATURES":{"gps":"Y"},"MIN_PRICE":1000,"MAX_PRICE":null}`.
 */
export const CATALOG_FILTER_COOKIE = 'CATALOG_FILTER';
/** docs/embedding.md#cookies: the filter cookie lives 1 day. */
export const CATALOG_FILTER_COOKIE_DAYS = 1;

const COOKIE_PATH = '/';
const NO_RESULT: CatalogResult = { status: 'idle', foundCount: null };

/** No filter: every product of the section in the default order. */
export function emptyCatalogFilter(sectionCode = ''): CatalogFilterState {
  return { sectionCode, sort: 'SORT', purposes: [], features: [], minPrice: null, maxPrice: null };
}

/** docs/embedding.md#constants: `1` and `2` sort by price; anything else is the default order. */
export function toCatalogSort(value: unknown): CatalogSort {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '1' || text === '2' ? text : 'SORT';
}

function toPrice(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

const FEATURE_CODE = /^[\w-]{1,64}$/;
const TRUE_VALUES = new Set(['y', 'yes', '1', 'true', 'on']);

/** ITEM_FEATURES as a map (`{gps: 'Y'}`, the shape `FILTER_PARAMS` sends) or a plain list of codes. */
function toFeatures(value: unknown): string[] {
  const codes = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
          .filter(([, flag]) => TRUE_VALUES.has(String(flag).toLowerCase()))
          .map(([code]) => code)
      : [];
  return [...new Set(codes.filter((code): code is string => typeof code === 'string' && FEATURE_CODE.test(code)))].sort();
}

/**
 * A filter from anything (the cookie, a template's props): unknown fields dropped, ids and codes
 * cleaned, sorted and deduplicated, and `minPrice ≤ maxPrice`. Null when it is not an object.
 */
export function parseCatalogFilter(value: unknown): CatalogFilterState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const purposes = Array.isArray(fields.ITEM_PURPOSE_LIST) ? fields.ITEM_PURPOSE_LIST : [];
  let minPrice = toPrice(fields.MIN_PRICE);
  let maxPrice = toPrice(fields.MAX_PRICE);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sectionCode: typeof fields.SECTION_CODE === 'string' ? fields.SECTION_CODE.trim() : '',
    sort: toCatalogSort(fields.SORT_BY),
    purposes: [...new Set(purposes.map(toProductId).filter((id): id is number => id !== null))].sort((a, b) => a - b),
    features: toFeatures(fields.ITEM_FEATURES),
    minPrice,
    maxPrice,
  };
}

/** The filter with the FILTER_PARAMS names (the cookie's JSON, see {@link CATALOG_FILTER_COOKIE}). */
export function catalogFilterFields(filter: CatalogFilterState): Record<string, unknown> {
  return {
    SECTION_CODE: filter.sectionCode,
    SORT_BY: filter.sort,
    ITEM_PURPOSE_LIST: [...filter.purposes],
    ITEM_FEATURES: Object.fromEntries(filter.features.map((code) => [code, 'Y'])),
    MIN_PRICE: filter.minPrice,
    MAX_PRICE: filter.maxPrice,
  };
}

/** A filter in its one canonical form (sorted, deduplicated), so equal choices compare equal. */
export function normalizeCatalogFilter(filter: CatalogFilterState): CatalogFilterState {
  return parseCatalogFilter(catalogFilterFields(filter)) ?? emptyCatalogFilter(filter.sectionCode);
}

/** Whether two filters ask the same (order of ids and codes does not matter). */
export function sameCatalogFilter(a: CatalogFilterState, b: CatalogFilterState): boolean {
  return JSON.stringify(catalogFilterFields(normalizeCatalogFilter(a))) === JSON.stringify(catalogFilterFields(normalizeCatalogFilter(b)));
}

/** Whether the filter narrows or reorders nothing (only the section is set). */
export function isEmptyCatalogFilter(filter: CatalogFilterState): boolean {
  return sameCatalogFilter(filter, emptyCatalogFilter(filter.sectionCode));
}

/** The catalogue half of the store: the query both catalogue islands follow, and the filter cookie. */
export interface CatalogStateHandle {
  catalogQuery: ReadonlySignal<CatalogQuery | null>;
  catalogResult: ReadonlySignal<CatalogResult>;
  initCatalog(rendered: { filter?: CatalogFilterState; pages?: number }): void;
  setCatalogFilter(filter: CatalogFilterState): void;
  showMoreCatalog(): void;
  setCatalogResult(result: CatalogResult): void;
  savedCatalogFilter(): CatalogFilterState | null;
}

const toPages = (pages: number | undefined, fallback: number) =>
  pages !== undefined && Number.isSafeInteger(pages) && pages >= 1 ? pages : fallback;

/** Creates the catalogue state; the filter cookie goes through the store's cookie jar. */
export function createCatalogState(options: { cookies: CookieJar }): CatalogStateHandle {
  const { cookies } = options;
  const query = signal<CatalogQuery | null>(null);
  const result = signal<CatalogResult>(NO_RESULT);

  const saveFilter = (filter: CatalogFilterState) => {
    // An empty filter needs no restoring: the cookie goes, and the next visit starts clean.
    if (isEmptyCatalogFilter(filter)) cookies.remove(CATALOG_FILTER_COOKIE, { path: COOKIE_PATH });
    else
      cookies.set(CATALOG_FILTER_COOKIE, JSON.stringify(catalogFilterFields(filter)), {
        expires: CATALOG_FILTER_COOKIE_DAYS,
        path: COOKIE_PATH,
      });
  };

  return {
    catalogQuery: query,
    catalogResult: result,
    initCatalog(rendered) {
      const current = query.peek();
      if (current?.origin === 'shopper') return;
      const filter = rendered.filter ? normalizeCatalogFilter(rendered.filter) : (current?.filter ?? emptyCatalogFilter());
      query.value = { filter, pages: toPages(rendered.pages, current?.pages ?? 1), origin: 'server' };
    },
    setCatalogFilter(filter) {
      const next = normalizeCatalogFilter(filter);
      const current = query.peek();
      if (current && sameCatalogFilter(current.filter, next)) return;
      query.value = { filter: next, pages: 1, origin: 'shopper' };
      saveFilter(next);
    },
    showMoreCatalog() {
      const current = query.peek();
      if (!current) return;
      query.value = { filter: current.filter, pages: current.pages + 1, origin: 'shopper' };
    },
    setCatalogResult(next) {
      const foundCount = next.foundCount !== null && Number.isSafeInteger(next.foundCount) && next.foundCount >= 0 ? next.foundCount : null;
      const current = result.peek();
      if (current.status === next.status && current.foundCount === foundCount) return;
      result.value = { status: next.status, foundCount };
    },
    savedCatalogFilter() {
      const raw = cookies.get(CATALOG_FILTER_COOKIE);
      if (raw === undefined || raw === '') return null;
      const filter = parseCatalogFilter(parseJson(raw));
      // docs/embedding.md#store: a corrupt value is read as nothing and repaired (here: removed).
      if (!filter) cookies.remove(CATALOG_FILTER_COOKIE, { path: COOKIE_PATH });
      return filter;
    },
  };
}
