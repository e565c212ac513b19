import { useRef } from 'react';
import type { PopoverProps } from './popover';
import { useLazy } from './use-lazy';

/** Starts downloading the popover ahead of its first use (on hover or focus of its anchor). */
export const preloadPopover = () => import('./popover').then((module) => module.Popover);

/**
 * `Popover`, loaded the first time it opens. It brings @floating-ui (~7 KB gzip) and most
 * shoppers never open one, so it stays out of the page's first download (docs/budgets.md).
 * Once opened it stays rendered, so closing behaves exactly as `Popover` does.
 */
export function LazyPopover(props: PopoverProps) {
  const used = useRef(false);
  if (props.open) used.current = true;
  const Popover = useLazy(preloadPopover, used.current);
  return used.current && Popover ? <Popover {...props} /> : null;
}
