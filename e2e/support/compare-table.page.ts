import type { Locator, Page } from 'playwright-core';
import { waitForReconciled } from './browser';

/** The comparison page (`/catalog/compare/`) and its `compare-table` island, as a shopper sees them. */
export class CompareTablePage {
  constructor(readonly page: Page) {}

  island(): Locator {
    return this.page.locator('[data-island="compare-table"]');
  }

  /** Until the store has written both lists, the header counters still show the server's numbers. */
  async waitForStore(): Promise<void> {
    await waitForReconciled(this.page);
    await this.page.waitForFunction(() => localStorage.getItem('basketItems') !== null && localStorage.getItem('compareItems') !== null);
  }

  async waitMounted(): Promise<void> {
    await this.island().and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  /**
   * Records, from the start of the page, each value the island's table takes for `data-view`
   * (call before `goto`): the first is what the island showed when it came up.
   */
  async recordViews(): Promise<void> {
    await this.page.addInitScript(() => {
      const views: string[] = [];
      (window as unknown as { __compareViews: string[] }).__compareViews = views;
      new MutationObserver(() => {
        const view = document.querySelector('.si-compare-table__table')?.getAttribute('data-view');
        if (view && views[views.length - 1] !== view) views.push(view);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-view'] });
    });
  }

  views(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __compareViews: string[] }).__compareViews);
  }

  table(): Locator {
    return this.island().getByRole('table');
  }

  /** The table's accessible name: its caption. */
  caption(): Promise<string | null> {
    return this.island().locator('caption').textContent();
  }

  state(): Promise<string | null> {
    return this.island().locator('.si-compare-table').getAttribute('data-state');
  }

  modeButton(name: 'все характеристики' | 'только различия'): Locator {
    return this.island().getByRole('button', { name, exact: true });
  }

  rowHead(name: string): Locator {
    return this.table().getByRole('rowheader', { name, exact: true });
  }

  /** The product names of the columns, in order. */
  columnNames(): Promise<string[]> {
    return this.island().locator('thead [data-part="product"] > a').allTextContents();
  }

  removeButton(name: string): Locator {
    return this.island().getByRole('button', { name: `Удалить из сравнения: ${name}`, exact: true });
  }

  buyButton(name: string): Locator {
    return this.island().getByRole('button', { name: `В корзину «${name}»` });
  }

  region(): Locator {
    return this.island().getByRole('region');
  }

  stepButton(direction: 'back' | 'forward'): Locator {
    return this.island().getByRole('button', { name: direction === 'back' ? 'Предыдущий товар' : 'Следующий товар' });
  }

  scrollLeft(): Promise<number> {
    return this.region().evaluate((region) => Math.round(region.scrollLeft));
  }

  /** The width of one product column: one step of the scroll buttons. */
  columnWidth(): Promise<number> {
    return this.island().locator('thead [data-part="product"]').first().evaluate((cell) => Math.round(cell.getBoundingClientRect().width));
  }

  emptyMessage(): Locator {
    return this.island().getByText('Список сравнения пуст.');
  }

  async headerCount(counter: 'basket_count' | 'compare_count'): Promise<string | null> {
    return this.page.locator(`.site-header .${counter}`).first().textContent();
  }

  storedIds(key: 'basketItems' | 'compareItems'): Promise<unknown> {
    return this.page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
  }

  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }
}
