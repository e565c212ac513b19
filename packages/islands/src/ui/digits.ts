/**
 * A number written the Russian way: `12 990`, `1,5`, digits grouped by three with the
 * non-breaking space (U+00A0) that `Intl.NumberFormat('ru-RU')` puts there.
 *
 * Whole numbers from 0 to 2^53 − 1 are grouped here; the rest (fractions, negatives, larger) go to
 * Intl through `toLocaleString`, a formatter per call, which costs fewer bytes than keeping one
 * and is rare: the islands' prices and counts are whole numbers.
 *
 * Written by hand because of when Intl costs: the first `Intl.NumberFormat` of a page starts ICU's
 * number formatting, 25–45 ms of one main-thread task on this project's machine (once per page; a
 * call costs microseconds after it), and the catalogue's islands format their first counts and
 * prices while they mount — four times that under Lighthouse's mobile throttling, all of it
 * blocking time (docs/budgets.md#lighthouse). The text is Intl's own (digits.test.ts compares the
 * two).
 */
export function formatNumberRu(value: number): string {
  return Number.isSafeInteger(value) && value >= 0
    ? String(value).replace(/\B(?=(\d{3})+$)/g, '\u00a0')
    : value.toLocaleString('ru-RU');
}
