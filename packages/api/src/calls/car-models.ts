/** carModels with its path and answer check, in a module of its own so it goes only where it is called. */
import { list, object, optional, text, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const carModelsPath = '/local/ajax/fc/getModel.php';

/** getModel.php: one model of the chosen car brand. */
export interface CarModel {
  name: string;
  /** The model's code in the wizard route, when the server sends one ('' when not). */
  code: string;
}

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
export const carModelList: Check<CarModel[]> = /* @__PURE__ */ list(/* @__PURE__ */ object({ name: text, code: /* @__PURE__ */ optional(text, '') }));

/** getModel.php?id=…&sessid=… — `Api.carModels`. */
export function carModels(deps: ApiDeps, brandId: string | number, options?: CallOptions): Promise<CarModel[]> {
  // Suggestion-like reference data: the browser cache may serve it (session state never).
  return getJson(deps, pathUrl(deps, 'carModels', carModelsPath), { id: brandId, sessid: deps.sessid() }, carModelList, options, 'default');
}
