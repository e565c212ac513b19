import type { Locator, Page } from 'playwright-core';
import { baseUrl, waitForReconciled } from './browser';

/**
 * Page model of the product page's buy box (`/catalog/product/{id}/`): the buy button, the compare
 * toggle and «Сравнить похожие», the preorder, the instalment line and the installation block.
 */
export class ProductActionsPage {
  constructor(readonly page: Page) {}

  /** Opens the product page in a flavour and waits for the store to have the session's lists. */
  async open(productId: number, flavour: 'react' | 'preact'): Promise<void> {
    await this.page.goto(`/catalog/product/${productId}/${flavour === 'preact' ? '?flavour=preact' : ''}`);
    await waitForReconciled(this.page);
    await this.page.waitForFunction(() => localStorage.getItem('basketItems') !== null && localStorage.getItem('compareItems') !== null);
  }

  get buyBox(): Locator {
    return this.page.locator('.product-buy');
  }

  /** An island of the buy box's own row (not one nested in the installation block). */
  action(name: 'buy-button' | 'compare-toggle' | 'preorder'): Locator {
    return this.buyBox.locator(`.product-buy__actions > [data-island="${name}"]`);
  }

  /** «Сравнить похожие»: the compare toggle's `similar` variant. */
  get similar(): Locator {
    return this.buyBox.locator('.product-buy__links [data-island="compare-toggle"]');
  }

  /** The island's control: its fallback link until it mounts, then its button. */
  control(island: Locator): Locator {
    return island.locator('a, button').first();
  }

  /** Focuses an island's control, which wakes an `interaction` island, and waits for it to mount. */
  async wake(island: Locator): Promise<void> {
    await this.control(island).focus();
    await this.mounted(island);
  }

  async mounted(island: Locator): Promise<void> {
    await island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  stateOf(island: Locator): Promise<string | null> {
    return island.locator('[data-state]').first().getAttribute('data-state');
  }

  /** The compare popover (portalled to `<body>`). */
  comparePopover(): Locator {
    return this.page.getByRole('dialog', { name: 'Товар в сравнении' });
  }

  preorderForm(): Locator {
    return this.page.getByRole('dialog', { name: 'Предзаказ' });
  }

  preorderSuccess(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Предзаказ' });
  }

  headerCount(counter: 'basket_count' | 'compare_count'): Promise<string | null> {
    return this.page.locator(`.site-header .${counter}`).first().textContent();
  }

  storedIds(key: 'basketItems' | 'compareItems'): Promise<number[]> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as number[], key);
  }

  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  /** Counts the requests sent to one endpoint from now on. */
  countRequests(path: string): () => number {
    let count = 0;
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) count += 1;
    });
    return () => count;
  }

  /**
   * Makes the reference backend answer one endpoint with a fault (`500`, `refuse`, `slow:1500` …):
   * the `mock_fault` cookie limited to that path (packages/dev-server/README.md).
   */
  async failEndpoint(path: string, fault: string): Promise<void> {
    // domain and path, not `url`: from a url the cookie would cover the endpoint's whole folder.
    await this.page.context().addCookies([{ name: 'mock_fault', value: fault, domain: new URL(baseUrl()).hostname, path }]);
  }

  async healEndpoint(path: string): Promise<void> {
    await this.page.context().clearCookies({ name: 'mock_fault', path });
  }
}
