import type { HydrateStrategy } from './types';

/** The events that say the shopper is about to use an `interaction` island. */
const INTERACTIONS = ['pointerdown', 'click', 'focusin', 'keydown', 'touchstart'];

/**
 * Calls `start` when `strategy` says the island is wanted (at once for `load`) and returns the
 * function that stops waiting, or returns `undefined` for a strategy it does not know.
 * For `interaction`, the events worth replaying after mount (clicks, focus, printable keys) are
 * pushed to `events` until then, and clicks are held back so that a fallback link does not
 * navigate away while the island loads.
 */
export function schedule(
  element: HTMLElement,
  strategy: HydrateStrategy,
  window: Window,
  events: Event[],
  start: (wait?: Promise<void>) => void,
): (() => void) | undefined {
  const env = window as Window & typeof globalThis;
  if (strategy == 'idle') {
    // Safari has no requestIdleCallback
    if (env.requestIdleCallback) env.requestIdleCallback(() => start(), { timeout: 2000 });
    else env.setTimeout(start, 1);
  } else if (strategy == 'visible' && env.IntersectionObserver) {
    const observer = new env.IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && start(),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  } else if (strategy == 'interaction') {
    let release!: () => void;
    // A press wakes the island, but it mounts only once the press ends: mounting mid-press would
    // take the pressed fallback away, and the browser would send the click nowhere. The click
    // (held back, replayed) ends the wait; a release without one (a drag away) ends it soon after.
    const pressEnded = new Promise<void>((resolve) => (release = resolve));
    const listener = (event: Event) => {
      const { type, key, ctrlKey, metaKey } = event as KeyboardEvent;
      if (type == 'click') event.preventDefault(), release();
      // worth replaying: clicks, focus, and printable keys (not shortcuts)
      if (type == 'click' || type == 'focusin' || (key?.length == 1 && !ctrlKey && !metaKey)) events.push(event);
      if (type == 'pointerdown' || type == 'touchstart') {
        const ended = () => env.setTimeout(release, 500);
        env.addEventListener('pointerup', ended, { once: true });
        env.addEventListener('pointercancel', ended, { once: true });
        start(pressEnded);
      } else start();
    };
    // capture: an inner handler that stops propagation must not hide the first touch
    // passive but for clicks (the only event held back), so a swipe that starts on the fallback
    // scrolls at once instead of waiting for the listener
    INTERACTIONS.forEach((type) => element.addEventListener(type, listener, { capture: true, passive: type != 'click' }));
    return () => INTERACTIONS.forEach((type) => element.removeEventListener(type, listener, true));
  } else if (strategy.startsWith('media:')) {
    const query = env.matchMedia(strategy.slice(6));
    if (!query.matches) {
      const listener = () => query.matches && start();
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    }
    start();
  } else if (strategy == 'load' || strategy == 'visible') start(); // visible: no IntersectionObserver
  else return;
  return () => {};
}
