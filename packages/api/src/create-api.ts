import type { Api } from './api';
import { catalogPage } from './catalog-page';
import type { FormValue } from './encode';
import { endpointUrl, pathUrl } from './endpoints';
import type { CompareTarget } from './payloads';
import { getJson, getText, postJson, postText } from './request';
import * as answers from './responses';
import type { ApiDeps } from './types';

/** `PRODUCT_ID=5`, `PRODUCT_ID[]=5&PRODUCT_ID[]=6`, or `FILTER_PARAMS[…]` (spec §7). */
function compareAttributes(target: CompareTarget): { readonly [key: string]: FormValue } {
  if (typeof target === 'number') return { PRODUCT_ID: target };
  if ('FILTER_PARAMS' in target) return { FILTER_PARAMS: target.FILTER_PARAMS };
  return { PRODUCT_ID: target };
}

/**
 * The API client: one typed function per call of spec §7. `deps` gives `fetch`, the session
 * id (read at each call), the configured addresses, the base URL and the timeout.
 */
export function createApi(deps: ApiDeps): Api {
  // Suggestions may be served from the browser cache; everything else is session state.
  const cached = 'default';

  return {
    refreshCaptcha: (sid, options) =>
      getJson(deps, pathUrl(deps, 'refreshCaptcha'), { sid }, answers.captchaRefresh, options),
    resendAuthCode: (contactID, options) =>
      getJson(deps, pathUrl(deps, 'resendAuthCode'), { contactID }, answers.authCodeResend, options),
    carModels: (brandId, options) =>
      getJson(deps, pathUrl(deps, 'carModels'), { id: brandId, sessid: deps.sessid() }, answers.carModels, options, cached),
    citySuggest: (query, options) =>
      getJson(deps, pathUrl(deps, 'citySuggest'), { query }, answers.citySuggestions, options, cached),
    searchSuggest: (q, options) =>
      getJson(deps, pathUrl(deps, 'searchSuggest'), { q }, answers.searchSuggestions, options, cached),
    getVars: (options) =>
      getJson(
        deps,
        pathUrl(deps, 'getVars'),
        options?.mode === 'opt' ? { sessid: deps.sessid(), mode: 'opt' } : { sessid: deps.sessid() },
        answers.serverVars,
        options,
      ),
    reloadCaptcha: (options) => getText(deps, pathUrl(deps, 'reloadCaptcha'), {}, answers.captchaSid, options),
    changeWholesaleQuantity: (productId, quantity, options) =>
      getJson(
        deps,
        pathUrl(deps, 'changeWholesaleQuantity'),
        { sessid: deps.sessid(), PRODUCT_ID: productId, QUANTITY: quantity },
        answers.wholesaleQuantityResult,
        options,
      ),
    supportForm: (fields, options) =>
      postText(
        deps,
        pathUrl(deps, 'supportForm'),
        { query: { sessid: deps.sessid() }, body: fields },
        answers.supportFormResult,
        options,
      ),
    checkItemInCompareList: (options) =>
      postJson(deps, pathUrl(deps, 'checkItemInCompareList'), {}, answers.compareListState, options),
    checkItemInBasket: (options) => postJson(deps, pathUrl(deps, 'checkItemInBasket'), {}, answers.basketState, options),

    // Async, so that a missing address (ApiError 'config') rejects rather than throws.
    add2BasketByID: async (PRODUCT_ID, options) =>
      postJson(deps, endpointUrl(deps, 'add2BasketByID'), { PRODUCT_ID }, answers.basketAddResult, options),
    catalogList: async (FILTER_PARAMS, SECTION_CODE, options) =>
      postText(
        deps,
        endpointUrl(deps, 'catalogList'),
        { body: { FILTER_PARAMS, SECTION_CODE, sessid: deps.sessid() } },
        catalogPage,
        options,
      ),
    add2CompareList: async (target, options) =>
      postJson(deps, endpointUrl(deps, 'add2CompareList'), compareAttributes(target), answers.compareAddResult, options),
    delFromCompareList: async (PRODUCT_ID, options) =>
      postJson(deps, endpointUrl(deps, 'delFromCompareList'), { PRODUCT_ID }, answers.compareRemoveResult, options),
    addPreOrder: async ({ productID, productCnt, userEmail }, options) =>
      postJson(
        deps,
        endpointUrl(deps, 'addPreOrder'),
        { productID, productCnt, userEmail: userEmail ?? '' },
        answers.preOrderResult,
        options,
      ),
    getBwIButton: async (ID, options) =>
      postText(deps, endpointUrl(deps, 'getBwIButton'), { query: { sessid: deps.sessid(), ID } }, answers.installBlock, options),
    basketQuantity: async (id, quantity, options) =>
      postJson(deps, endpointUrl(deps, 'basketQuantity'), { id, quantity }, answers.basketQuantityResult, options),
    basketDelete: async (id, options) =>
      postJson(deps, endpointUrl(deps, 'basketDelete'), id === undefined ? {} : { id }, answers.basketDeleteResult, options),
    itemPrices: async (items, options) =>
      postJson(
        deps,
        endpointUrl(deps, 'itemPrices'),
        { ITEMS: items.map(({ ID, QUANTITY }) => ({ ID, QUANTITY })) },
        answers.itemPrices,
        options,
      ),
  };
}
