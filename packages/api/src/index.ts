/**
 * @shop-islands/api — the server calls (docs/embedding.md#server-calls): one request helper, typed calls, checked
 * answers. No React, no DOM globals: `fetch`, `sessid()`, addresses and base URL are passed in.
 */

/** What the client needs (`fetch`, `sessid()`, `endpoints`, `baseUrl`, `timeoutMs`), the failure kinds, and per-call options (`signal`). */
export type { ApiDeps, ApiErrorKind, CallOptions } from './types';

/** `createApi(deps)`: the client, one typed function per server call of docs/embedding.md#server-calls (bundles them all). */
export { createApi } from './create-api';
/** `bindCalls(deps, { add2BasketByID })`: only the named calls, with `deps` given — what islands use. */
export { bindCalls } from './bind-calls';
/** A standalone call (`deps` first), and what `bindCalls` makes of a set of them. */
export type { BoundCalls, Call } from './bind-calls';
/**
 * The calls, standalone (`deps` first): `add2BasketByID(deps, id)`, `getVars(deps)` …; `Api`
 * documents each. One module per call (or pair of calls used together), so that a chunk holds
 * only the calls and answer checks its code imports.
 */
export { refreshCaptcha } from './calls/refresh-captcha';
export { resendAuthCode } from './calls/resend-auth-code';
export { carModels } from './calls/car-models';
export { mapData } from './calls/map-data';
export { citySuggest } from './calls/city-suggest';
export { searchSuggest } from './calls/search-suggest';
export { getVars } from './calls/get-vars';
export { reloadCaptcha } from './calls/reload-captcha';
export { changeWholesaleQuantity } from './calls/wholesale-quantity';
export { supportForm } from './calls/support-form';
export { checkItemInCompareList } from './calls/compare-list-state';
export { checkItemInBasket } from './calls/basket-state';
export { add2BasketByID } from './calls/add-to-basket';
export { catalogList } from './calls/catalog-list';
export { add2CompareList, delFromCompareList } from './calls/compare-list';
export { addPreOrder } from './calls/preorder';
export { getBwIButton } from './calls/install-block';
export { basketQuantity } from './calls/basket-quantity';
export { basketDelete } from './calls/basket-delete';
export { itemPrices } from './calls/item-prices';
/** The client's shape: every call, its arguments and its answer. */
export type { Api } from './api';

/** The error every call rejects with: `kind`, `url`, `status` (HTTP). */
export { ApiError } from './errors';
/** Where and why a call failed, as given to the `ApiError` constructor. */
export type { ApiErrorDetails } from './errors';
/** `isApiError(error, kind?)`: narrows an unknown rejection, e.g. to skip `aborted` ones. */
export { isApiError } from './errors';
/** `apiErrorMessage(error)`: the Russian text for the shopper, for any failure. */
export { apiErrorMessage } from './errors';
/** The Russian texts behind `apiErrorMessage`, per kind, and for failures not from this client. */
export { apiErrorMessages, unknownErrorMessage } from './messages';

/** `latest()`: a supersede lane — a newer request aborts the older, whose late answer is never delivered. */
export { latest } from './supersede';
/** The lane `latest()` returns: `run(task, options)` and `cancel()`. */
export type { Latest } from './supersede';

/** `encodeForm(fields)`: `application/x-www-form-urlencoded` exactly like jQuery's `$.param`. */
export { encodeForm } from './encode';
/** What `encodeForm` takes: scalars, nested arrays and objects, or `{name, value}` pairs. */
export type { FormFields, FormScalar, FormValue } from './encode';

/** The fixed paths by call name (`PATHS.searchSuggest` …), and the config keys of the calls without one. */
export { ENDPOINT_KEYS } from './endpoints';
export { PATHS } from './paths';
/** A key of `ENDPOINT_KEYS` / of `PATHS`. */
export type { EndpointKey } from './endpoints';
export type { PathKey } from './paths';
/** docs/embedding.md#network: 10 000 ms, used when `deps.timeoutMs` is not given. */
export { DEFAULT_TIMEOUT_MS } from './request';

/** What the calls send. */
export type { CompareTarget, FilterParams, ItemPriceRequest, PreOrderRequest, SupportFormFields } from './payloads';

/**
 * The small checks answers are read with (`object`, `list`, `optional`, `text`, `count` …), for
 * other untrusted JSON too (island props). A failed check throws `CheckError` naming the path.
 */
export { CheckError, anyObject, count, flag, list, number, object, optional, record, text, withInfo } from './check';
export type { Check, CheckInfo } from './check';

/** What the calls answer, checked and normalised; field names as the server sends them. */
export type { CaptchaRefresh } from './calls/refresh-captcha';
export type { AuthCodeResend } from './calls/resend-auth-code';
export type { CarModel } from './calls/car-models';
export type { MapData, MapDataPoint } from './calls/map-data';
export type { CitySuggestion, CitySuggestions } from './calls/city-suggest';
export type { PurchasingOption, SearchSuggestion, SearchSuggestions } from './calls/search-suggest';
export type { ServerVars } from './calls/get-vars';
export type { WholesaleQuantityResult } from './calls/wholesale-quantity';
export type { SupportFormResult } from './calls/support-form';
export type { CompareListState } from './calls/compare-list-state';
export type { BasketState } from './calls/basket-state';
export type { BasketAddResult } from './calls/add-to-basket';
export type { CompareAddResult, CompareRemoveResult } from './calls/compare-list';
export type { PreOrderResult } from './calls/preorder';
export type { BasketQuantityResult } from './calls/basket-quantity';
export type { BasketDeleteResult } from './calls/basket-delete';
export type { ItemPrice, ItemPrices } from './calls/item-prices';
/** catalogList's answer: the HTML fragment and the total from its hidden `ITEMS_COUNT` input. */
export type { CatalogPage } from './calls/catalog-list';
