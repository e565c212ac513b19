/** getBwIButton with its answer check, in a module of its own so it goes only where it is called. */
import { text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import { postText } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** getBwIButton: the installation-service block, HTML as the server sent it (may be empty). */
export const installBlock: Check<string> = text;

/**
 * `sessid` and `ID` in the query string; HTML answer — `Api.getBwIButton`. Async, so that a
 * missing address rejects rather than throws.
 */
export async function getBwIButton(deps: ApiDeps, ID: number, options?: CallOptions): Promise<string> {
  return postText(deps, endpointUrl(deps, 'getBwIButton'), { query: { sessid: deps.sessid(), ID } }, installBlock, options);
}
