/**
 * The page's eased scroll to a place on it: the wholesale page's sections
 * (docs/islands/opt-sections.md) and the payment page's panels (docs/islands/payment-panels.md).
 * Written with requestAnimationFrame because `scrollTo({ behavior: 'smooth' })` lets the browser
 * choose the duration. No DOM globals: the window is passed in (a fake one in tests).
 */

/** The parts of `window` the scroll uses. */
export interface ScrollWindow {
  readonly scrollY: number;
  readonly innerHeight: number;
  readonly document: { readonly documentElement: { readonly scrollHeight: number } };
  scrollTo(options: ScrollToOptions): void;
  requestAnimationFrame(callback: (time: number) => void): number;
  cancelAnimationFrame(handle: number): void;
  matchMedia(query: string): { readonly matches: boolean };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** jQuery's default 'swing' easing, which the site's scroll animations have always used. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/**
 * The page offset that puts an element whose top is `elementTop` px below the window's top at
 * `offset` px below it, kept within the page (a place near the end stops where the page ends).
 */
export function scrollTopFor(win: ScrollWindow, elementTop: number, offset: number): number {
  const wanted = elementTop + win.scrollY - offset;
  const maxScroll = Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);
  return Math.round(Math.min(maxScroll, Math.max(0, wanted)));
}

// A wheel, a touch or a key means the shopper is scrolling themselves: the animation gives way.
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `target()` (read on every frame, so a block that changes height above the place
 * while scrolling does not make it miss) over `duration` ms, eased. Instant when the shopper
 * prefers reduced motion. With `givesWay`, a wheel, touch, key or press of the shopper's stops
 * it. `onDone(true)` at the end, `onDone(false)` when the shopper took over or the returned stop
 * function was called.
 */
export function animateScroll(
  win: ScrollWindow,
  target: () => number,
  options: { duration: number; givesWay: boolean; onDone(completed: boolean): void },
): () => void {
  const jump = (top: number) => win.scrollTo({ top, behavior: 'instant' });
  if (options.duration <= 0 || win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    jump(target());
    options.onDone(true);
    return () => {};
  }

  const from = win.scrollY;
  let start: number | null = null;
  let handle = 0;
  let running = true;
  const listened = options.givesWay ? TAKE_OVER : [];

  const finish = (completed: boolean) => {
    if (!running) return;
    running = false;
    win.cancelAnimationFrame(handle);
    for (const type of listened) win.removeEventListener(type, takeOver);
    options.onDone(completed);
  };
  const takeOver = () => finish(false);

  const frame = (time: number) => {
    if (!running) return;
    if (start === null) {
      start = time;
      // Listened from the first frame, not at once: the key or click that started the scroll is over by then.
      for (const type of listened) win.addEventListener(type, takeOver, { passive: true });
    }
    const progress = Math.min(1, (time - start) / options.duration);
    jump(Math.round(from + (target() - from) * swing(progress)));
    if (progress < 1) handle = win.requestAnimationFrame(frame);
    else finish(true);
  };
  handle = win.requestAnimationFrame(frame);
  return () => finish(false);
}
