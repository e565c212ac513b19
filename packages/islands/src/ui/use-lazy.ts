import { useEffect, useState } from 'react';

/** Each part once downloaded, by its loader: later uses render it at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A part of an island downloaded the first time it is `wanted` (a dialog, a popover), then kept:
 * `undefined` until it has arrived. A state and an effect rather than `lazy` and `Suspense`,
 * which the Preact flavour's React leaves out (docs/contributing.md#toolchain). `load` must be
 * one function for the life of the page (declared beside the component, not inside it).
 */
export function useLazy<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [part, setPart] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (!wanted || part !== undefined) return;
    let live = true;
    void load().then((value) => {
      loaded.set(load, value);
      if (live) setPart(() => value);
    });
    return () => {
      live = false;
    };
  }, [load, wanted, part]);
  return part;
}
