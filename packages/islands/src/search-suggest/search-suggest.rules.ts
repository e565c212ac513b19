/** The search box's pure rules (docs/islands/search-suggest.md): no signals, no DOM. */
import type { PurchasingOption } from '@shop-islands/api';

/** docs/embedding.md#constants: suggestions start at 2 characters. */
export const MIN_QUERY_LENGTH = 2;

/**
 * docs/islands/search-suggest.md: the request waits this long after the last key, so a shopper
 * typing at a usual pace (a key every 40–150 ms) sends one request for the whole word.
 */
export const SUGGEST_DEBOUNCE_MS = 250;

/** The query sent: spaces at either end do not count; `null` when it is shorter than the minimum. */
export function queryToSend(typed: string): string | null {
  const query = typed.trim();
  return query.length >= MIN_QUERY_LENGTH ? query : null;
}

// The keys of both layouts in the same order: the Latin key and the Cyrillic letter it types. The
// punctuation keys of the Latin layout type letters in the Cyrillic one ([ → х, ; → ж, , → б …), and
// their shifted forms the capitals ({ → Х); the capitals of the letters are the letters upper-cased.
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const LATIN_PUNCTUATION = "[];',.`";
const LATIN_SHIFTED = '{}:"<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
const pair = (latin: string, cyrillic: string) => {
  toCyrillic.set(latin, cyrillic);
  toLatin.set(cyrillic, latin);
};
[...LATIN_KEYS].forEach((latin, index) => {
  const cyrillic = CYRILLIC_KEYS[index]!;
  pair(latin, cyrillic);
  const shifted = /[a-z]/.test(latin) ? latin.toUpperCase() : LATIN_SHIFTED[LATIN_PUNCTUATION.indexOf(latin)]!;
  pair(shifted, cyrillic.toUpperCase());
});

// A Ukrainian or Belarusian keyboard (shoppers of Belarus and Kazakhstan, docs/islands/search-suggest.md)
// puts letters of their own on keys the Russian one gives to others: Ukrainian і on S (Russian ы),
// ї on ], є on ', ґ on `; Belarusian ў on O (Russian щ) and і on B (Russian и).
const UKRAINIAN_KEYS: ReadonlyArray<readonly [string, string]> = [['і', 's'], ['ї', ']'], ['є', "'"], ['ґ', '`'], ['ў', 'o']];
const toLatinUkrainian = new Map(toLatin);
const toLatinBelarusian = new Map(toLatin);
for (const [cyrillic, latin] of UKRAINIAN_KEYS) {
  const shifted = /[a-z]/.test(latin) ? latin.toUpperCase() : LATIN_SHIFTED[LATIN_PUNCTUATION.indexOf(latin)]!;
  for (const map of [toLatinUkrainian, toLatinBelarusian]) {
    map.set(cyrillic, latin);
    map.set(cyrillic.toUpperCase(), shifted);
  }
}
toLatinBelarusian.set('і', 'b').set('І', 'B');

/**
 * The query as it would read had it been typed in the other keyboard layout (docs/islands/search-suggest.md:
 * «cbuyfkbpfwbz» → «сигнализация», «ыефкдшту» → «starline»), or `null` when that cannot be told:
 * no letters, or letters of both alphabets. The alphabet of its letters says which layout was on;
 * digits, spaces and keys outside the letter rows stay as they are. Cyrillic letters are read on
 * the Russian keyboard, and the letters of the Ukrainian and Belarusian ones on theirs.
 */
export function switchKeyboardLayout(query: string): string | null {
  const latin = /[a-z]/i.test(query);
  const cyrillic = /[а-яёіїєґў]/i.test(query);
  if (latin === cyrillic) return null;
  // і stands on S in Ukrainian and on B in Belarusian: a query with ў or ы (neither of them
  // Ukrainian) was typed on the Belarusian keyboard.
  const map = latin ? toCyrillic : /[ўы]/i.test(query) ? toLatinBelarusian : toLatinUkrainian;
  const switched = [...query].map((char) => map.get(char) ?? char).join('');
  return switched === query ? null : switched;
}

/** What a suggestion says about buying it (docs/islands/search-suggest.md#server-calls: the price only when available). */
export type Availability = 'available' | 'not-for-sale' | 'no-available' | 'unavailable';

/** Reads `available` and `purchasing_option` together: a product on sale is available whatever the option says. */
export function availabilityOf(suggestion: { available: boolean; purchasing_option: PurchasingOption }): Availability {
  if (suggestion.available) return 'available';
  if (suggestion.purchasing_option === 'NOT_FOR_SALE') return 'not-for-sale';
  if (suggestion.purchasing_option === 'NO_AVAILABLE') return 'no-available';
  return 'unavailable';
}

/**
 * The option the arrows move to among `count` (docs/islands/search-suggest.md): down from the field
 * goes to the first, up from it to the last, and either end wraps round. -1 is the field itself.
 */
export function nextActiveIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
