import type { Api } from './api';
import { bindCalls } from './bind-calls';
import { add2BasketByID } from './calls/add-to-basket';
import { basketDelete } from './calls/basket-delete';
import { basketQuantity } from './calls/basket-quantity';
import { checkItemInBasket } from './calls/basket-state';
import { carModels } from './calls/car-models';
import { catalogList } from './calls/catalog-list';
import { citySuggest } from './calls/city-suggest';
import { add2CompareList, delFromCompareList } from './calls/compare-list';
import { checkItemInCompareList } from './calls/compare-list-state';
import { getVars } from './calls/get-vars';
import { getBwIButton } from './calls/install-block';
import { itemPrices } from './calls/item-prices';
import { addPreOrder } from './calls/preorder';
import { refreshCaptcha } from './calls/refresh-captcha';
import { reloadCaptcha } from './calls/reload-captcha';
import { resendAuthCode } from './calls/resend-auth-code';
import { searchSuggest } from './calls/search-suggest';
import { supportForm } from './calls/support-form';
import { changeWholesaleQuantity } from './calls/wholesale-quantity';
import type { ApiDeps } from './types';

/**
 * The API client: one typed function per server call (docs/embedding.md#server-calls). `deps` gives `fetch`, the session
 * id (read at each call), the configured addresses, the base URL and the timeout.
 *
 * It holds every call, so whatever imports it bundles every call: island code binds only the
 * calls it uses instead (`bindCalls`). Typing the result as `Api` keeps the standalone calls in
 * step with the interface.
 */
export function createApi(deps: ApiDeps): Api {
  return bindCalls(deps, {
    refreshCaptcha,
    resendAuthCode,
    carModels,
    citySuggest,
    searchSuggest,
    getVars,
    reloadCaptcha,
    changeWholesaleQuantity,
    supportForm,
    checkItemInCompareList,
    checkItemInBasket,
    add2BasketByID,
    catalogList,
    add2CompareList,
    delFromCompareList,
    addPreOrder,
    getBwIButton,
    basketQuantity,
    basketDelete,
    itemPrices,
  });
}
