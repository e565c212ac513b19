/** basketDelete with its answer check, in a module of its own so it goes only where it is called. */
import { optionalText, withRefusal } from '../answer-fields';
import { flag, object, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/**
 * basketDelete: whether it worked (`STATE` as 'Y'/'N', true/false or 1/0), the new total, and on
 * a refusal the server's reason (`ERROR`), when it gives one.
 */
export interface BasketDeleteResult {
  STATE: boolean;
  TOTAL_PRICE_FORMATTED: string;
  ERROR?: string;
}

// Built when the module loads: marked pure so that a bundle without the call drops it.
const deleteFields = /* @__PURE__ */ object({ STATE: flag, TOTAL_PRICE_FORMATTED: optionalText });
export const basketDeleteResult: Check<BasketDeleteResult> = (value, path) => withRefusal(deleteFields(value, path), value, path);

/** `id`, or nothing to clear the basket — `Api.basketDelete`. Async, so that a missing address rejects rather than throws. */
export async function basketDelete(deps: ApiDeps, id?: number, options?: CallOptions): Promise<BasketDeleteResult> {
  return postJson(deps, endpointUrl(deps, 'basketDelete'), id === undefined ? {} : { id }, basketDeleteResult, options);
}
