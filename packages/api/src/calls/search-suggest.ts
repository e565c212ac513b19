/** searchSuggest with its path and answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { CheckError, flag, list, object, optional, text, withInfo, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const searchSuggestPath = '/local/ajax/search/suggest.php';

/**
 * Why a search suggestion cannot be bought (docs/embedding.md#server-calls): 'NOT_FOR_SALE' → 'Нет в продаже',
 * 'NO_AVAILABLE' → 'Временно нет в наличии'. Any other value the server sends is read as ''.
 */
export type PurchasingOption = 'NOT_FOR_SALE' | 'NO_AVAILABLE' | '';

const purchasingOption: Check<PurchasingOption> = (value, path) => {
  const word = optionalText(value, path).trim();
  return word === 'NOT_FOR_SALE' || word === 'NO_AVAILABLE' ? word : '';
};

/** suggest.php: one product of the search dropdown. */
export interface SearchSuggestion {
  name: string;
  /** Image address; '' when the product has none. */
  img: string;
  section: string;
  available: boolean;
  /** As the server prints it (a bare number comes as its decimal text); shown only when `available`. */
  price: string;
  purchasing_option: PurchasingOption;
  url: string;
}

/** suggest.php answer. */
export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}

/**
 * A suggestion's link, which the shopper follows: a path on the site, or an http(s) address.
 * Another scheme in an answer (`javascript:`, `data:`) would run, or show what the server never
 * meant as a page. Read the way the browser reads it (its URL parser drops tabs and line breaks
 * inside a scheme). Kept here, with the one call that needs it, out of `core.js`.
 */
export const link: Check<string> = /* @__PURE__ */ withInfo((value, path) => {
  const address = text(value, path);
  let scheme = '';
  try {
    scheme = new URL(address, 'http://site.invalid/').protocol;
  } catch {
    // not an address at all: refused below
  }
  if (scheme === 'http:' || scheme === 'https:') return address;
  throw new CheckError(path, 'a path or an http(s) address', value);
}, { expected: 'a path or an http(s) address' });

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
export const searchSuggestions: Check<SearchSuggestions> = /* @__PURE__ */ object({
  suggestions: /* @__PURE__ */ list(
    /* @__PURE__ */ object({
      name: text,
      img: optionalText,
      section: optionalText,
      available: /* @__PURE__ */ optional(flag, false),
      price: optionalText,
      purchasing_option: purchasingOption,
      url: link,
    }),
  ),
});

/** suggest.php?q=… — `Api.searchSuggest`. */
export function searchSuggest(deps: ApiDeps, q: string, options?: CallOptions): Promise<SearchSuggestions> {
  // Suggestions may be served from the browser cache (session state never is).
  return getJson(deps, pathUrl(deps, 'searchSuggest', searchSuggestPath), { q }, searchSuggestions, options, 'default');
}
