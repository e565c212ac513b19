import type { Page, Route } from 'playwright-core';
import { resetBackend } from './browser';

const QUANTITY_PATH = '/local/ajax/store/basketQuantity.php';
const DELETE_PATH = '/local/ajax/store/basketDelete.php';

/** A quantity request held back by the test until it lets it go on to the server. */
export interface HeldRequest {
  quantity: number;
  release(): Promise<void>;
}

/** The basket page (`/personal/cart/`) and its island, as the shopper sees it. */
export class BasketPage {
  /** Every basket call the page sent, in order: path and its form fields. */
  readonly sent: Array<{ path: string; fields: Record<string, string> }> = [];

  constructor(readonly page: Page) {}

  /** Starts the demo session afresh (3 lines: 101 × 1, 125 × 2, 149 × 1). Before `goto`. */
  resetBackend(): Promise<void> {
    return resetBackend();
  }

  /** Records the basket calls. Before `goto`. */
  async watchCalls(): Promise<void> {
    this.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname !== QUANTITY_PATH && pathname !== DELETE_PATH) return;
      this.sent.push({ path: pathname, fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')) });
    });
  }

  quantityCalls(): number[] {
    return this.sent.filter((call) => call.path === QUANTITY_PATH).map((call) => Number(call.fields.quantity));
  }

  /**
   * Holds every quantity request until the test releases it, so answers come back in the order
   * the test chooses rather than the order they were asked.
   */
  async holdQuantityRequests(): Promise<HeldRequest[]> {
    const held: HeldRequest[] = [];
    await this.page.route(`**${QUANTITY_PATH}*`, (route: Route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '');
      held.push({ quantity: Number(fields.get('quantity')), release: () => route.continue() });
    });
    return held;
  }

  /** Makes one basket endpoint fail with `fault` (the reference backend's `mock_fault` cookie). */
  async failEndpoint(which: 'quantity' | 'delete', fault = '500'): Promise<void> {
    const path = which === 'quantity' ? QUANTITY_PATH : DELETE_PATH;
    await this.page.evaluate(({ path, fault }) => (document.cookie = `mock_fault=${fault}; path=${path}`), { path, fault });
  }

  island() {
    return this.page.locator('[data-island="basket"]');
  }

  async state(): Promise<string | null> {
    return this.island().locator('.si-basket').getAttribute('data-state');
  }

  field(name: string) {
    return this.island().getByRole('textbox', { name: `Количество: ${name}` });
  }

  /** A line's row, found by its field (a `has` locator is queried inside the row). */
  row(name: string) {
    return this.island().locator('tbody tr', { has: this.page.getByRole('textbox', { name: `Количество: ${name}` }) });
  }

  plus(name: string) {
    return this.island().getByRole('button', { name: `Увеличить количество: ${name}` });
  }

  minus(name: string) {
    return this.island().getByRole('button', { name: `Уменьшить количество: ${name}` });
  }

  remove(name: string) {
    return this.island().getByRole('button', { name: `Удалить: ${name}` });
  }

  button(name: string) {
    return this.island().getByRole('button', { name, exact: true });
  }

  /** The message under a line's field (limits, failures). */
  fieldMessage(name: string) {
    return this.row(name).locator('[data-part="message"]');
  }

  async total(): Promise<string> {
    return ((await this.island().locator('[data-part="total"]').textContent()) ?? '').replace(/\s/g, ' ');
  }

  /** A line's sum as shown. */
  async sum(name: string): Promise<string> {
    // Without the label that narrow screens show («Сумма: »).
    const text = (await this.row(name).locator('.basket-table__sum').textContent()) ?? '';
    return text.replace(/\s/g, ' ').replace(/^Сумма: /, '');
  }

  lineNames() {
    return this.island().locator('tbody tr a').allTextContents();
  }

  emptyBlock() {
    return this.island().locator('.basket-empty');
  }

  /** The name of the element that has the keyboard focus (its `aria-label`, else its text); `null` on the page's body. */
  focusedName(): Promise<string | null> {
    return this.page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
    });
  }

  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  headerCount(): Promise<string | null> {
    return this.page.locator('.header-counter .basket_count').first().textContent();
  }

  storedBasket(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('basketItems') ?? 'null') as unknown);
  }

  /** Where a row's box is, for the no-shift check. */
  rowBox(index: number) {
    return this.island().locator('tbody tr').nth(index).boundingBox();
  }
}
