/** add2BasketByID with its answer check, in a module of its own so it goes only where it is called. */
import { withRefusal } from '../answer-fields';
import { code, count, object, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** add2BasketByID: the new basket row and the number of rows; `ok` is false when no row was made. */
export interface BasketAddResult {
  ok: boolean;
  /** Basket row id; 0 when Bitrix answered `false` (nothing added). */
  RESULT_ID: number;
  BASKET_ITEMS_CNT: number;
  /** Why nothing was added, when the server says (e.g. «Товара нет в наличии»). */
  ERROR?: string;
}

export const basketAddResult: Check<BasketAddResult> = (value, path) => {
  const answer = object({ RESULT_ID: code, BASKET_ITEMS_CNT: count })(value, path);
  return withRefusal({ ok: answer.RESULT_ID > 0, ...answer }, value, path);
};

/** `PRODUCT_ID` — `Api.add2BasketByID`. Async, so that a missing address rejects rather than throws. */
export async function add2BasketByID(deps: ApiDeps, PRODUCT_ID: number, options?: CallOptions): Promise<BasketAddResult> {
  return postJson(deps, endpointUrl(deps, 'add2BasketByID'), { PRODUCT_ID }, basketAddResult, options);
}
