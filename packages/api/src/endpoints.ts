import { ApiError } from './errors';
import * as paths from './paths';
import type { ApiDeps } from './types';

/**
 * The fixed paths of spec §7, keyed by the name of the call that uses them. They are defaults:
 * `endpoints[name]` in the page config overrides one (a site under a sub-path, a test server).
 */
export const PATHS = {
  refreshCaptcha: paths.refreshCaptchaPath,
  resendAuthCode: paths.resendAuthCodePath,
  carModels: paths.carModelsPath,
  citySuggest: paths.citySuggestPath,
  searchSuggest: paths.searchSuggestPath,
  getVars: paths.getVarsPath,
  supportForm: paths.supportFormPath,
  reloadCaptcha: paths.reloadCaptchaPath,
  changeWholesaleQuantity: paths.changeWholesaleQuantityPath,
  checkItemInCompareList: paths.checkItemInCompareListPath,
  checkItemInBasket: paths.checkItemInBasketPath,
} as const;

/** Name of a call with a fixed path in spec §7. */
export type PathKey = keyof typeof PATHS;

/**
 * The calls whose address spec §7 leaves open: each must be given in the page config as
 * `endpoints[key]`, or the call rejects with `ApiError('config')`.
 */
export const ENDPOINT_KEYS = [
  'add2BasketByID',
  'catalogList',
  'add2CompareList',
  'delFromCompareList',
  'addPreOrder',
  'getBwIButton',
  'basketQuantity',
  'basketDelete',
  'itemPrices',
] as const;

/** Name of a call whose address comes from the page config. */
export type EndpointKey = (typeof ENDPOINT_KEYS)[number];

/** The configured address for `key`, else `path`, its spec path (from paths.ts). */
export function pathUrl(deps: ApiDeps, key: PathKey, path: string): string {
  return deps.endpoints[key] || path;
}

/** The configured address for `key`; throws `ApiError('config')` naming the key when there is none. */
export function endpointUrl(deps: ApiDeps, key: EndpointKey): string {
  const url = deps.endpoints[key];
  if (typeof url === 'string' && url.trim() !== '') return url;
  throw new ApiError(
    'config',
    `No address for the call "${key}": add "endpoints": {"${key}": "/local/ajax/…"} to the shop-islands config`,
    { url: '' },
  );
}
