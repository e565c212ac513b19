import { formatNumberRu } from './digits';

/**
 * The three Russian word forms a count needs: `one` (1, 21, 101 товар), `few` (2–4, 22 товара),
 * `many` (0, 5–20, 25 товаров).
 */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

// Built once: counters re-render often.
let pluralRules: Intl.PluralRules | undefined;

/**
 * Picks the Russian word form for `count` using the CLDR rules built into the browser
 * (`Intl.PluralRules('ru-RU')`), so 11–14 and 111 are handled without hand-written modulo logic.
 *
 * Fractions fall into CLDR's `other` category, which in Russian takes the genitive singular —
 * the same word as `few` ("1,5 товара"), so `other` maps to `few`.
 */
export function pluralRu(count: number, forms: PluralForms): string {
  pluralRules ??= new Intl.PluralRules('ru-RU');
  const rule = pluralRules.select(count);
  return rule === 'one' || rule === 'many' ? forms[rule] : forms.few;
}

/**
 * A count with its word: `formatCount(5, forms)` → `"5 товаров"`.
 *
 * The number is written the Russian way (`1 000`, `1,5`, with Intl's non-breaking space as the
 * thousands separator); an ordinary space separates it from the word.
 */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumberRu(count)} ${pluralRu(count, forms)}`;
}
