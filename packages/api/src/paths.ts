/**
 * The fixed paths of spec §7, one constant per call, so that a bundle keeps only the paths of the
 * calls it makes. `PATHS` (endpoints.ts) gathers them by call name.
 */
export const refreshCaptchaPath = '/local/components/slid/auth.form/refresh_captcha.php';
export const resendAuthCodePath = '/local/components/slid/auth.form/resend_auth_code.php';
export const carModelsPath = '/local/ajax/fc/getModel.php';
export const citySuggestPath = '/local/ajax/geo/ajax_cities.php';
export const searchSuggestPath = '/local/ajax/search/suggest.php';
export const getVarsPath = '/local/ajax/getVars.php';
export const supportFormPath = '/local/ajax/supportForm.php';
export const reloadCaptchaPath = '/local/ajax/reload_captcha.php';
export const changeWholesaleQuantityPath =
  '/local/templates/store/components/bitrix/catalog.section/catalog_el_list_opt/ajax/change_quantity.php';
export const checkItemInCompareListPath = '/local/ajax/catalog/store/checkItemInCompareList.php';
export const checkItemInBasketPath = '/local/ajax/catalog/store/checkItemInBasket.php';
