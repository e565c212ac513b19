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
 * Once there, the place must hold still for this many frames before the scroll is done. Arriving
 * can move it: rows the scroll went past without drawing them (`content-visibility: auto`, lazy
 * blocks) get their real height only once they are near the window. In Chromium that shows at the
 * third frame after the jump that brought them there, and the browser's scroll anchoring makes up
 * for only part of it (156 px short on the wholesale page at 375 px). Four frames leave a margin;
 * the focus moves about 70 ms later.
 */
export const CALM_FRAMES = 4;
/** A place still moving after this many frames (an animation above it) is left where it is. */
export const MAX_SETTLE_FRAMES = 60;

/**
 * Scrolls to `target()` (read on every frame, so a block that changes height above the place
 * while scrolling does not make it miss) over `duration` ms, eased; at once when the shopper
 * prefers reduced motion. Then follows the place until it has held still for `CALM_FRAMES`
 * frames. With `givesWay`, a wheel, touch, key or press of the shopper's stops it. `onDone(true)`
 * once settled, `onDone(false)` when the shopper took over or the returned stop function was
 * called.
 */
export function animateScroll(
  win: ScrollWindow,
  target: () => number,
  options: { duration: number; givesWay: boolean; onDone(completed: boolean): void },
): () => void {
  const jump = (top: number) => win.scrollTo({ top, behavior: 'instant' });
  const from = win.scrollY;
  let start: number | null = null;
  let handle = 0;
  let running = true;
  let arrived = false;
  let calm = 0;
  let settling = 0;
  const listened = options.givesWay ? TAKE_OVER : [];

  const finish = (completed: boolean) => {
    if (!running) return;
    running = false;
    win.cancelAnimationFrame(handle);
    for (const type of listened) win.removeEventListener(type, takeOver);
    options.onDone(completed);
  };
  const takeOver = () => finish(false);

  // After arrival: each frame, back to the place if it moved, until it holds still.
  const settle = () => {
    const place = target();
    settling += 1;
    if (Math.abs(place - win.scrollY) <= 1) calm += 1;
    else {
      calm = 0;
      jump(place);
    }
    if (calm >= CALM_FRAMES || settling >= MAX_SETTLE_FRAMES) finish(true);
  };

  const frame = (time: number) => {
    if (!running) return;
    if (start === null) {
      start = time;
      // Listened from the first frame, not at once: the key or click that started the scroll is over by then.
      for (const type of listened) win.addEventListener(type, takeOver, { passive: true });
    }
    if (arrived) settle();
    else {
      const progress = Math.min(1, (time - start) / options.duration);
      jump(Math.round(from + (target() - from) * swing(progress)));
      arrived = progress >= 1;
    }
    if (running) handle = win.requestAnimationFrame(frame);
  };
  if (options.duration <= 0 || win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    jump(target());
    arrived = true;
  }
  handle = win.requestAnimationFrame(frame);
  return () => finish(false);
}
