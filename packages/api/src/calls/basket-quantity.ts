/** basketQuantity with its answer check, in a module of its own so it goes only where it is called. */
import { object, text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** basketQuantity: the new totals, formatted by the server. */
export interface BasketQuantityResult {
  TOTAL_PRICE_FORMATTED: string;
  /** The row's sum as the server prints it. */
  ITEM_SUM: string;
}

// Built when the module loads: marked pure so that a bundle without the call drops it.
export const basketQuantityResult: Check<BasketQuantityResult> = /* @__PURE__ */ object({ TOTAL_PRICE_FORMATTED: text, ITEM_SUM: text });

/** `id`, `quantity` — `Api.basketQuantity`. Async, so that a missing address rejects rather than throws. */
export async function basketQuantity(deps: ApiDeps, id: number, quantity: number, options?: CallOptions): Promise<BasketQuantityResult> {
  return postJson(deps, endpointUrl(deps, 'basketQuantity'), { id, quantity }, basketQuantityResult, options);
}
