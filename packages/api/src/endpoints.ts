import { ApiError } from './errors';
// Type only: the path table imports the call modules, which import this module.
import type { PathKey } from './paths';
import type { ApiDeps } from './types';

/**
 * The calls without a fixed path (docs/embedding.md#server-calls): each must be given in the page config as
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

/** The configured address for `key`, else `path`, its fixed path (a constant of the call's module). */
export function pathUrl(deps: ApiDeps, key: PathKey, path: string): string {
  return deps.endpoints[key] || path;
}

/** The configured address for `key`; throws `ApiError('config')` naming the key when there is none. */
export function endpointUrl(deps: ApiDeps, key: EndpointKey): string {
  const url = deps.endpoints[key];
  if (typeof url === 'string' && url.trim() !== '') return url;
  const error = new ApiError('config', `[shop-islands] no address for "${key}" in the config's "endpoints"`, { url: '' });
  // The shopper is told only that the site is set up wrong (docs/embedding.md#page-config): the
  // site's developer reads which key is missing in the console.
  console.error(error.message);
  throw error;
}
