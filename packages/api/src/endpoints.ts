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
  throw new ApiError(
    'config',
    `No address for the call "${key}": add "endpoints": {"${key}": "/local/ajax/…"} to the shop-islands config`,
    { url: '' },
  );
}
