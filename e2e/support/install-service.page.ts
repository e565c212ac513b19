import type { Locator } from 'playwright-core';
import { ProductActionsPage } from './product-actions.page';

/** docs/embedding.md#server-calls: the installation block's endpoint in the reference backend. */
export const INSTALL_BLOCK_PATH = '/local/ajax/store/getBwIButton.php';

/** Page model of the product page's installation block (`install-service`). */
export class InstallServicePage extends ProductActionsPage {
  get island(): Locator {
    return this.page.locator('[data-island="install-service"]');
  }

  /** Scrolls the block into view (it loads when about to be seen) and waits for it to mount. */
  async reveal(): Promise<void> {
    await this.island.scrollIntoViewIfNeeded();
    await this.mounted(this.island);
  }

  state(): Promise<string | null> {
    return this.island.locator('.si-install-service').getAttribute('data-state');
  }

  /** The template's fallback link, shown until the block arrives and on failure. */
  fallbackLink(): Locator {
    return this.island.getByRole('link', { name: 'Установка в сервисном центре: стоимость и сроки' });
  }

  /** The loaded block's disclosure button, in the fallback link's words. */
  toggle(): Locator {
    return this.island.getByRole('button', { name: 'Установка в сервисном центре: стоимость и сроки' });
  }

  blockTitle(): Locator {
    return this.island.getByRole('heading', { name: 'Установка в сервисном центре' });
  }

  /** The buy button nested in the server's block. */
  nestedBuyButton(): Locator {
    return this.island.locator('[data-island="buy-button"]');
  }

  retryButton(): Locator {
    return this.island.getByRole('button', { name: 'Повторить' });
  }

  failureText(): Promise<string | null> {
    return this.island.locator('.si-install-service__error').textContent();
  }
}
