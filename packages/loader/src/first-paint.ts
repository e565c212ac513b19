/** How long a page that paints nothing (a tab opened in the background) keeps the islands waiting. */
export const PAINT_WAIT_MS = 3e3;

/**
 * Resolves once the page has painted (docs/budgets.md#lighthouse), so the islands' scripts are
 * asked for after the page's first and largest paint, never competing with it; after
 * {@link PAINT_WAIT_MS} when nothing has painted by then or the browser reports no paint timing.
 */
export function firstPaint(window: Window): Promise<unknown> {
  const env = window as Window & typeof globalThis;
  return new Promise((resolve) => {
    env.setTimeout(resolve, PAINT_WAIT_MS);
    try {
      // buffered: a paint that happened before this script ran counts too
      new env.PerformanceObserver(resolve).observe({ type: 'paint', buffered: true });
    } catch {}
  });
}
