/** Paths and constants of the mock backend. */

/** The valid session id of the demo (a Bitrix `bitrix_sessid()` look-alike). */
export const DEMO_SESSID = '6b1f3c0e9d2a4e7f8a5b3c1d0e9f8a7b';

/** Answer to a missing or wrong sessid (HTTP 403). */
export const SESSION_EXPIRED_MESSAGE = 'Сессия истекла. Обновите страницу.';

/** Calls with fixed paths (docs/embedding.md#server-calls). */
export const FIXED_PATHS = {
  refreshCaptcha: '/local/components/slid/auth.form/refresh_captcha.php',
  resendAuthCode: '/local/components/slid/auth.form/resend_auth_code.php',
  getModel: '/local/ajax/fc/getModel.php',
  cities: '/local/ajax/geo/ajax_cities.php',
  searchSuggest: '/local/ajax/search/suggest.php',
  getVars: '/local/ajax/getVars.php',
  supportForm: '/local/ajax/supportForm.php',
  reloadCaptcha: '/local/ajax/reload_captcha.php',
  changeQuantity:
    '/local/templates/store/components/bitrix/catalog.section/catalog_el_list_opt/ajax/change_quantity.php',
  checkItemInCompareList: '/local/ajax/catalog/store/checkItemInCompareList.php',
  checkItemInBasket: '/local/ajax/catalog/store/checkItemInBasket.php',
} as const;

/**
 * Paths of the calls without a fixed path (docs/embedding.md#server-calls); put this object into the
 * page config as `endpoints`. All are POST with a form-encoded body that includes `sessid`
 * (GET with the same parameters in the query is accepted too), except getBwIButton, which is a
 * POST with `sessid` and `ID` in the query string.
 */
export const DEMO_ENDPOINTS = {
  add2BasketByID: '/local/ajax/store/add2BasketByID.php',
  catalogList: '/local/ajax/store/catalogList.php',
  add2CompareList: '/local/ajax/store/add2CompareList.php',
  delFromCompareList: '/local/ajax/store/delFromCompareList.php',
  addPreOrder: '/local/ajax/store/addPreOrder.php',
  getBwIButton: '/local/ajax/store/getBwIButton.php',
  basketQuantity: '/local/ajax/store/basketQuantity.php',
  basketDelete: '/local/ajax/store/basketDelete.php',
  itemPrices: '/local/ajax/store/itemPrices.php',
} as const;

/** Demo-only helpers that are not shop calls of docs/embedding.md#server-calls (login by SMS code, logout, map data, captcha picture). */
export const DEMO_EXTRA_PATHS = {
  authByCode: '/local/ajax/store/authByCode.php',
  logout: '/local/ajax/store/logout.php',
  returnPoints: '/local/ajax/store/returnPoints.php',
  /** Bitrix's captcha picture: `?captcha_sid=…` → SVG. */
  captchaImage: '/bitrix/tools/captcha.php',
} as const;

export type FixedKey = keyof typeof FIXED_PATHS;
export type DemoEndpointKey = keyof typeof DEMO_ENDPOINTS;
export type ExtraKey = keyof typeof DEMO_EXTRA_PATHS;
export type RouteKey = FixedKey | DemoEndpointKey | ExtraKey;

/** Every path the mock backend answers, by key. */
export const ALL_PATHS: Record<RouteKey, string> = { ...FIXED_PATHS, ...DEMO_ENDPOINTS, ...DEMO_EXTRA_PATHS };

/** URL of the captcha picture for a sid (what refresh_captcha answers as `desc.captchaImg`). */
export function captchaImageUrl(sid: string): string {
  return `${DEMO_EXTRA_PATHS.captchaImage}?captcha_sid=${encodeURIComponent(sid)}`;
}
