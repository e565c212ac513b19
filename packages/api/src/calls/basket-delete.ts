/** basketDelete with its answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { flag, object, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** basketDelete: whether it worked (`STATE` as 'Y'/'N', true/false or 1/0) and the new total. */
export interface BasketDeleteResult {
  STATE: boolean;
  TOTAL_PRICE_FORMATTED: string;
}

// Built when the module loads: marked pure so that a bundle without the call drops it.
export const basketDeleteResult: Check<BasketDeleteResult> = /* @__PURE__ */ object({ STATE: flag, TOTAL_PRICE_FORMATTED: optionalText });

/** `id`, or nothing to clear the basket — `Api.basketDelete`. Async, so that a missing address rejects rather than throws. */
export async function basketDelete(deps: ApiDeps, id?: number, options?: CallOptions): Promise<BasketDeleteResult> {
  return postJson(deps, endpointUrl(deps, 'basketDelete'), id === undefined ? {} : { id }, basketDeleteResult, options);
}
