/**
 * The calls of spec §7 whose address comes from the page config (ENDPOINT_KEYS), one standalone
 * function each, so that a bundle holds only the calls (and answer checks) its code imports.
 * `Api` documents each call.
 *
 * They are async so that a missing address (ApiError 'config') rejects rather than throws.
 */
import { catalogPage, type CatalogPage } from './catalog-page';
import type { FormValue } from './encode';
import { endpointUrl } from './endpoints';
import type { CompareTarget, FilterParams, ItemPriceRequest, PreOrderRequest } from './payloads';
import { postJson, postText } from './request';
import {
  basketAddResult,
  basketDeleteResult,
  basketQuantityResult,
  compareAddResult,
  compareRemoveResult,
  installBlock,
  itemPrices as itemPriceList,
  preOrderResult,
  type BasketAddResult,
  type BasketDeleteResult,
  type BasketQuantityResult,
  type CompareAddResult,
  type CompareRemoveResult,
  type ItemPrices,
  type PreOrderResult,
} from './responses';
import type { ApiDeps, CallOptions } from './types';

/** `PRODUCT_ID=5`, `PRODUCT_ID[]=5&PRODUCT_ID[]=6`, or `FILTER_PARAMS[…]` (spec §7). */
function compareAttributes(target: CompareTarget): { readonly [key: string]: FormValue } {
  if (typeof target === 'number') return { PRODUCT_ID: target };
  if ('FILTER_PARAMS' in target) return { FILTER_PARAMS: target.FILTER_PARAMS };
  return { PRODUCT_ID: target };
}

/** `PRODUCT_ID` — `Api.add2BasketByID`. */
export async function add2BasketByID(deps: ApiDeps, PRODUCT_ID: number, options?: CallOptions): Promise<BasketAddResult> {
  return postJson(deps, endpointUrl(deps, 'add2BasketByID'), { PRODUCT_ID }, basketAddResult, options);
}

/** `FILTER_PARAMS[…]`, `SECTION_CODE`; HTML answer — `Api.catalogList`. */
export async function catalogList(
  deps: ApiDeps,
  FILTER_PARAMS: FilterParams,
  SECTION_CODE: string,
  options?: CallOptions,
): Promise<CatalogPage> {
  return postText(
    deps,
    endpointUrl(deps, 'catalogList'),
    { body: { FILTER_PARAMS, SECTION_CODE, sessid: deps.sessid() } },
    catalogPage,
    options,
  );
}

/** `PRODUCT_ID`, `PRODUCT_ID[]` or `FILTER_PARAMS[…]` — `Api.add2CompareList`. */
export async function add2CompareList(deps: ApiDeps, target: CompareTarget, options?: CallOptions): Promise<CompareAddResult> {
  return postJson(deps, endpointUrl(deps, 'add2CompareList'), compareAttributes(target), compareAddResult, options);
}

/** `PRODUCT_ID` — `Api.delFromCompareList`. */
export async function delFromCompareList(deps: ApiDeps, PRODUCT_ID: number, options?: CallOptions): Promise<CompareRemoveResult> {
  return postJson(deps, endpointUrl(deps, 'delFromCompareList'), { PRODUCT_ID }, compareRemoveResult, options);
}

/** `productID`, `productCnt`, `userEmail` — `Api.addPreOrder`. */
export async function addPreOrder(
  deps: ApiDeps,
  { productID, productCnt, userEmail }: PreOrderRequest,
  options?: CallOptions,
): Promise<PreOrderResult> {
  return postJson(
    deps,
    endpointUrl(deps, 'addPreOrder'),
    { productID, productCnt, userEmail: userEmail ?? '' },
    preOrderResult,
    options,
  );
}

/** `sessid` and `ID` in the query string; HTML answer — `Api.getBwIButton`. */
export async function getBwIButton(deps: ApiDeps, ID: number, options?: CallOptions): Promise<string> {
  return postText(deps, endpointUrl(deps, 'getBwIButton'), { query: { sessid: deps.sessid(), ID } }, installBlock, options);
}

/** `id`, `quantity` — `Api.basketQuantity`. */
export async function basketQuantity(deps: ApiDeps, id: number, quantity: number, options?: CallOptions): Promise<BasketQuantityResult> {
  return postJson(deps, endpointUrl(deps, 'basketQuantity'), { id, quantity }, basketQuantityResult, options);
}

/** `id`, or nothing to clear the basket — `Api.basketDelete`. */
export async function basketDelete(deps: ApiDeps, id?: number, options?: CallOptions): Promise<BasketDeleteResult> {
  return postJson(deps, endpointUrl(deps, 'basketDelete'), id === undefined ? {} : { id }, basketDeleteResult, options);
}

/** `ITEMS[i][ID]`, `ITEMS[i][QUANTITY]` — `Api.itemPrices`. */
export async function itemPrices(deps: ApiDeps, items: readonly ItemPriceRequest[], options?: CallOptions): Promise<ItemPrices> {
  return postJson(
    deps,
    endpointUrl(deps, 'itemPrices'),
    { ITEMS: items.map(({ ID, QUANTITY }) => ({ ID, QUANTITY })) },
    itemPriceList,
    options,
  );
}
