import type { Locator, Page } from 'playwright-core';

/** Which carousel of the page: a product strip (related, popular, «С этим покупают») or the equipment tab's. */
export type CarouselPlace = 'strip' | 'equipment';

/**
 * Page model of the `carousel` island on the example pages: where it is, what is in view, its
 * buttons, what it announced, and what the browser fetched and shifted on its way.
 */
export class CarouselPage {
  constructor(readonly page: Page) {}

  /**
   * Before `goto`: records every layout shift (with the nodes it moved) and the text of every
   * script the page fetches, so a test can tell when swiper's code first arrived.
   */
  async watch(): Promise<void> {
    await this.page.addInitScript(() => {
      const shifts: Array<{ value: number; inStrip: boolean }> = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
          if (entry.hadRecentInput) continue;
          const inStrip = (entry.sources ?? []).some((source) => {
            const node = source.node;
            const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
            return !!element?.closest('.product-strip, [data-island="carousel"]');
          });
          shifts.push({ value: entry.value, inStrip });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** Sum of the layout shifts that moved the carousel or its strip (CLS of this island). */
  stripShift(): Promise<number> {
    return this.page.evaluate(() =>
      (window as unknown as { __shifts: Array<{ value: number; inStrip: boolean }> }).__shifts.filter((shift) => shift.inStrip).reduce((sum, shift) => sum + shift.value, 0),
    );
  }

  island(place: CarouselPlace = 'strip'): Locator {
    return this.page.locator(place === 'strip' ? '.product-strip [data-island="carousel"]' : '#tab-equipment [data-island="carousel"]');
  }

  /** The carousel pattern's group (once mounted). */
  carousel(place: CarouselPlace = 'strip'): Locator {
    return this.island(place).locator('[aria-roledescription="карусель"]');
  }

  status(place: CarouselPlace = 'strip'): Promise<string | null> {
    return this.island(place).getAttribute('data-island-status');
  }

  /** Scrolls the carousel into view and waits for it to mount. */
  async show(place: CarouselPlace = 'strip'): Promise<void> {
    await this.island(place).scrollIntoViewIfNeeded();
    await this.island(place).and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  slides(place: CarouselPlace = 'strip'): Locator {
    return this.island(place).locator('li');
  }

  /** Labels («N из M») of the slides wholly inside the carousel's clipping box, once the strip is at rest. */
  async slidesInView(place: CarouselPlace = 'strip'): Promise<string[]> {
    const island = this.island(place);
    // At rest: no page turn (a CSS transition of the track) still running.
    await this.page.waitForFunction((element) => (element?.querySelector('.si-carousel__track')?.getAnimations().length ?? 0) === 0, await island.elementHandle());
    return island.evaluate((element) => {
      const viewport = element.querySelector('.si-carousel__viewport') ?? element.querySelector('ul');
      const box = viewport!.getBoundingClientRect();
      return Array.from(element.querySelectorAll('li'))
        .filter((slide) => {
          const rect = slide.getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        })
        .map((slide) => slide.getAttribute('aria-label') ?? '');
    });
  }

  button(name: 'Предыдущие' | 'Следующие', place: CarouselPlace = 'strip'): Locator {
    return this.carousel(place).getByRole('button', { name, exact: true });
  }

  state(place: CarouselPlace = 'strip'): Promise<string | null> {
    return this.carousel(place).getAttribute('data-state');
  }

  /** What the shared live region last read out (ui/live-region). */
  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  /** The label («N из M») of the slide holding the focused element; null when the focus is elsewhere. */
  focusedSlide(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.closest('[aria-roledescription="слайд"]')?.getAttribute('aria-label') ?? null);
  }

  headerBasketCount(): Promise<string | null> {
    return this.page.locator('.site-header .basket_count').first().textContent();
  }
}
