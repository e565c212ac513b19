import type { HydrateStrategy } from './types';

/**
 * Calls `start` when `strategy` says the island is wanted (at once for `load`) and returns the
 * function that stops waiting; `false` for a strategy it does not know. `interaction` waits for
 * nothing here: the loader's document-wide listeners wake the island when it is touched.
 */
export function schedule(strategy: HydrateStrategy, window: Window, element?: HTMLElement, start?: () => void): false | (() => void) {
  const env = window as Window & typeof globalThis;
  const media = strategy.slice(0, 6) == 'media:' && strategy.slice(6);
  if (!/^(load|idle|visible|interaction)$/.test(strategy) && !media) return false;
  if (!start) return () => {};
  if (strategy == 'idle') {
    // Safari has no requestIdleCallback
    if (env.requestIdleCallback) env.requestIdleCallback(start, { timeout: 2000 });
    else env.setTimeout(start, 1);
  } else if (strategy == 'visible' && env.IntersectionObserver) {
    const observer = new env.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '200px' });
    observer.observe(element!);
    return () => observer.disconnect();
  } else if (media) {
    const query = env.matchMedia(media);
    if (!query.matches) {
      const listener = () => query.matches && start();
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    }
    start();
  } else if (strategy != 'interaction') start(); // load, or visible without IntersectionObserver
  return () => {};
}
