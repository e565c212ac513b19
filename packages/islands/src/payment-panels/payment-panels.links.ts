import type { PanelLinks } from './payment-panels.model';

/**
 * The page's links to a panel (docs/islands/payment-panels.md): any link to `#<id>` of this very
 * page, wherever it is (the shortcuts above the panels, a panel's own text), followed by one click
 * listener on the document. A click that opens elsewhere (another button, a modifier key) or that
 * another script already handled is left alone; so is a link to another page.
 */
export function documentPanelLinks(document: Document): PanelLinks {
  return {
    listen(onLink) {
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        // nodeType rather than instanceof: the target may be a text node, or from another window.
        const target = event.target as Node | null;
        const element = target?.nodeType === 1 ? (target as Element) : target?.parentElement;
        const link = element?.closest<HTMLAnchorElement>('a[href*="#"]');
        if (!link || link.target) return;
        const here = document.location;
        if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
        let panelId: string;
        try {
          panelId = decodeURIComponent(link.hash.slice(1));
        } catch {
          return;
        }
        if (panelId && onLink(panelId)) event.preventDefault();
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}
