import type { Locator } from 'playwright-core';
import { ProductActionsPage } from './product-actions.page';

/** Page model of the product page's instalment line (`instalment`). */
export class InstalmentPage extends ProductActionsPage {
  get island(): Locator {
    return this.page.locator('[data-island="instalment"]');
  }

  /** Scrolls the line into view (it mounts when about to be seen) and waits for it to mount. */
  async reveal(): Promise<void> {
    await this.island.scrollIntoViewIfNeeded();
    await this.mounted(this.island);
  }

  /** The island's text with Intl's no-break spaces as plain ones. */
  async text(): Promise<string> {
    return ((await this.island.textContent()) ?? '').replace(/\s/g, ' ');
  }
}
