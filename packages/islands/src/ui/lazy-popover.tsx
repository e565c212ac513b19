import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PopoverProps } from './popover';

type PopoverComponent = (props: PopoverProps) => ReactNode;

/** The popover once downloaded: later popovers render at once. */
let loaded: PopoverComponent | undefined;

/** Starts downloading the popover ahead of its first use (on hover or focus of its anchor). */
export const preloadPopover = () =>
  import('./popover').then((module) => {
    loaded = module.Popover;
    return loaded;
  });

/**
 * `Popover`, loaded the first time it opens. It brings @floating-ui (~7 KB gzip) and most
 * shoppers never open one, so it stays out of the page's first download (docs/budgets.md).
 * Once opened it stays rendered, so closing behaves exactly as `Popover` does. A state and an
 * effect rather than `lazy` and `Suspense`: the Preact flavour's React has neither
 * (runtime/preact-react.ts).
 */
export function LazyPopover(props: PopoverProps) {
  const used = useRef(false);
  if (props.open) used.current = true;
  const [Popover, setPopover] = useState(() => loaded);
  useEffect(() => {
    if (!used.current || Popover) return;
    let live = true;
    void preloadPopover().then((component) => live && setPopover(() => component));
    return () => {
      live = false;
    };
  }, [props.open, Popover]);
  return used.current && Popover ? <Popover {...props} /> : null;
}
