import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** Timers: the browser's by default; tests pass one whose time moves only when they say so. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The real timers, looked up on every call rather than captured once, so that a test that swaps
 * the global timers (vitest's fake timers) still drives code that was given this clock.
 */
export const realClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const ClockContext = createContext<Clock>(realClock);

/** Gives the UI timers below it (popover auto-hide, the overlay's slow state) this clock. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest {@link ClockProvider}, else the real timers. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
