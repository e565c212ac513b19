import type { Locator, Page } from 'playwright-core';
import { waitForReconciled } from './browser';

/** What `localStorage` keeps for the basket and compare lists (docs/embedding.md#store). */
export type StoredList = 'basketItems' | 'compareItems';

/**
 * Page model of the item action islands (`buy-button`, `compare-toggle`, `preorder`) on
 * server-rendered catalogue items. Works on any page whose `.catalog-item`s carry `data-product-id`: the
 * catalogue page, or any page after `insertCatalogItems` put the server's catalogList fragment on it.
 */
export class ItemActionsPage {
  constructor(readonly page: Page) {}

  /**
   * Asks the reference backend for one page of the catalogue (docs/embedding.md#server-calls catalogList) and inserts
   * the HTML fragment into `#late-islands`, as the catalogue list does; the loader finds the
   * nested islands without being told.
   */
  async insertCatalogItems(sectionCode: string, containerSelector = '#late-islands'): Promise<void> {
    const config = await this.page.evaluate(
      () => JSON.parse(document.getElementById('shop-islands-config')?.textContent ?? '{}') as { sessid: string; endpoints: Record<string, string> },
    );
    // Asked from here with the page's cookies, not by a fetch awaited inside the page: the browser
    // may collect a promise a test only awaits from outside («Resulting promise was garbage
    // collected», seen once in a full run).
    const answer = await this.page.request.post(config.endpoints.catalogList ?? '/local/ajax/store/catalogList.php', {
      form: { sessid: config.sessid, SECTION_CODE: sectionCode, 'FILTER_PARAMS[PAGE_ELEMENT_COUNT]': '18' },
    });
    if (!answer.ok()) throw new Error(`catalogList answered ${answer.status()}`);
    const html = await answer.text();
    await this.page.evaluate(({ html, containerSelector }) => void (document.querySelector(containerSelector)!.innerHTML = html), { html, containerSelector });
    await this.page.locator('.catalog-item[data-product-id]').first().waitFor();
  }

  /** Waits until getVars.php has been merged into the store (the counters show the session's lists). */
  async waitForStore(): Promise<void> {
    await waitForReconciled(this.page);
    await this.page.waitForFunction(() => localStorage.getItem('basketItems') !== null && localStorage.getItem('compareItems') !== null);
  }

  /** The catalogue item (not a carousel's card of the same product, which the home page also shows). */
  item(productId: number): Locator {
    return this.page.locator(`.catalog-item[data-product-id="${productId}"]`).first();
  }

  island(productId: number, name: 'buy-button' | 'compare-toggle' | 'preorder'): Locator {
    return this.item(productId).locator(`[data-island="${name}"]`);
  }

  /** The island's control: its server fallback link until it mounts, then its button. */
  private control(productId: number, name: 'buy-button' | 'compare-toggle' | 'preorder'): Locator {
    return this.island(productId, name).locator('a, button').first();
  }

  /** Clicks a control and waits for its island to be mounted (the first click wakes it). */
  async press(productId: number, name: 'buy-button' | 'compare-toggle' | 'preorder'): Promise<void> {
    await this.control(productId, name).click();
    await this.island(productId, name).and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  /** Mounts an island without using it: focus wakes an `interaction` island and stays on its control. */
  async wake(productId: number, name: 'buy-button' | 'compare-toggle' | 'preorder'): Promise<void> {
    await this.control(productId, name).focus();
    await this.island(productId, name).and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  buyButton(productId: number): Locator {
    return this.island(productId, 'buy-button').getByRole('button');
  }

  buyState(productId: number): Promise<string | null> {
    return this.island(productId, 'buy-button').locator('[data-state]').first().getAttribute('data-state');
  }

  compareToggle(productId: number): Locator {
    return this.island(productId, 'compare-toggle').locator('button[aria-pressed]');
  }

  /** The compare popover (portalled to `<body>`). */
  comparePopover(): Locator {
    return this.page.getByRole('dialog', { name: 'Товар в сравнении' });
  }

  /** The preorder form (a modal `<dialog>`) and its parts. */
  preorderForm(title = 'Сообщить о поступлении'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  successDialog(title = 'Сообщить о поступлении'): Locator {
    return this.page.getByRole('alertdialog', { name: title });
  }

  /** The error line of one island: a live region that is there (empty, hidden) even without an error. */
  alertIn(productId: number, name: 'buy-button' | 'compare-toggle'): Locator {
    return this.island(productId, name).locator('[role="alert"]').first();
  }

  /** What the buy button shows and says: its rendered text (the hidden label of the other state is left out). */
  buyButtonText(productId: number): Promise<string> {
    return this.buyButton(productId).innerText();
  }

  /** What the shared live region last read out to screen-reader users (ui/live-region). */
  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  async headerCount(counter: 'basket_count' | 'compare_count'): Promise<string | null> {
    return this.page.locator(`.site-header .${counter}`).first().textContent();
  }

  async storedIds(key: StoredList): Promise<unknown> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
  }

  /**
   * Makes the reference backend answer 500 to one endpoint only: the `mock_fault` cookie, limited
   * to that path (packages/dev-server/README.md "Making the backend slow or failing").
   */
  async failEndpoint(path: string, fault = '500'): Promise<void> {
    await this.page.evaluate(({ path, fault }) => (document.cookie = `mock_fault=${fault}; path=${path}`), { path, fault });
  }

  async healEndpoint(path: string): Promise<void> {
    await this.page.evaluate((path) => (document.cookie = `mock_fault=; path=${path}; max-age=0`), path);
  }

  /** Counts copies of product pictures that flew to the basket from now on (buy-button.fly.ts). */
  async watchFlights(): Promise<() => Promise<{ started: number; left: number }>> {
    await this.page.evaluate(() => {
      const seen = { started: 0 };
      (window as unknown as { __flights: typeof seen }).__flights = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element && node.matches('.si-buy-button__flyer')) seen.started += 1;
        }
      }).observe(document.body, { childList: true });
    });
    return () =>
      this.page.evaluate(() => ({
        started: (window as unknown as { __flights: { started: number } }).__flights.started,
        left: document.querySelectorAll('.si-buy-button__flyer').length,
      }));
  }
}
