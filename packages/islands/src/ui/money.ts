import { formatNumberRu } from './digits';

/**
 * Formats a price in roubles the Russian way, without kopecks: `12 990 ₽`, the text
 * `Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 })`
 * gives, without its start-up on the page (./digits.ts; digits.test.ts compares the two).
 *
 * The separators are non-breaking spaces, as Intl's are, so a price never wraps between its
 * digits and its currency sign. Non-finite input (NaN from a malformed response, Infinity)
 * gives an empty string rather than the text "NaN ₽" in the shop window.
 */
export function formatPrice(amount: number): string {
  // Whole roubles, half a rouble rounded away from zero as Intl rounds; amounts that round to
  // zero (-0, -0.3) give -0, written "0 ₽", not "-0 ₽".
  return Number.isFinite(amount) ? `${formatNumberRu(Math.sign(amount) * Math.round(Math.abs(amount)))}\u00a0₽` : '';
}
