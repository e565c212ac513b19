/**
 * The calls of spec §7 with a fixed path (PATHS), one standalone function each, so that a bundle
 * holds only the calls (and answer checks) its code imports. `Api` documents each call.
 */
import { pathUrl } from './endpoints';
import * as paths from './paths';
import { getJson, getText, postJson, postText } from './request';
import type { SupportFormFields } from './payloads';
import {
  authCodeResend,
  basketState,
  captchaRefresh,
  captchaSid,
  carModels as carModelList,
  citySuggestions,
  compareListState,
  searchSuggestions,
  serverVars,
  supportFormResult,
  wholesaleQuantityResult,
  type AuthCodeResend,
  type BasketState,
  type CaptchaRefresh,
  type CarModel,
  type CitySuggestions,
  type CompareListState,
  type SearchSuggestions,
  type ServerVars,
  type SupportFormResult,
  type WholesaleQuantityResult,
} from './responses';
import type { ApiDeps, CallOptions } from './types';

// Suggestions may be served from the browser cache; everything else is session state.
const CACHED = 'default';

/** refresh_captcha.php?sid=… — `Api.refreshCaptcha`. */
export function refreshCaptcha(deps: ApiDeps, sid: string, options?: CallOptions): Promise<CaptchaRefresh> {
  return getJson(deps, pathUrl(deps, 'refreshCaptcha', paths.refreshCaptchaPath), { sid }, captchaRefresh, options);
}

/** resend_auth_code.php?contactID=… — `Api.resendAuthCode`. */
export function resendAuthCode(deps: ApiDeps, contactID: string | number, options?: CallOptions): Promise<AuthCodeResend> {
  return getJson(deps, pathUrl(deps, 'resendAuthCode', paths.resendAuthCodePath), { contactID }, authCodeResend, options);
}

/** getModel.php?id=…&sessid=… — `Api.carModels`. */
export function carModels(deps: ApiDeps, brandId: string | number, options?: CallOptions): Promise<CarModel[]> {
  return getJson(deps, pathUrl(deps, 'carModels', paths.carModelsPath), { id: brandId, sessid: deps.sessid() }, carModelList, options, CACHED);
}

/** ajax_cities.php?query=… — `Api.citySuggest`. */
export function citySuggest(deps: ApiDeps, query: string, options?: CallOptions): Promise<CitySuggestions> {
  return getJson(deps, pathUrl(deps, 'citySuggest', paths.citySuggestPath), { query }, citySuggestions, options, CACHED);
}

/** suggest.php?q=… — `Api.searchSuggest`. */
export function searchSuggest(deps: ApiDeps, q: string, options?: CallOptions): Promise<SearchSuggestions> {
  return getJson(deps, pathUrl(deps, 'searchSuggest', paths.searchSuggestPath), { q }, searchSuggestions, options, CACHED);
}

/** getVars.php?sessid=…[&mode=opt] — `Api.getVars`. */
export function getVars(deps: ApiDeps, options?: CallOptions & { mode?: 'normal' | 'opt' }): Promise<ServerVars> {
  return getJson(
    deps,
    pathUrl(deps, 'getVars', paths.getVarsPath),
    options?.mode === 'opt' ? { sessid: deps.sessid(), mode: 'opt' } : { sessid: deps.sessid() },
    serverVars,
    options,
  );
}

/** reload_captcha.php — `Api.reloadCaptcha`. */
export function reloadCaptcha(deps: ApiDeps, options?: CallOptions): Promise<string> {
  return getText(deps, pathUrl(deps, 'reloadCaptcha', paths.reloadCaptchaPath), {}, captchaSid, options);
}

/** change_quantity.php?sessid=…&PRODUCT_ID=…&QUANTITY=… — `Api.changeWholesaleQuantity`. */
export function changeWholesaleQuantity(
  deps: ApiDeps,
  productId: number,
  quantity: number,
  options?: CallOptions,
): Promise<WholesaleQuantityResult> {
  return getJson(
    deps,
    pathUrl(deps, 'changeWholesaleQuantity', paths.changeWholesaleQuantityPath),
    { sessid: deps.sessid(), PRODUCT_ID: productId, QUANTITY: quantity },
    wholesaleQuantityResult,
    options,
  );
}

/** POST supportForm.php?sessid=… — `Api.supportForm`. */
export function supportForm(deps: ApiDeps, fields: SupportFormFields, options?: CallOptions): Promise<SupportFormResult> {
  return postText(deps, pathUrl(deps, 'supportForm', paths.supportFormPath), { query: { sessid: deps.sessid() }, body: fields }, supportFormResult, options);
}

/** POST checkItemInCompareList.php — `Api.checkItemInCompareList`. */
export function checkItemInCompareList(deps: ApiDeps, options?: CallOptions): Promise<CompareListState> {
  return postJson(deps, pathUrl(deps, 'checkItemInCompareList', paths.checkItemInCompareListPath), {}, compareListState, options);
}

/** POST checkItemInBasket.php — `Api.checkItemInBasket`. */
export function checkItemInBasket(deps: ApiDeps, options?: CallOptions): Promise<BasketState> {
  return postJson(deps, pathUrl(deps, 'checkItemInBasket', paths.checkItemInBasketPath), {}, basketState, options);
}
