/**
 * The product tabs' pure rules (docs/islands/product-tabs.md): which tab an address names, which
 * tab a key moves to, and how far the tab strip scrolls to show a tab. No DOM, no state.
 */

/** The address of a tab: `#tab-<id>`, the same anchor the template's links and sections use. */
export const HASH_PREFIX = '#tab-';

/** The hash that opens `tabId`. */
export const hashFor = (tabId: string): string => `${HASH_PREFIX}${tabId}`;

/**
 * The tab a location hash names, or `null` when it names none of `tabIds` (an empty hash, another
 * anchor of the page such as `#preorder`, a tab this product does not have). Percent-encoded
 * hashes are read decoded; a malformed escape names no tab.
 */
export function tabFromHash(hash: string, tabIds: readonly string[]): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(HASH_PREFIX.length));
  } catch {
    return null;
  }
  return tabIds.includes(id) ? id : null;
}

/**
 * The index of the tab a key moves to from tab `index` of `count` (the WAI-ARIA tabs pattern of a
 * horizontal tab list): arrows step and wrap around, Home and End go to the ends. `null` for any
 * other key, which the tab list leaves to the browser.
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Room kept beside a tab brought into view, so the strip still shows there is more to scroll. */
export const STRIP_EDGE_PX = 24;

/**
 * The tab strip's `scrollLeft` that shows a tab whole: unchanged when it is in view already,
 * otherwise the least scroll that brings it in, `STRIP_EDGE_PX` from the edge (docs/islands/product-tabs.md:
 * on a phone the strip scrolls sideways and keeps the open tab in view).
 */
export function stripScrollToShow(strip: { scrollLeft: number; width: number }, tab: { left: number; width: number }): number {
  const start = tab.left - STRIP_EDGE_PX;
  const end = tab.left + tab.width + STRIP_EDGE_PX;
  if (start < strip.scrollLeft) return Math.max(0, start);
  if (end > strip.scrollLeft + strip.width) return Math.max(0, Math.min(start, end - strip.width));
  return strip.scrollLeft;
}
