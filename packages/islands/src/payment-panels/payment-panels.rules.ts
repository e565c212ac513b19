/**
 * The payment panels' pure rules (docs/islands/payment-panels.md): which panel an address names,
 * where the page stops to show a panel, and how far along the scroll is. No DOM, no state.
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

/** Where the page is scrolled and how far it can go. */
export interface ScrollRoom {
  scrollY: number;
  /** The page's height less the window's: the largest `scrollY`. */
  maxScroll: number;
}

/**
 * The `scrollY` that puts an element whose top is `elementTop` px below the window's top at
 * `offset` px below it, kept within the page (a panel near the end stops where the page ends).
 */
export function scrollTopFor(elementTop: number, offset: number, room: ScrollRoom): number {
  const wanted = room.scrollY + elementTop - offset;
  return Math.round(Math.min(Math.max(0, room.maxScroll), Math.max(0, wanted)));
}

/** Ease in and out (the site's 'swing'): slow at both ends, half-way at half the time. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** The `scrollY` after `elapsed` ms of a scroll from `from` to `to` that takes `duration` ms. */
export function scrollAt(from: number, to: number, elapsed: number, duration: number): number {
  const progress = duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration));
  return Math.round(from + (to - from) * swing(progress));
}
