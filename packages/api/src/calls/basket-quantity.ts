/** basketQuantity with its answer check, in a module of its own so it goes only where it is called. */
import { optionalText, withRefusal } from '../answer-fields';
import { flag, object, optional, text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/**
 * basketQuantity: the new totals, formatted by the server; or, when it refused the quantity
 * (`STATE` no, as 'Y'/'N', true/false or 1/0, like basketDelete and delFromCompareList), its
 * reason in `ERROR` and no sum. A refusal is never taken for a change: check `STATE === false`
 * before reading `ITEM_SUM`.
 */
export type BasketQuantityResult =
  | {
      /** Left out when taken: the answer of docs/embedding.md#server-calls has no `STATE`; a yes is read the same. */
      STATE?: never;
      TOTAL_PRICE_FORMATTED: string;
      /** The row's sum as the server prints it. */
      ITEM_SUM: string;
    }
  | {
      STATE: false;
      /** The basket's total as it stands, '' when the refusal carries none. */
      TOTAL_PRICE_FORMATTED: string;
      /** Why, when the server says (e.g. «Максимально возможное значение 3»). */
      ERROR?: string;
    };

// Built when the module loads: marked pure so that a bundle without the call drops them.
const quantityState = /* @__PURE__ */ object({ STATE: /* @__PURE__ */ optional(flag, true) });
const refusedQuantity = /* @__PURE__ */ object({ TOTAL_PRICE_FORMATTED: optionalText });
const takenQuantity = /* @__PURE__ */ object({ TOTAL_PRICE_FORMATTED: text, ITEM_SUM: text });

export const basketQuantityResult: Check<BasketQuantityResult> = (value, path) => {
  // A refusal (the reference backend's STATE 0 with ERROR) carries no ITEM_SUM: read it as one, not as a malformed answer.
  if (!quantityState(value, path).STATE) return withRefusal({ STATE: false as const, ...refusedQuantity(value, path) }, value, path);
  return takenQuantity(value, path);
};

/** `id`, `quantity` — `Api.basketQuantity`. Async, so that a missing address rejects rather than throws. */
export async function basketQuantity(deps: ApiDeps, id: number, quantity: number, options?: CallOptions): Promise<BasketQuantityResult> {
  return postJson(deps, endpointUrl(deps, 'basketQuantity'), { id, quantity }, basketQuantityResult, options);
}
