import { useLayoutEffect, useRef } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import type { SiteMenuModel } from './site-menu.model';
import './site-menu.css';

/**
 * The site menu: in place under the header, fixed at the top once the page has scrolled past it
 * (docs/islands/site-menu.md). The menu is the server's own `<nav>`, moved as it is into a box
 * the view renders no children into, so its links cost the chunk nothing. An
 * IntersectionObserver on that box, not a scroll handler, tells when its bottom edge leaves the
 * window, so scrolling runs no script. While fixed, the box keeps the menu's height, so nothing
 * below moves and the box's bottom edge stays where the menu's was.
 */
export function SiteMenuView({ model, menu }: { model: SiteMenuModel; menu: HTMLElement }) {
  const state = useSignalValue(model.state);
  const placeholderHeight = useSignalValue(model.placeholderHeight);
  const boxRef = useRef<HTMLDivElement>(null);

  // In the mount's own task, before any paint: the menu is never missing from the page.
  useLayoutEffect(() => {
    const box = boxRef.current!;
    box.append(menu);
    // Without IntersectionObserver (very old browsers) the menu simply stays in place.
    const Observer = globalThis.IntersectionObserver;
    if (!Observer) return;
    // The box's own rectangle, which the observer has measured already: while the menu is in
    // place the box is exactly the menu. Reading `menu.offsetHeight` here instead forced the
    // page's pending layout inside this callback whenever other islands had just rendered.
    const watch = new Observer((entries) => {
      const entry = entries.at(-1);
      if (entry) model.update(entry.boundingClientRect.bottom, entry.boundingClientRect.height);
    });
    watch.observe(box);
    return () => watch.disconnect();
  }, [model, menu]);

  // WCAG 2.4.11: while fixed, the menu covers the window's top; the browser scrolls a control that
  // Tab (or Shift+Tab) reaches out from under it only if told the window starts below the menu.
  useLayoutEffect(() => {
    if (!placeholderHeight) return;
    const { style } = document.documentElement;
    const before = style.scrollPaddingTop;
    style.scrollPaddingTop = `${placeholderHeight}px`;
    return () => {
      style.scrollPaddingTop = before;
    };
  }, [placeholderHeight]);

  return <div ref={boxRef} className="si-site-menu" data-state={state} style={placeholderHeight ? { height: `${placeholderHeight}px` } : undefined} />;
}
