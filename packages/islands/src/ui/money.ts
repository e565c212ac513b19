// One formatter for the whole page: building an Intl.NumberFormat is far slower than using one,
// and catalogue lists format hundreds of prices per render.
let priceFormatter: Intl.NumberFormat | undefined;

/**
 * Formats a price in roubles the Russian way, without kopecks: `12 990 ₽`.
 *
 * The separators are the ones Intl produces (non-breaking spaces), so a price never wraps between
 * its digits and its currency sign. Non-finite input (NaN from a malformed response, Infinity)
 * gives an empty string rather than the text "NaN ₽" in the shop window.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  priceFormatter ??= new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 0,
  });
  // Amounts that round to zero (-0, -0.3) would otherwise print as "-0 ₽".
  return priceFormatter.format(Math.abs(amount) < 0.5 ? 0 : amount);
}
