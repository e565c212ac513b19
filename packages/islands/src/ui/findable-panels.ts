import { useLayoutEffect, useRef } from 'react';

/**
 * Closed panels the browser's find in page still searches (product tabs, payment panels): each
 * panel but `open` is `hidden="until-found"` where the browser has it, as a server's closed
 * `<details>` is; when the text found (or an anchor followed) is in one, the browser fires
 * `beforematch` there, takes the attribute away and scrolls to it, and `onFound` opens it.
 * Elsewhere plain `hidden`. Set here rather than as a prop (React writes `hidden` as a plain
 * boolean); call it before the layout effects that measure the page, which then sees the closed
 * panels gone.
 */
export function useFindablePanels(panels: ReadonlyMap<string, HTMLElement>, open: string | null, onFound: (id: string) => void): void {
  useLayoutEffect(() => {
    const findable = 'onbeforematch' in HTMLElement.prototype;
    for (const [id, panel] of panels) {
      if (id === open) {
        panel.removeAttribute('hidden');
        panel.removeAttribute('aria-hidden');
      } else {
        panel.setAttribute('hidden', findable ? 'until-found' : '');
        // The browser keeps an until-found element in the accessibility tree: a closed one is not.
        panel.setAttribute('aria-hidden', 'true');
      }
    }
  }, [open, panels]);
  // The latest `onFound`, so the listeners stay while the caller passes a new function each render.
  const foundRef = useRef(onFound);
  foundRef.current = onFound;
  useLayoutEffect(() => {
    const stops = [...panels].map(([id, panel]) => {
      const found = () => foundRef.current(id);
      panel.addEventListener('beforematch', found);
      return () => panel.removeEventListener('beforematch', found);
    });
    return () => stops.forEach((stop) => stop());
  }, [panels]);
}
