/**
 * The fixed paths of the server calls (docs/embedding.md#server-calls), keyed by the name of the call that uses them. They are defaults:
 * `endpoints[name]` in the page config overrides one (a site under a sub-path, a test server).
 *
 * Each path is a constant of its call's module, so that a bundle holds only the paths of the calls
 * it makes; no call imports this table, which is for the package's users and tests.
 */
import { checkItemInBasketPath } from './calls/basket-state';
import { carModelsPath } from './calls/car-models';
import { citySuggestPath } from './calls/city-suggest';
import { checkItemInCompareListPath } from './calls/compare-list-state';
import { getVarsPath } from './calls/get-vars';
import { refreshCaptchaPath } from './calls/refresh-captcha';
import { reloadCaptchaPath } from './calls/reload-captcha';
import { resendAuthCodePath } from './calls/resend-auth-code';
import { searchSuggestPath } from './calls/search-suggest';
import { supportFormPath } from './calls/support-form';
import { changeWholesaleQuantityPath } from './calls/wholesale-quantity';

export const PATHS = {
  refreshCaptcha: refreshCaptchaPath,
  resendAuthCode: resendAuthCodePath,
  carModels: carModelsPath,
  citySuggest: citySuggestPath,
  searchSuggest: searchSuggestPath,
  getVars: getVarsPath,
  supportForm: supportFormPath,
  reloadCaptcha: reloadCaptchaPath,
  changeWholesaleQuantity: changeWholesaleQuantityPath,
  checkItemInCompareList: checkItemInCompareListPath,
  checkItemInBasket: checkItemInBasketPath,
} as const;

/** Name of a call with a fixed path (docs/embedding.md#server-calls). */
export type PathKey = keyof typeof PATHS;
