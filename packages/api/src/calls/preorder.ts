/** addPreOrder with its answer check, in a module of its own so it goes only where it is called. */
import { list, object, text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import type { PreOrderRequest } from '../payloads';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** addPreOrder: error texts to join by line breaks (docs/embedding.md#server-calls); none (or no `ERROR` field) means success. */
export interface PreOrderResult {
  ok: boolean;
  ERROR: string[];
}

export const preOrderResult: Check<PreOrderResult> = (value, path) => {
  const { ERROR } = object({
    // A single text is read as a one-item list; '' and false as none.
    ERROR: (field: unknown, at: string) =>
      field === undefined || field === null || field === false || field === ''
        ? []
        : typeof field === 'string'
          ? [field]
          : list(text)(field, at),
  })(value, path);
  const errors = ERROR.filter((message) => message.trim() !== '');
  return { ok: errors.length === 0, ERROR: errors };
};

/** `productID`, `productCnt`, `userEmail` — `Api.addPreOrder`. Async, so that a missing address rejects rather than throws. */
export async function addPreOrder(
  deps: ApiDeps,
  { productID, productCnt, userEmail }: PreOrderRequest,
  options?: CallOptions,
): Promise<PreOrderResult> {
  return postJson(
    deps,
    endpointUrl(deps, 'addPreOrder'),
    { productID, productCnt, userEmail: userEmail ?? '' },
    preOrderResult,
    options,
  );
}
