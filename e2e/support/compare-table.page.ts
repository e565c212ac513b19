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

  /**
   * The words of the table (names, labels, values) that the browser broke across two lines inside
   * the word: a break after a hyphen or a slash («X-1800») is the text's own and not counted. Rows
   * the browser skips drawing (`content-visibility`) are drawn for the count; their width is fixed.
   */
  splitWords(): Promise<string[]> {
    return this.page.evaluate(() => {
      const table = document.querySelector('.si-compare-table__table')!;
      for (const row of table.querySelectorAll<HTMLElement>('tbody tr')) row.style.contentVisibility = 'visible';
      const split: string[] = [];
      const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        // Not drawn (a row of the other view) or a name for screen readers only (a 1 px box).
        if (!node.parentElement!.offsetParent || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        for (const word of node.textContent!.matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(word[0]);
        }
      }
      for (const row of table.querySelectorAll<HTMLElement>('tbody tr')) row.style.contentVisibility = '';
      return split;
    });
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
