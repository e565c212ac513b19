import type { Locator, Page } from 'playwright-core';
import { holdRequests, layoutShift, waitForRegistry, watchLayoutShifts } from './browser';

/** The island's chunk in either drop-in folder (dist/islands*, hashed name). */
/**
 * The island's file, which it shares with the product page's instalment and installation service
 * (packages/islands/src/groups/product.ts): holding it holds all three.
 */
const CHUNK = /\/product-[\w-]{6}\.js$/;
const SAME_FILE = ':not([data-island="product-tabs"]):not([data-island="instalment"]):not([data-island="install-service"])';

/**
 * The product page's tabs (`product-tabs`) as a shopper sees them: the strip, the open panel and
 * the buy box's tab links, found by role and visible text. Can hold the island's chunk back, to
 * act on the server fallback before the island mounts.
 */
export class ProductTabsPage {
  readonly island: Locator;
  readonly strip: Locator;
  /** The open panel: closed ones are hidden, so they have no role for a query. */
  readonly openPanel: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.island = page.locator('[data-island="product-tabs"]');
    this.strip = this.island.getByRole('tablist', { name: 'Информация о товаре' });
    this.openPanel = this.island.getByRole('tabpanel');
    this.sections = this.island.locator('[data-tab]');
  }

  /**
   * Holds the island's chunk until `release()`: the page stays on the server fallback meanwhile.
   * Call before `goto`.
   */
  holdIsland(): Promise<{ release(): Promise<void> }> {
    return holdRequests(this.page, CHUNK);
  }

  /**
   * Waits until the page's other islands are settled (their prepaint applied, mounted or waiting
   * for their moment), so that what moves afterwards is the doing of this island's file.
   */
  async othersSettled(): Promise<void> {
    await waitForRegistry(this.page);
    await this.page.waitForFunction((sameFile) =>
      Array.from(document.querySelectorAll(`[data-island]${sameFile}`)).every((element) => {
        const status = element.getAttribute('data-island-status');
        return status !== null && status !== 'loading';
      }),
      SAME_FILE,
    );
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  /** Waits until the island is mounted. */
  async mounted(): Promise<void> {
    await this.island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.mounted();
  }

  tab(name: string): Locator {
    return this.strip.getByRole('tab', { name, exact: true });
  }

  /** The title of the selected tab. */
  openTab(): Promise<string | null> {
    return this.strip.locator('[role="tab"][aria-selected="true"]').textContent();
  }

  /** The island's state word: the open tab's id. */
  state(): Promise<string | null> {
    return this.island.locator('.si-product-tabs').getAttribute('data-state');
  }

  /** A tab link of the buy box, by its text. */
  link(name: string): Locator {
    return this.page.locator('.product-buy__links').getByRole('link', { name, exact: true });
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => location.hash);
  }

  /** Where an element's top is in the window (px from the top edge). */
  topInWindow(locator: Locator): Promise<number> {
    return locator.evaluate((element) => element.getBoundingClientRect().top);
  }

  /** Whether the element is whole inside the window (vertically) or inside its scrolling strip (horizontally). */
  async inView(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const strip = element.closest('[role="tablist"]')?.getBoundingClientRect();
      const left = strip ? strip.left : 0;
      const right = strip ? strip.right : innerWidth;
      return box.top >= 0 && box.bottom <= innerHeight && box.left >= left - 0.5 && box.right <= right + 0.5;
    });
  }

  /** Resolves once the page has not scrolled for a few frames (a smooth scroll has ended). */
  scrollSettled(): Promise<void> {
    return this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = scrollY;
          let still = 0;
          const frame = () => {
            still = scrollY === last ? still + 1 : 0;
            last = scrollY;
            if (still >= 5) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
  }

  /** Records layout shifts from the start of the page (call before `goto`); read them with `layoutShift()`. */
  watchLayoutShifts(): Promise<void> {
    return watchLayoutShifts(this.page);
  }

  /** The page's cumulative layout shift so far (the sum of every shift without recent input). */
  layoutShift(): Promise<number> {
    return layoutShift(this.page);
  }
}
