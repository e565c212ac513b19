import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { realClock, type Clock } from './clock';

const ClockContext = createContext<Clock>(realClock);

/** Gives the UI timers below it (popover auto-hide, the overlay's slow state) this clock. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest {@link ClockProvider}, else the real timers. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
