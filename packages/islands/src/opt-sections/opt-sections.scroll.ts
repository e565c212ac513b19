/**
 * The wholesale page's scroll to a section heading (docs/islands/opt-sections.md): 1000 ms, to
 * 130 px above it, with the page's eased scroll (ui/eased-scroll.ts).
 */

/** docs/islands/opt-sections.md#rules-and-constants: the scroll to a section heading takes this long. */
export const SCROLL_DURATION_MS = 1000;
/** docs/islands/opt-sections.md#rules-and-constants: the heading stops this far below the top — room for the fixed menu. */
export const SCROLL_OFFSET_PX = 130;
