import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a signal in a React (or preact/compat) component and re-renders when it changes.
 * Built on `useSyncExternalStore` rather than @preact/signals-react so that it needs no Babel
 * transform and behaves the same in both flavours of the build.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // `subscribe` calls back at once with the current value; skip that first call so React
      // does not schedule a render it already has.
      let first = true;
      return source.subscribe(() => {
        if (first) {
          first = false;
          return;
        }
        onChange();
      });
    },
    [source],
  );
  const read = () => source.value;
  return useSyncExternalStore(subscribe, read, read);
}
