/** getVars with its path and answer check, in a module of its own so it goes only where it is called. */
import { anyObject, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const getVarsPath = '/local/ajax/getVars.php';

/**
 * getVars.php: the session's view of the lists and the user. Only its being an object is
 * checked here; the store checks `basketItems`, `compareItems` and `user` itself.
 */
export interface ServerVars {
  basketItems?: unknown;
  compareItems?: unknown;
  user?: unknown;
  [field: string]: unknown;
}

export const serverVars: Check<ServerVars> = anyObject;

/** getVars.php?sessid=…[&mode=opt] — `Api.getVars`. */
export function getVars(deps: ApiDeps, options?: CallOptions & { mode?: 'normal' | 'opt' }): Promise<ServerVars> {
  return getJson(
    deps,
    pathUrl(deps, 'getVars', getVarsPath),
    options?.mode === 'opt' ? { sessid: deps.sessid(), mode: 'opt' } : { sessid: deps.sessid() },
    serverVars,
    options,
  );
}
