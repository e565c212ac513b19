import type { BrowserContext, Cookie, Locator, Page } from 'playwright-core';

/** Page model of the header's `city-picker` island (docs/islands/city-picker.md) on any example page. */
export class CityPickerPage {
  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
  ) {}

  get island(): Locator {
    return this.page.locator('[data-island="city-picker"]');
  }

  /** The header's city: the fallback link until the island mounts, then the island's link. */
  get city(): Locator {
    return this.island.locator('.city-bar__city');
  }

  get question(): Locator {
    return this.page.getByRole('dialog', { name: 'Проверьте ваш город' });
  }

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: 'Выберите город' });
  }

  get field(): Locator {
    return this.modal.getByRole('combobox', { name: 'Название города' });
  }

  get options(): Locator {
    return this.modal.getByRole('option');
  }

  /** Marks the shopper as one who chose a city before (call before `goto`): the island then waits for a touch. */
  async markChosen(baseUrl: string): Promise<void> {
    await this.context.addCookies([{ name: 'USER_CITY_CHOSEN', value: 'Y', url: `${baseUrl}/` }]);
  }

  /** Whether the header's city has the keyboard focus. */
  cityHasFocus(): Promise<boolean> {
    return this.city.evaluate((element) => element === document.activeElement);
  }

  /** The text of the page's shared live region (what screen readers were told last). */
  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  status(): Promise<string | null> {
    return this.island.getAttribute('data-island-status');
  }

  /** Focuses the header's city and presses Enter, waiting for the modal's field to take the focus. */
  async openByKeyboard(): Promise<void> {
    await this.city.focus();
    await this.page.keyboard.press('Enter');
    await this.modal.waitFor();
    await this.page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  }

  /**
   * Types `text` into the field, waits for `cityName` among the options, walks to it with the Down
   * arrow and presses Enter; resolves once the page has reloaded.
   */
  async pickByKeyboard(text: string, cityName: string): Promise<void> {
    await this.page.keyboard.type(text);
    await this.options.filter({ hasText: new RegExp(`^${cityName},`) }).waitFor();
    const names = await this.options.allTextContents();
    const index = names.findIndex((name) => name.startsWith(`${cityName},`));
    for (let step = 0; step <= index; step += 1) await this.page.keyboard.press('ArrowDown');
    const active = await this.field.getAttribute('aria-activedescendant');
    if (!active || (await this.page.locator(`[id="${active}"]`).textContent())?.startsWith(`${cityName},`) !== true) {
      throw new Error(`the highlighted option is not ${cityName}`);
    }
    const reloaded = this.page.waitForEvent('load');
    await this.page.keyboard.press('Enter');
    await reloaded;
  }

  /** The cookies of the city choice, by name. */
  async cookies(): Promise<Record<string, Cookie>> {
    const all = await this.context.cookies();
    return Object.fromEntries(all.map((cookie) => [cookie.name, cookie]));
  }

  /** How many days from now a cookie lives, rounded to a tenth. */
  static daysLeft(cookie: Cookie | undefined): number | undefined {
    if (!cookie) return undefined;
    return Math.round(((cookie.expires - Date.now() / 1000) / 86_400) * 10) / 10;
  }

  storedCity(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('userCity'));
  }
}
