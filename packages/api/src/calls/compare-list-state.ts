/** checkItemInCompareList with its path and answer check, in a module of its own so it goes only where it is called. */
import { idList } from '../answer-fields';
import { object, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const checkItemInCompareListPath = '/local/ajax/catalog/store/checkItemInCompareList.php';

/** checkItemInCompareList.php: ids in the session's compare list. */
export interface CompareListState {
  IN_COMPARE_LIST: number[];
}

// Built when the module loads: marked pure so that a bundle without the call drops it.
export const compareListState: Check<CompareListState> = /* @__PURE__ */ object({ IN_COMPARE_LIST: idList });

/** POST checkItemInCompareList.php — `Api.checkItemInCompareList`. */
export function checkItemInCompareList(deps: ApiDeps, options?: CallOptions): Promise<CompareListState> {
  return postJson(deps, pathUrl(deps, 'checkItemInCompareList', checkItemInCompareListPath), {}, compareListState, options);
}
