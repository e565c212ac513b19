import type { CitySuggestion } from '@shop-islands/api';

/** docs/islands/city-picker.md: suggestions are asked for from this many characters on. */
export const MIN_QUERY_LENGTH = 2;

/**
 * The form of a city name that comparisons use (docs/islands/city-picker.md: е and ё match alike):
 * lower case, ё as е, spaces collapsed. Every step maps one character to one, except the trimming
 * and collapsing, so {@link matchedPart} can map positions back to the name as written.
 */
export function foldCityText(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Whether the text typed is long enough to ask for suggestions (counted after trimming). */
export function isLongEnough(query: string): boolean {
  return foldCityText(query).length >= MIN_QUERY_LENGTH;
}

/**
 * The name split around the first place the query occurs in it, е and ё alike («орел» in «Орёл»
 * marks «Орёл»), for the highlight of the list; null when it does not occur.
 */
export function matchedPart(name: string, query: string): { before: string; match: string; after: string } | null {
  const needle = foldCityText(query);
  if (needle === '') return null;
  // Only case and ё change here, one character for one: positions in it are positions in `name`.
  const folded = name.toLowerCase().replace(/ё/g, 'е');
  const at = folded.indexOf(needle);
  if (at === -1) return null;
  return { before: name.slice(0, at), match: name.slice(at, at + needle.length), after: name.slice(at + needle.length) };
}

/**
 * Enter with no option highlighted picks the suggestion named exactly as typed (case, е and ё
 * aside), so «орел» + Enter chooses «Орёл»; null when none or more than one is (two countries'
 * cities of one name: the shopper has to pick).
 */
export function typedSuggestion(suggestions: readonly CitySuggestion[], query: string): CitySuggestion | null {
  const typed = foldCityText(query);
  const same = suggestions.filter((suggestion) => foldCityText(suggestion.city_name) === typed);
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** The option highlighted after an arrow key: wraps at both ends; from none, Down goes to the first and Up to the last. */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
