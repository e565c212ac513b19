/**
 * Money and markup helpers shared by the handlers, the templates and the data script.
 *
 * Money is formatted the way Bitrix's `CurrencyFormat()` does for RUB on this site:
 * thousands separated by a plain space (U+0020), whole roubles without decimals,
 * kopecks (when present) after a comma, then ` руб.` — `12 990 руб.`, `1 234,50 руб.`, `0 руб.`
 */
export function formatPrice(value: number): string {
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const kopecks = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = kopecks ? ',' + String(kopecks).padStart(2, '0') : '';
  return `${negative ? '-' : ''}${grouped}${fraction} руб.`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and (single- or double-quoted) attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Escapes text for SVG/XML. */
export const escapeXml = escapeHtml;

/** `data-props` value: JSON, HTML-escaped so it is safe inside a quoted attribute. */
export function propsAttr(props: unknown): string {
  return escapeHtml(JSON.stringify(props));
}
