/** Timers: the browser's by default; tests pass one whose time moves only when they say so. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The real timers, looked up on every call rather than captured once, so that a test that swaps
 * the global timers (vitest's fake timers) still drives code that was given this clock. Models
 * take it as their default; it lives apart from the UI's clock context so they import no framework.
 */
export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
