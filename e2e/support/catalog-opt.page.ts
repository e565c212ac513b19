import type { Locator, Page } from 'playwright-core';
import { waitForIslands } from './browser';

/** The wholesale catalogue (`/catalog/opt/`) as a shopper sees it: rows, fields, counters, section navigation. */
export class CatalogOptPage {
  constructor(readonly page: Page) {}

  /** Opens the page (React flavour, or the Preact drop-in) and waits until the islands on screen are mounted. */
  async open(flavour: 'react' | 'preact' = 'react'): Promise<void> {
    await this.page.goto(flavour === 'preact' ? '/catalog/opt/?flavour=preact' : '/catalog/opt/');
    await waitForIslands(this.page);
    await this.page.locator('[data-island="opt-sections"][data-island-status="mounted"]').waitFor();
  }

  /** Opens the page and waits for the catalogue filter and list islands too; gives both. */
  async openWithFilter(flavour: 'react' | 'preact' = 'react'): Promise<{ filter: Locator; list: Locator }> {
    await this.open(flavour);
    const filter = this.page.locator('[data-island="catalog-filter"]');
    const list = this.page.locator('[data-island="catalog-list"]');
    await filter.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    await list.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    return { filter, list };
  }

  /** The product's card in the wholesale list. */
  row(productId: number): Locator {
    return this.page.locator(`.catalog-item[data-product-id="${productId}"]`);
  }

  /** The product's quantity island, scrolled into view and mounted (`visible` hydration). */
  async quantity(productId: number): Promise<Locator> {
    const island = this.row(productId).locator('[data-island="opt-quantity"]');
    await island.scrollIntoViewIfNeeded();
    await island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    return island;
  }

  field(island: Locator): Locator {
    return island.getByRole('textbox', { name: /^Количество/ });
  }

  /** The line price as shown, its spaces made plain. */
  async linePrice(island: Locator): Promise<string> {
    return ((await island.locator('[data-part="line-price"]').textContent()) ?? '').replace(/\s/g, ' ');
  }

  state(island: Locator): Promise<string | null> {
    return island.locator('.si-opt-quantity').getAttribute('data-state');
  }

  /** Replaces the field's text as a shopper would: select all, then type. */
  async typeQuantity(island: Locator, text: string): Promise<void> {
    const field = this.field(island);
    await field.click();
    await field.press('ControlOrMeta+a');
    if (text === '') await field.press('Backspace');
    else await field.pressSequentially(text);
  }

  basketItems(): Promise<unknown> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('basketItems') ?? 'null') as unknown);
  }

  basketCount(): Promise<string | null> {
    return this.page.locator('.opt-summary .basket_count').textContent();
  }

  sections(): Locator {
    // exact: the footer has «Разделы каталога в подвале».
    return this.page.getByRole('navigation', { name: 'Разделы каталога', exact: true });
  }

  sectionSelect(): Locator {
    return this.sections().getByRole('combobox', { name: 'Перейти к разделу' });
  }

  /** The heading's top in page coordinates. */
  headingTop(anchorId: string): Promise<number> {
    return this.page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY, anchorId);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  activeElementId(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.id ?? '');
  }
}

/** A price the way the islands print it (`12 990 ₽`), with plain spaces, to compare with `linePrice`. */
export function rub(amount: number): string {
  return new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(amount).replace(/\s/g, ' ');
}
