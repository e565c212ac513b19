import type { Locator, Page } from 'playwright-core';
import { holdRequests, layoutShift, watchLayoutShifts } from './browser';

/** The island's chunk in either drop-in folder (dist/islands*, hashed name). */
const CHUNK = /\/payment-panels-[\w-]{6}\.js$/;

/**
 * The payment and delivery page's panels (`payment-panels`) as a shopper sees them: the panels'
 * buttons and the detail links, found by role and visible text. Can hold the island's chunk back,
 * to measure the server fallback before the island takes its place.
 */
export class PaymentPanelsPage {
  readonly island: Locator;

  constructor(readonly page: Page) {
    this.island = page.locator('[data-island="payment-panels"]');
  }

  async mounted(): Promise<void> {
    await this.island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.mounted();
  }

  /** A panel's button, by the panel's title. */
  button(title: string): Locator {
    return this.island.getByRole('button', { name: title, exact: true });
  }

  /** The titles of the panels whose button says they are open. */
  openTitles(): Promise<string[]> {
    return this.island.getByRole('button', { expanded: true }).allTextContents();
  }

  /** A detail link («Подробнее: …»), by the shortcut's title. */
  detailLink(title: string): Locator {
    // The hidden part is a box of its own, so browsers may put a space before the colon.
    return this.island.getByRole('link', { name: new RegExp(`^Подробнее\\s*: ${title}$`) });
  }

  /** A panel's box on the page, by its id (`#payment-instalment`). */
  panel(id: string): Locator {
    return this.page.locator(`[data-panel="${id}"]`);
  }

  /** The island's state word. */
  state(): Promise<string | null> {
    return this.island.locator('.si-payment-panels').getAttribute('data-state');
  }

  hash(): Promise<string> {
    return this.page.evaluate(() => location.hash);
  }

  /** Where an element's top is in the window (px from the top edge). */
  topInWindow(locator: Locator): Promise<number> {
    return locator.evaluate((element) => element.getBoundingClientRect().top);
  }

  /** Every panel's top in the page, by id: what must not move when the island takes over. */
  panelTops(): Promise<Record<string, number>> {
    return this.page.$$eval('[data-panel]', (panels) =>
      Object.fromEntries(panels.map((panel) => [panel.id, Math.round(panel.getBoundingClientRect().top + scrollY)])),
    );
  }

  /** Starts recording every `data-state` the island shows (read with `statesSeen()`). */
  async recordStates(): Promise<void> {
    await this.island.evaluate((island) => {
      const view = island.querySelector('.si-payment-panels')!;
      const seen: string[] = [];
      (window as unknown as { __panelStates: string[] }).__panelStates = seen;
      new MutationObserver(() => seen.push(view.getAttribute('data-state') ?? '')).observe(view, { attributes: true, attributeFilter: ['data-state'] });
    });
  }

  statesSeen(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __panelStates: string[] }).__panelStates);
  }

  /** Resolves when a detail link's scroll is over (the island leaves `scrolling`). */
  async scrollEnded(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('.si-payment-panels')?.getAttribute('data-state') !== 'scrolling');
  }

  /**
   * Holds the island's chunk until `release()`: the page stays on the server fallback meanwhile.
   * Call before `goto`.
   */
  holdIsland(): Promise<{ release(): Promise<void> }> {
    return holdRequests(this.page, CHUNK);
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
