/**
 * add2CompareList and delFromCompareList with their answer checks: the compare toggle uses both,
 * so they share a module (and the way a compare target is sent).
 */
import { withRefusal } from '../answer-fields';
import { count, flag, object, type Check } from '../check';
import type { FormValue } from '../encode';
import { endpointUrl } from '../endpoints';
import type { CompareTarget } from '../payloads';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** add2CompareList: how many products the compare list holds now. */
export interface CompareAddResult {
  SHOW_COMPARE: number;
  /** Set when nothing was added, with the server's reason (e.g. «Товар не найден»). */
  ERROR?: string;
}

export const compareAddResult: Check<CompareAddResult> = (value, path) =>
  withRefusal(object({ SHOW_COMPARE: count })(value, path), value, path);

/** delFromCompareList: whether it was removed (`STATE` as 'Y'/'N', true/false or 1/0), and the count left. */
export interface CompareRemoveResult {
  STATE: boolean;
  SHOW_COMPARE: number;
  /** The server's reason when `STATE` is false. */
  ERROR?: string;
}

export const compareRemoveResult: Check<CompareRemoveResult> = (value, path) =>
  withRefusal(object({ STATE: flag, SHOW_COMPARE: count })(value, path), value, path);

/** `PRODUCT_ID=5`, `PRODUCT_ID[]=5&PRODUCT_ID[]=6`, or `FILTER_PARAMS[…]` (docs/embedding.md#server-calls). */
function compareAttributes(target: CompareTarget): { readonly [key: string]: FormValue } {
  if (typeof target === 'number') return { PRODUCT_ID: target };
  if ('FILTER_PARAMS' in target) return { FILTER_PARAMS: target.FILTER_PARAMS };
  return { PRODUCT_ID: target };
}

// Both calls are async, so that a missing address rejects rather than throws.

/** `PRODUCT_ID`, `PRODUCT_ID[]` or `FILTER_PARAMS[…]` — `Api.add2CompareList`. */
export async function add2CompareList(deps: ApiDeps, target: CompareTarget, options?: CallOptions): Promise<CompareAddResult> {
  return postJson(deps, endpointUrl(deps, 'add2CompareList'), compareAttributes(target), compareAddResult, options);
}

/** `PRODUCT_ID` — `Api.delFromCompareList`. */
export async function delFromCompareList(deps: ApiDeps, PRODUCT_ID: number, options?: CallOptions): Promise<CompareRemoveResult> {
  return postJson(deps, endpointUrl(deps, 'delFromCompareList'), { PRODUCT_ID }, compareRemoveResult, options);
}
