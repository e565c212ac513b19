import type { HydrateStrategy } from './types';

/** The `data-hydrate` values the loader understands (DESIGN.md §2). */
export const HYDRATE_STRATEGY = /^(load|idle|visible|interaction|media:.+)$/;

/** The events that say the shopper is about to use an `interaction` island. */
const INTERACTIONS = ['pointerdown', 'click', 'focusin', 'keydown', 'touchstart'];

/**
 * Calls `start` when `strategy` says the island is wanted (at once for `load`); returns the function
 * that stops waiting. For `interaction`, the events worth replaying after mount (clicks, focus,
 * printable keys) are pushed to `events` until then, and clicks are held back so that a fallback
 * link does not navigate away while the island loads.
 */
export function schedule(
  element: HTMLElement,
  strategy: HydrateStrategy,
  window: Window,
  events: Event[],
  start: () => void,
): () => void {
  if (strategy == 'idle') {
    // Safari has no requestIdleCallback
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 2000 });
    else window.setTimeout(start, 1);
  } else if (strategy == 'visible' && window.IntersectionObserver) {
    const observer = new window.IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && start(),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  } else if (strategy == 'interaction') {
    const listener = (event: Event) => {
      const { type, key, ctrlKey, metaKey } = event as KeyboardEvent;
      if (type == 'click') event.preventDefault();
      if (type == 'click' || type == 'focusin' || (key?.length == 1 && !ctrlKey && !metaKey)) events.push(event);
      start();
    };
    // capture: an inner handler that stops propagation must not hide the first touch
    INTERACTIONS.forEach((type) => element.addEventListener(type, listener, true));
    return () => INTERACTIONS.forEach((type) => element.removeEventListener(type, listener, true));
  } else if (strategy.startsWith('media:')) {
    const query = window.matchMedia?.(strategy.slice(6));
    if (query && !query.matches) {
      const listener = () => query.matches && start();
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    }
    start();
  } else start(); // load, and visible without IntersectionObserver
  return () => {};
}
