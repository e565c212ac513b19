/** A clock for tests: time moves only on `tick`. Only test files import this module. */
import type { Clock } from './clock';

/** A clock whose time moves only when the test says so; `pending()` counts the timers set. */
export function manualClock(): Clock & { tick(ms: number): void; pending(): number; now(): number } {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    tick(ms) {
      const until = now + ms;
      // One timer at a time, in time order: a callback may set or clear other timers.
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
    /** The time moved on so far (0 at the start, as a page's `performance.now()` at its navigation). */
    now: () => now,
  };
}
