/** citySuggest with its path and answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { list, object, text, withInfo, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const citySuggestPath = '/local/ajax/geo/ajax_cities.php';

/** ajax_cities.php: one city of the autocomplete. */
export interface CitySuggestion {
  city_name: string;
  country_name: string;
  country_code: string;
}

/** ajax_cities.php answer. */
export interface CitySuggestions {
  suggestions: CitySuggestion[];
}

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
const citySuggestion = /* @__PURE__ */ object({ city_name: text, country_name: optionalText, country_code: optionalText });
const suggestionList = /* @__PURE__ */ list(citySuggestion);

/**
 * The cities, without those whose name is blank ("" or spaces): the store saves no city without a
 * name, so choosing one would change nothing (docs/islands/city-picker.md#server-calls). The others stay.
 */
const namedCities: Check<CitySuggestion[]> = /* @__PURE__ */ withInfo(
  (value, path) => suggestionList(value, path).filter((city) => city.city_name.trim() !== ''),
  { expected: 'a list', item: citySuggestion },
);

export const citySuggestions: Check<CitySuggestions> = /* @__PURE__ */ object({ suggestions: namedCities });

/** ajax_cities.php?query=… — `Api.citySuggest`. */
export function citySuggest(deps: ApiDeps, query: string, options?: CallOptions): Promise<CitySuggestions> {
  // Suggestions may be served from the browser cache (session state never is).
  return getJson(deps, pathUrl(deps, 'citySuggest', citySuggestPath), { query }, citySuggestions, options, 'default');
}
