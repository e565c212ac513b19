import type { FilterParams } from '@shop-islands/api';
import { catalogFilterFields, type CatalogQuery } from '@shop-islands/store';
import { positiveCount } from '../runtime/check-props';

/** docs/embedding.md#constants: the catalogue page size is 18; show-more adds as many again. */
export const CATALOG_PAGE_SIZE = 18;

/**
 * FILTER_PARAMS of catalogList (docs/islands/catalog-list.md) for a query: SORT_BY as chosen with its SORT_ORDER
 * (docs/embedding.md#constants: `1` ascending, `2` descending, otherwise Bitrix's `SORT` ascending), the section,
 * purposes, functions as `{code: 'Y'}`, prices only when limited, and PAGE_ELEMENT_COUNT =
 * page size × pages shown. The wholesale catalogue adds `MODE: 'opt'` for its own fragment.
 */
export function buildFilterParams(query: CatalogQuery, pageSize: number, mode: 'normal' | 'opt' = 'normal'): FilterParams {
  const { filter } = query;
  return {
    SORT_BY: filter.sort,
    SORT_ORDER: filter.sort === '2' ? 'desc' : 'asc',
    SECTION_CODE: filter.sectionCode,
    ITEM_PURPOSE_LIST: [...filter.purposes],
    ITEM_FEATURES: Object.fromEntries(filter.features.map((code) => [code, 'Y'])),
    ...(filter.minPrice === null ? {} : { MIN_PRICE: filter.minPrice }),
    ...(filter.maxPrice === null ? {} : { MAX_PRICE: filter.maxPrice }),
    PAGE_ELEMENT_COUNT: pageSize * query.pages,
    ...(mode === 'opt' ? { MODE: 'opt' } : {}),
  };
}

/** One string per distinct request: same filter and pages, same key. */
export function queryKey(query: CatalogQuery): string {
  return JSON.stringify([catalogFilterFields(query.filter), query.pages]);
}

/**
 * The page size from the page config (`catalogPageSize`), else 18 (docs/embedding.md#page-config).
 * A string holding the number counts too: Bitrix's component parameters are strings, and
 * `json_encode` prints `$arParams['PAGE_ELEMENT_COUNT']` as `"24"`.
 */
export function pageSizeFromConfig(config: Record<string, unknown>): number {
  try {
    return positiveCount(config.catalogPageSize, 'catalogPageSize');
  } catch {
    return CATALOG_PAGE_SIZE;
  }
}
