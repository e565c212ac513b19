/**
 * @shop-islands/dev-server — the mock backend (works in Node and in the browser).
 * Node-only server: `./node` (createDemoServer, startDemoServer). Browser worker: `./browser`.
 */
export { createHandlers, ROUTES, type HandlerOptions } from './handlers';
export {
  createBackendState,
  createSession,
  DEMO_SEED,
  type BackendState,
  type BackendStateOptions,
  type BasketRow,
  type DemoUser,
  type PreorderRecord,
  type RequestRecord,
  type SessionSeed,
  type SessionState,
} from './state';
export {
  ALL_PATHS,
  DEMO_ENDPOINTS,
  DEMO_EXTRA_PATHS,
  DEMO_SESSID,
  FIXED_PATHS,
  SESSION_EXPIRED_MESSAGE,
  captchaImageUrl,
  type DemoEndpointKey,
  type FixedKey,
  type RouteKey,
} from './endpoints';
export { parseFaults, type FaultName, type FaultRegistry, type FaultSetting } from './faults';
export { parsePhpParams, toFormBody, type ParamMap, type ParamValue } from './form';
export { escapeHtml, formatPrice, propsAttr } from './format';
export { DEFAULT_PAGE_SIZE, queryCatalog, readFilter, type CatalogFilter } from './catalog-query';
/** The search results page's matching, the same as suggest.php's (every word of the query, in the catalogue's order). */
export { searchProducts } from './handlers/catalog';
/** The wholesale unit price the reference backend answers for a quantity (its volume discounts). */
export { wholesaleUnitPrice } from './handlers/catalog';
export { renderCatalogItem, renderCatalogList, renderInstallBlock, optSectionAnchor, AVAILABILITY_TEXT } from './templates';
export { SUPPORT_ERRORS } from './handlers/support';
export { SITE_MENU, type MenuItem } from './site-menu';
export { logoutSession } from './handlers/session';
export {
  authData,
  captchas,
  carBrands,
  catalog,
  cities,
  findProduct,
  installOffers,
  products,
  returnPoints,
} from './data';
export type * from './types';
