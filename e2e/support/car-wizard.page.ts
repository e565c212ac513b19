import type { Locator, Page } from 'playwright-core';
import { waitForRegistry } from './browser';

/** Page model of the car wizard (`car-wizard`) on `/wizard/`. */
export class CarWizardPage {
  constructor(readonly page: Page) {}

  async open(flavour: 'react' | 'preact', path = '/wizard/'): Promise<void> {
    await this.page.goto(`${path}${flavour === 'preact' ? '?flavour=preact' : ''}`);
    await waitForRegistry(this.page);
  }

  get island(): Locator {
    return this.page.locator('main [data-island="car-wizard"]');
  }

  get brand(): Locator {
    return this.island.getByRole('combobox', { name: 'Марка' });
  }

  get model(): Locator {
    return this.island.getByRole('combobox', { name: 'Модель' });
  }

  get submit(): Locator {
    return this.island.getByRole('button', { name: 'Подобрать' });
  }

  state(): Promise<string | null> {
    return this.island.locator('form[data-state]').getAttribute('data-state');
  }

  status(): Promise<string | null> {
    return this.island.locator('[role="status"]').textContent();
  }

  /** Focuses the brand select by keyboard (Tab from the wizard box's heading) and waits for the island to mount. */
  async wakeByKeyboard(): Promise<void> {
    await this.page.locator('#wizard-title').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await this.page.keyboard.press('Tab');
    await this.island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    await this.island.locator('form[data-state]').waitFor();
  }

  /** The element that has the focus: its name attribute or its text. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.getAttribute('name') ?? active?.textContent?.trim() ?? '';
    });
  }
}
