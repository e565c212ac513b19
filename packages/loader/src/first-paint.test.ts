import { firstPaint, PAINT_WAIT_MS } from './first-paint';

/** A window whose PerformanceObserver the test drives: `paint()` delivers a paint entry. */
function fakeWindow(observe: (options: PerformanceObserverInit) => void = () => {}) {
  let callback: (() => void) | undefined;
  class FakeObserver {
    constructor(next: () => void) {
      callback = next;
    }
    observe(options: PerformanceObserverInit) {
      observe(options);
    }
  }
  const window = { setTimeout: globalThis.setTimeout, PerformanceObserver: FakeObserver } as unknown as Window;
  return { window, paint: () => callback?.() };
}

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('firstPaint (when the drop-in asks for core.js)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('waits for the page\'s first paint, a paint before the call included (buffered)', async () => {
    const asked: PerformanceObserverInit[] = [];
    const { window, paint } = fakeWindow((options) => asked.push(options));
    const done = settled(firstPaint(window));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(done()).toBe(false);
    expect(asked).toEqual([{ type: 'paint', buffered: true }]);
    paint();
    await Promise.resolve();
    expect(done()).toBe(true);
  });

  test('a page that paints nothing (a background tab) waits 3 s at most', async () => {
    const { window } = fakeWindow();
    const done = settled(firstPaint(window));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  test('a browser that cannot observe paints still starts the islands, after the same wait', async () => {
    const { window } = fakeWindow(() => {
      throw new TypeError('paint is not a supported entry type');
    });
    const done = settled(firstPaint(window));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(done()).toBe(true);
  });
});
