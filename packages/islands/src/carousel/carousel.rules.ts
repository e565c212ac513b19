/**
 * The carousel's branching rules as pure functions (docs/islands/carousel.md): how many slides a
 * width shows, where a page starts, which key pages. The model and the view only call these.
 */

/**
 * Slides per view by viewport width, widest first (docs/embedding.md#shop-pages: the related
 * carousel shows 4 from 1000 px, 3 from 800, 2 from 500 and 1 below). The equipment carousel
 * uses the same steps: both strips sit in the page's full-width column and the site's fallback
 * CSS lays both out by these media queries, so the island and its fallback always agree.
 */
export const PER_VIEW_STEPS: ReadonlyArray<readonly [minWidth: number, perView: number]> = [
  [1000, 4],
  [800, 3],
  [500, 2],
];

/** Room between two slides, px: the fallback strip's `gap` in the site's CSS must be the same. */
export const SLIDE_GAP_PX = 16;

/** How long a page turn slides, ms; 0 when the shopper asked for reduced motion. */
export const SLIDE_SPEED_MS = 300;

/** Slides shown side by side at a viewport `width` (CSS px, scrollbar included, as media queries count). */
export function perViewFor(width: number): number {
  for (const [minWidth, perView] of PER_VIEW_STEPS) if (width >= minWidth) return perView;
  return 1;
}

/** The last index a page may start at: the final page is always full, never half empty. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** `first` kept within 0 … lastStart (a resize to fewer per view, or a swipe past the end). */
export function clampStart(first: number, count: number, perView: number): number {
  return Math.min(Math.max(0, Math.round(first)), lastStart(count, perView));
}

/** Where the next page starts: one whole view on, the final page full. */
export function nextStart(first: number, count: number, perView: number): number {
  return clampStart(first + perView, count, perView);
}

/** Where the previous page starts: one whole view back, not before the first slide. */
export function previousStart(first: number, count: number, perView: number): number {
  return clampStart(first - perView, count, perView);
}

/**
 * Where the view must start so that slide `index` is in it, moving as little as possible: a slide
 * that takes the focus (Tab into a hidden slide) is brought into view, the view stays otherwise.
 */
export function startToReveal(index: number, first: number, count: number, perView: number): number {
  if (index < first) return clampStart(index, count, perView);
  if (index >= first + perView) return clampStart(index - perView + 1, count, perView);
  return first;
}

/** What a key pressed inside the carousel does; `null` leaves it to the page. */
export type PagingKey = 'previous' | 'next' | null;

/**
 * Left and right arrows page, with no modifier held (Alt+← is the browser's Back). A key typed in
 * a field, or in a dialog opened from a slide (the pre-order form), is the field's own.
 */
export function pagingKey(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }, inField: boolean): PagingKey {
  if (inField || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowLeft') return 'previous';
  if (event.key === 'ArrowRight') return 'next';
  return null;
}
