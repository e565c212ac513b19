import type { Api } from './api';
import { bindCalls } from './bind-calls';
import * as configuredCalls from './calls-endpoints';
import * as pathCalls from './calls-paths';
import type { ApiDeps } from './types';

/**
 * The API client: one typed function per call of spec §7. `deps` gives `fetch`, the session
 * id (read at each call), the configured addresses, the base URL and the timeout.
 *
 * It holds every call, so whatever imports it bundles every call: island code binds only the
 * calls it uses instead (`bindCalls`). Typing the result as `Api` keeps the standalone calls in
 * step with the interface.
 */
export function createApi(deps: ApiDeps): Api {
  return bindCalls(deps, { ...pathCalls, ...configuredCalls });
}
