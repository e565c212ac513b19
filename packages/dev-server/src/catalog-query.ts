/** The catalogue filter (FILTER_PARAMS, docs/embedding.md#server-calls) and its query over the demo products. */
import { products } from './data';
import { int, list, map, str, type ParamMap } from './form';
import type { Product } from './types';

/** docs/embedding.md#constants: 18 items a page; show-more asks for that many more. */
export const DEFAULT_PAGE_SIZE = 18;
const MAX_PAGE_SIZE = 500;

export interface CatalogFilter {
  /** '' = every section. */
  sectionCode: string;
  /** Any of these purposes (ITEM_PURPOSE_LIST). */
  purposes: number[];
  /** All of these features (ITEM_FEATURES with a 'Y'-like value). */
  features: string[];
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: 'price' | 'sort';
  order: 'asc' | 'desc';
  /** PAGE_ELEMENT_COUNT. */
  pageSize: number;
  /** 1-based page (`PAGEN_1`); the islands' show-more raises PAGE_ELEMENT_COUNT instead. */
  page: number;
}

const TRUE_VALUES = new Set(['y', 'yes', '1', 'true', 'on']);

/**
 * Sort (docs/embedding.md#constants): SORT_BY `1` = price ascending, `2` = price descending, anything else = by SORT
 * ascending. `SORT_BY=CATALOG_PRICE_3` (or `PRICE`) with SORT_ORDER `asc`/`desc` also sorts by
 * price type 3.
 */
function readSort(sortBy: string, sortOrder: string): Pick<CatalogFilter, 'sortBy' | 'order'> {
  if (sortBy === '1') return { sortBy: 'price', order: 'asc' };
  if (sortBy === '2') return { sortBy: 'price', order: 'desc' };
  if (/price/i.test(sortBy)) return { sortBy: 'price', order: /^desc$/i.test(sortOrder) ? 'desc' : 'asc' };
  return { sortBy: 'sort', order: 'asc' };
}

/** Reads FILTER_PARAMS (and a top-level SECTION_CODE, which wins) from the request parameters. */
export function readFilter(params: ParamMap): CatalogFilter {
  const filter = map(params.FILTER_PARAMS);
  const featureParam = filter.ITEM_FEATURES;
  const features =
    featureParam && typeof featureParam === 'object' && !Array.isArray(featureParam)
      ? Object.entries(featureParam)
          .filter(([, value]) => typeof value === 'string' && TRUE_VALUES.has(value.toLowerCase()))
          .map(([key]) => key)
      : list(featureParam);
  const min = int(filter.MIN_PRICE);
  const max = int(filter.MAX_PRICE);
  const size = int(filter.PAGE_ELEMENT_COUNT);
  const page = int(params.PAGEN_1);
  const section = str(params.SECTION_CODE) || str(filter.SECTION_CODE);
  return {
    sectionCode: section === 'all' ? '' : section,
    purposes: list(filter.ITEM_PURPOSE_LIST).map(Number).filter(Number.isInteger),
    features,
    minPrice: Number.isFinite(min) && min > 0 ? min : null,
    maxPrice: Number.isFinite(max) && max > 0 ? max : null,
    ...readSort(str(filter.SORT_BY), str(filter.SORT_ORDER)),
    pageSize: Number.isFinite(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function matches(product: Product, filter: CatalogFilter): boolean {
  if (filter.sectionCode && product.sectionCode !== filter.sectionCode) return false;
  if (filter.purposes.length && !filter.purposes.some((id) => product.purposes.includes(id))) return false;
  if (filter.features.some((code) => !product.features.includes(code))) return false;
  if (filter.minPrice !== null && product.price < filter.minPrice) return false;
  if (filter.maxPrice !== null && product.price > filter.maxPrice) return false;
  return true;
}

export interface CatalogResult {
  /** Every matching product, sorted. */
  found: Product[];
  /** The page asked for. */
  items: Product[];
}

export function queryCatalog(filter: CatalogFilter, source: readonly Product[] = products): CatalogResult {
  const direction = filter.order === 'desc' ? -1 : 1;
  const found = source
    .filter((product) => matches(product, filter))
    .sort((a, b) => {
      const primary = filter.sortBy === 'price' ? a.price - b.price : a.sort - b.sort;
      return primary * direction || a.sort - b.sort || a.id - b.id;
    });
  const start = (filter.page - 1) * filter.pageSize;
  return { found, items: found.slice(start, start + filter.pageSize) };
}
