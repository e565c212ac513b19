import { useEffect, useRef } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './site-menu.messages';
import type { SiteMenuModel, SiteMenuProps } from './site-menu.model';
import './site-menu.css';

/** What the view needs from the browser: an IntersectionObserver (tests and old browsers may lack one). */
export type ObserverFactory = (callback: IntersectionObserverCallback) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

const browserObserver: ObserverFactory | null =
  typeof IntersectionObserver === 'function' ? (callback) => new IntersectionObserver(callback) : null;

/**
 * The site menu: in place under the header, fixed at the top once the page has scrolled past it
 * (docs/islands/site-menu.md). A sentinel at the menu's bottom edge tells when: an
 * IntersectionObserver, not a scroll handler, so scrolling runs no script. While fixed, the island
 * keeps the menu's height as a placeholder, so nothing below moves.
 */
export function SiteMenuView({ model, props, observer = browserObserver }: { model: SiteMenuModel; props: SiteMenuProps; observer?: ObserverFactory | null }) {
  const state = useSignalValue(model.state);
  const placeholderHeight = useSignalValue(model.placeholderHeight);
  const sentinelRef = useRef<HTMLSpanElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !observer) return;
    const watch = observer((entries) => {
      const entry = entries.at(-1);
      if (entry) model.update(entry.boundingClientRect.bottom, navRef.current?.offsetHeight ?? 0);
    });
    watch.observe(sentinel);
    return () => watch.disconnect();
  }, [model, observer]);

  return (
    <div className="si-site-menu" data-state={state} style={state === 'fixed' ? { height: `${placeholderHeight}px` } : undefined}>
      <nav ref={navRef} className="main-menu si-site-menu__bar" id="main-menu" aria-label={messages.label}>
        <ul className="container">
          {props.items.map((item) => (
            <li key={item.url}>
              <a href={item.url} aria-current={item.url === props.currentUrl ? 'page' : undefined}>
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <span ref={sentinelRef} className="si-site-menu__sentinel" aria-hidden="true" />
    </div>
  );
}
