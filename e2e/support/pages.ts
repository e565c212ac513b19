import type { ConsoleMessage, Page } from 'playwright-core';

/** Every example page (examples/server/routes.ts), with a name for test titles and screenshots. */
export const EXAMPLE_PAGES = [
  { path: '/', name: 'home' },
  { path: '/catalog/', name: 'catalog' },
  { path: '/catalog/opt/', name: 'catalog-opt' },
  { path: '/catalog/product/101/', name: 'product' },
  { path: '/catalog/product/110/', name: 'product-preorder' },
  { path: '/catalog/compare/', name: 'compare' },
  { path: '/personal/cart/', name: 'cart' },
  { path: '/personal/order/', name: 'order' },
  { path: '/payment-delivery/', name: 'payment-delivery' },
  { path: '/return-points/', name: 'return-points' },
  { path: '/support/', name: 'support' },
  { path: '/login/', name: 'login' },
  { path: '/wizard/', name: 'wizard-index' },
  { path: '/wizard/toyota/camry/', name: 'wizard' },
  { path: '/search/?q=a93', name: 'search' },
] as const;

/** The widths every page is checked at: desktop, and a phone below the 576 px breakpoint (docs/embedding.md#page-variants). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

/**
 * Collects the island names the loader reports as unknown (`[shop-islands] unknown island "name"`):
 * islands whose issue has not shipped yet. Only those may end `failed`. Attach before `goto`.
 */
export function watchUnknownIslands(page: Page): Set<string> {
  const unknown = new Set<string>();
  page.on('console', (message: ConsoleMessage) => {
    const match = message.type() === 'warning' && /unknown island "([^"]+)"/.exec(message.text());
    if (match) unknown.add(match[1]!);
  });
  return unknown;
}

/** Name and `data-island-status` of every island element on the page, in document order. */
export function islandStatuses(page: Page): Promise<Array<{ name: string; status: string | null }>> {
  return page.$$eval('[data-island]', (elements) =>
    elements.map((element) => ({ name: element.getAttribute('data-island') ?? '', status: element.getAttribute('data-island-status') })),
  );
}
