import type { PanelLinks } from './payment-panels.model';

/**
 * The page's in-page links (`href="#…"`, docs/islands/payment-panels.md#detail-links), wherever
 * they are (the shortcuts above the panels, a panel's own text), followed by one click listener
 * on the document; the model says which hashes name a panel. A click that opens elsewhere
 * (another button, a modifier key) or that another script already handled is left alone.
 */
export function documentPanelLinks(document: Document): PanelLinks {
  return {
    listen(onLink) {
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        // nodeType rather than instanceof: the target may be a text node, or from another window.
        const target = event.target as Node | null;
        const element = target?.nodeType === 1 ? (target as Element) : target?.parentElement;
        const link = element?.closest<HTMLAnchorElement>('a[href^="#"]');
        if (link && !link.target && onLink(link.hash)) event.preventDefault();
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}
