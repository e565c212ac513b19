import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { canScroll, gliding, scrollTarget, type Glide, type ScrollDirection } from './compare-table.rules';

/** Whether each scroll button can move the table now. */
export interface ScrollEdges {
  back: boolean;
  forward: boolean;
}

const measure = (region: HTMLElement) => ({
  scrollLeft: region.scrollLeft,
  maxScroll: region.scrollWidth - region.clientWidth,
  // The width of a product column: one step of the buttons and arrow keys.
  columnWidth: region.querySelector('[data-part="product"]')?.getBoundingClientRect().width ?? 0,
});

/**
 * Steps the scroll area by one column (docs/islands/compare-table.md) and tells which way it can
 * still go. A touch or wheel scroll is the browser's own; the edges follow it through `scroll`.
 */
export function useColumnScroll(regionRef: RefObject<HTMLElement | null>, columnCount: number) {
  const [edges, setEdges] = useState<ScrollEdges>({ back: false, forward: false });
  // The step still gliding: the next one counts from its target, not from halfway (scrollLeft).
  const glide = useRef<Glide | null>(null);

  const update = useCallback(() => {
    const region = regionRef.current;
    if (!region) return;
    const now = measure(region);
    if (glide.current && !gliding(now.scrollLeft, glide.current)) glide.current = null;
    const next = { back: canScroll(now, -1), forward: canScroll(now, 1) };
    setEdges((current) => (current.back === next.back && current.forward === next.forward ? current : next));
  }, [regionRef]);

  useEffect(() => {
    const region = regionRef.current;
    const view = region?.ownerDocument.defaultView;
    if (!region || !view) return;
    update();
    // A wheel or a touch stops the glide, possibly short of its target: the next step counts from where the box is.
    const forget = () => (glide.current = null);
    region.addEventListener('scroll', update, { passive: true });
    region.addEventListener('wheel', forget, { passive: true });
    region.addEventListener('touchstart', forget, { passive: true });
    view.addEventListener('resize', update);
    return () => {
      region.removeEventListener('scroll', update);
      region.removeEventListener('wheel', forget);
      region.removeEventListener('touchstart', forget);
      view.removeEventListener('resize', update);
    };
    // A removed column changes the scroll range.
  }, [regionRef, update, columnCount]);

  const step = useCallback(
    (direction: ScrollDirection | 'start' | 'end') => {
      const region = regionRef.current;
      if (!region) return;
      const now = measure(region);
      const left = direction === 'start' ? 0 : direction === 'end' ? now.maxScroll : scrollTarget({ ...now, scrollLeft: glide.current?.to ?? now.scrollLeft }, direction);
      glide.current = { from: now.scrollLeft, to: left };
      const reducedMotion = region.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
      region.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [regionRef],
  );

  return { edges, step };
}
