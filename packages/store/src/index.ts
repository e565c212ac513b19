/**
 * @shop-islands/store — the shared state of every island (docs/embedding.md#store): basket, compare list,
 * city, user and page variant as signals, persisted to localStorage and cookies.
 */
export { createStore, type StoreDeps } from './create-store';
export { createBrowserCookies } from './cookies';
export {
  CATALOG_FILTER_COOKIE,
  CATALOG_FILTER_COOKIE_DAYS,
  catalogFilterFields,
  emptyCatalogFilter,
  isEmptyCatalogFilter,
  parseCatalogFilter,
  sameCatalogFilter,
  toCatalogSort,
} from './catalog-state';
export { COOKIE_DAYS, COOKIE_NAMES, isNonRussianCountry, NCC_PARAM } from './city';
export { withNccParam } from './city-choice';
export type { StoreEventDetails, StoreEventName } from './events';
export { parseBasket, parseIdList, toProductId, type BasketShape, type ParsedBasket } from './lists';
export { STORAGE_KEYS } from './safe-storage';
export { parseAuthFlag } from './user';
export {
  STORE_EVENTS,
  type CatalogFilterState,
  type CatalogQuery,
  type CatalogResult,
  type CatalogSort,
  type CityState,
  type CookieJar,
  type CurrentUser,
  type ServerVars,
  type ReconcileToken,
  type ShopStore,
  type SiteVariant,
  type WholesaleItem,
} from './types';
/** In-memory storage and cookies: a store for stories, tests and pages without a browser. */
export { MemoryCookies, MemoryStorage } from './memory';
