/** The product gallery's pure rules (docs/islands/product-gallery.md). */

/** docs/embedding.md#shop-pages: thumbnails in view, by the window's width. */
export const THUMBS_WIDE = 5;
export const THUMBS_MEDIUM = 4;
export const THUMBS_NARROW = 3;
/** Below this window width 4 thumbnails show, below {@link NARROW_BELOW_PX} 3. */
export const MEDIUM_BELOW_PX = 1025;
export const NARROW_BELOW_PX = 480;

/** How many thumbnails the strip shows at a window `width` (CSS pixels). */
export function thumbsPerView(width: number): number {
  if (width < NARROW_BELOW_PX) return THUMBS_NARROW;
  return width < MEDIUM_BELOW_PX ? THUMBS_MEDIUM : THUMBS_WIDE;
}

/**
 * The slide a key leads to while the gallery has the focus (arrows one step, Home and End to the
 * ends), or null when the key is not the gallery's or leads nowhere new.
 */
export function slideForKey(key: string, index: number, count: number): number | null {
  const target = key === 'ArrowLeft' ? index - 1 : key === 'ArrowRight' ? index + 1 : key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
  if (target === null || target < 0 || target >= count || target === index) return null;
  return target;
}

/**
 * Where a scrolled strip must start so that the item from `itemStart` to `itemEnd` is wholly in
 * its view of `viewSize` now starting at `viewStart`; null when it already is.
 */
export function scrollToShow(itemStart: number, itemEnd: number, viewStart: number, viewSize: number): number | null {
  if (itemStart < viewStart) return itemStart;
  if (itemEnd > viewStart + viewSize) return itemEnd - viewSize;
  return null;
}
