/** checkItemInBasket with its path and answer check, in a module of its own so it goes only where it is called. */
import { idList } from '../answer-fields';
import { object, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const checkItemInBasketPath = '/local/ajax/catalog/store/checkItemInBasket.php';

/** checkItemInBasket.php: ids in the session's basket. */
export interface BasketState {
  IN_BASKET: number[];
}

// Built when the module loads: marked pure so that a bundle without the call drops it.
export const basketState: Check<BasketState> = /* @__PURE__ */ object({ IN_BASKET: idList });

/** POST checkItemInBasket.php — `Api.checkItemInBasket`. */
export function checkItemInBasket(deps: ApiDeps, options?: CallOptions): Promise<BasketState> {
  return postJson(deps, pathUrl(deps, 'checkItemInBasket', checkItemInBasketPath), {}, basketState, options);
}
