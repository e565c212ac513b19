/** changeWholesaleQuantity with its path and answer check, in a module of its own so it goes only where it is called. */
import { code, object, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const changeWholesaleQuantityPath =
  '/local/templates/store/components/bitrix/catalog.section/catalog_el_list_opt/ajax/change_quantity.php';

/** change_quantity.php: `result` 1 = saved. */
export interface WholesaleQuantityResult {
  ok: boolean;
  result: number;
}

export const wholesaleQuantityResult: Check<WholesaleQuantityResult> = (value, path) => {
  const { result } = object({ result: code })(value, path);
  return { ok: result === 1, result };
};

/** change_quantity.php?sessid=…&PRODUCT_ID=…&QUANTITY=… — `Api.changeWholesaleQuantity`. */
export function changeWholesaleQuantity(
  deps: ApiDeps,
  productId: number,
  quantity: number,
  options?: CallOptions,
): Promise<WholesaleQuantityResult> {
  return getJson(
    deps,
    pathUrl(deps, 'changeWholesaleQuantity', changeWholesaleQuantityPath),
    { sessid: deps.sessid(), PRODUCT_ID: productId, QUANTITY: quantity },
    wholesaleQuantityResult,
    options,
  );
}
