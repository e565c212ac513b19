import type { Locator, Page } from 'playwright-core';
import { waitForRegistry } from './browser';

/** Page model of the support page's form (`support-form`). */
export class SupportFormPage {
  constructor(readonly page: Page) {}

  async open(flavour: 'react' | 'preact'): Promise<void> {
    await this.page.goto(`/support/${flavour === 'preact' ? '?flavour=preact' : ''}`);
  }

  get island(): Locator {
    return this.page.locator('[data-island="support-form"]');
  }

  /** The island's form once mounted (the fallback's form has no `data-state`). */
  get form(): Locator {
    return this.island.locator('form[data-state]');
  }

  field(name: string): Locator {
    return this.island.locator(`[name="${name}"]`);
  }

  get submit(): Locator {
    return this.island.getByRole('button', { name: /Отправ/ });
  }

  get alert(): Locator {
    // By attribute: an empty alert is hidden, and role queries skip hidden elements.
    return this.island.locator('[role="alert"]');
  }

  get success(): Locator {
    return this.island.locator('[role="status"][tabindex="-1"]');
  }

  captchaSrc(): Promise<string | null> {
    return this.island.getByRole('img', { name: 'Код для проверки (картинка)' }).getAttribute('src');
  }

  captchaSid(): Promise<string> {
    return this.field('captcha_sid').inputValue();
  }

  /** Focuses the city select (the island waits for an interaction), then waits for it to mount. */
  async wake(): Promise<void> {
    await waitForRegistry(this.page);
    await this.field('city').focus();
    await this.island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    await this.form.waitFor();
  }

  /** Pastes `text` into the phone field through the clipboard, as a shopper would. */
  async pastePhone(text: string): Promise<void> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.field('phone').focus();
    await this.page.keyboard.press('Control+V');
  }
}
