/** catalogList with its answer check, in a module of its own so it goes only where it is called. */
import { CheckError, count, text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import type { FilterParams } from '../payloads';
import { postText } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/**
 * catalogList answers HTML, not JSON: the items' markup plus a hidden input with the number of
 * items the filter finds in all, e.g. `<input type="hidden" name="ITEMS_COUNT" value="42">`.
 * Attribute order, quotes and case may vary; an answer without a readable count is malformed.
 */
export interface CatalogPage {
  /** The fragment as the server sent it, hidden count input included. */
  html: string;
  /** The `value` of `<input type="hidden" name="ITEMS_COUNT" value="…">` in the fragment. */
  totalCount: number;
}

const INPUT_TAG = /<input\b[^>]*>/gi;
const NAME_ITEMS_COUNT = /\sname\s*=\s*(?:"ITEMS_COUNT"|'ITEMS_COUNT'|ITEMS_COUNT(?=[\s/>]))/i;
const VALUE_ATTRIBUTE = /\svalue\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/i;

export const catalogPage: Check<CatalogPage> = (value, path) => {
  const html = text(value, path);
  for (const [tag] of html.matchAll(INPUT_TAG)) {
    if (!NAME_ITEMS_COUNT.test(tag)) continue;
    const match = VALUE_ATTRIBUTE.exec(tag);
    const raw = match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
    return { html, totalCount: count(raw, `${path} ITEMS_COUNT`) };
  }
  throw new CheckError(path, 'an HTML fragment with <input name="ITEMS_COUNT" value="…">', value);
};

/**
 * `FILTER_PARAMS[…]`, `SECTION_CODE`; HTML answer — `Api.catalogList`. Async, so that a missing
 * address rejects rather than throws.
 */
export async function catalogList(
  deps: ApiDeps,
  FILTER_PARAMS: FilterParams,
  SECTION_CODE: string,
  options?: CallOptions,
): Promise<CatalogPage> {
  return postText(
    deps,
    endpointUrl(deps, 'catalogList'),
    { body: { FILTER_PARAMS, SECTION_CODE, sessid: deps.sessid() } },
    catalogPage,
    options,
  );
}
