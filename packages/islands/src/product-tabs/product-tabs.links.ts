import type { TabLinks } from './product-tabs.model';

/**
 * The page's tab links (`data-tab-link="<id>"`, docs/islands/product-tabs.md), followed by one
 * click listener on the document: the links sit anywhere on the page (the buy box), outside the
 * island. A click that opens elsewhere (another button, a modifier key) or that another script
 * already handled is left alone.
 */
export function documentTabLinks(document: Document): TabLinks {
  return {
    listen(onLink) {
      const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        // nodeType rather than instanceof: the target may be a text node, or from another window.
        const target = event.target as Node | null;
        const element = target?.nodeType === 1 ? (target as Element) : target?.parentElement;
        const link = element?.closest<HTMLElement>('[data-tab-link]');
        const tabId = link?.dataset.tabLink;
        if (tabId && onLink(tabId)) event.preventDefault();
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}
