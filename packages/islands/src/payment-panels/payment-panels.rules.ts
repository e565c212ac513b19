/**
 * The payment panels' pure rules (docs/islands/payment-panels.md): which panel an address names,
 * and the defaults of the scroll to a panel (ui/eased-scroll.ts moves the page). No DOM, no state.
 */

/** docs/islands/payment-panels.md: a detail link leaves this much room above its panel (px). */
export const SCROLL_OFFSET_PX = 120;
/** docs/islands/payment-panels.md: a detail link's scroll takes this long (ms). */
export const SCROLL_DURATION_MS = 300;

/**
 * The panel a location hash names (`#payment-instalment`), or `null` for an empty hash, another
 * anchor of the page or a malformed escape. Percent-encoded hashes are read decoded.
 */
export function panelFromHash(hash: string, panelIds: readonly string[]): string | null {
  if (!hash.startsWith('#')) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return panelIds.includes(id) ? id : null;
}
