import type { CDPSession, Locator, Page } from 'playwright-core';

/**
 * The header's chrome as a shopper meets it: the main menu (`site-menu`), the menu button and its
 * side panel (`side-panel`), the mobile search toggle (`mobile-search`), and the order page's
 * summary panel. Scrolls, swipes and switches body classes as a page script would.
 */
export class SiteChromePage {
  readonly menu: Locator;
  readonly menuBar: Locator;
  readonly sidePanel: Locator;
  readonly mobileSearch: Locator;

  constructor(readonly page: Page) {
    this.menu = page.locator('[data-island="site-menu"]');
    this.menuBar = page.getByRole('navigation', { name: 'Главное меню' });
    this.sidePanel = page.locator('[data-island="side-panel"]');
    this.mobileSearch = page.locator('[data-island="mobile-search"]');
  }

  async mounted(island: Locator): Promise<void> {
    await island.and(this.page.locator('[data-island-status="mounted"]')).waitFor({ state: 'attached' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** The menu's state word (`in-place`, `fixed`). */
  menuState(): Promise<string | null> {
    return this.menu.locator('.si-site-menu').getAttribute('data-state');
  }

  /** Where the menu's bottom edge is in the page while in place (px from the page's top). */
  menuBottomInPage(): Promise<number> {
    return this.menu.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  }

  /** Scrolls the window to `y` and waits two frames, so observers and paint have run. */
  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  }

  /** Where an element's top is in the page (px), to tell whether anything below the menu moved. */
  topInPage(selector: string): Promise<number> {
    return this.page.evaluate((sel) => document.querySelector(sel)!.getBoundingClientRect().top + window.scrollY, selector);
  }

  /** Starts summing layout shifts (CLS entries) from now on; `read()` gives the sum so far. */
  async watchLayoutShifts(): Promise<{ read(): Promise<number> }> {
    await this.page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    return {
      read: () =>
        this.page.evaluate(async () => {
          // Entries come after the frame that shifted: let two frames pass.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
        }),
    };
  }

  /** The menu bar's declared animation (computed style): name and duration. */
  menuAnimationStyle(): Promise<{ name: string; duration: string }> {
    return this.menuBar.evaluate((nav) => {
      const style = getComputedStyle(nav);
      return { name: style.animationName, duration: style.animationDuration };
    });
  }

  /**
   * Records the animations that start on the menu bar from now on (`animationstart`), so a test
   * does not race a 300 ms fade on a busy machine.
   */
  async watchMenuAnimations(): Promise<{ started(): Promise<string[]> }> {
    await this.menuBar.evaluate((nav) => {
      const started: string[] = [];
      (window as unknown as { menuAnimations: string[] }).menuAnimations = started;
      nav.addEventListener('animationstart', (event) => started.push((event as AnimationEvent).animationName));
    });
    return { started: () => this.page.evaluate(() => (window as unknown as { menuAnimations: string[] }).menuAnimations) };
  }

  menuButton(): Locator {
    return this.sidePanel.getByRole('button', { name: 'Меню', exact: true });
  }

  panel(): Locator {
    return this.page.getByRole('dialog', { name: 'Меню' });
  }

  /** Waits for the panel's slide-in to end: a touch meanwhile lands where the panel is not yet. */
  async panelSettled(): Promise<void> {
    await this.panel().waitFor();
    await this.page.evaluate(() => Promise.all(document.querySelector('.si-side-panel__dialog')!.getAnimations().map((animation) => animation.finished)));
  }

  /** The city the open side panel names («Ваш город: …»), or null without one. */
  async panelCity(): Promise<string | null> {
    const city = this.panel().locator('.si-side-panel__city strong');
    return (await city.count()) ? city.textContent() : null;
  }

  /** Whether the side panel is open as a modal dialog (the rest of the page inert). */
  panelIsModal(): Promise<boolean> {
    return this.page.evaluate(() => document.querySelector('.si-side-panel__dialog')?.matches(':modal') ?? false);
  }

  /** The accessible name or text of the focused element. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    });
  }

  focusInPanel(): Promise<boolean> {
    return this.page.evaluate(() => Boolean(document.activeElement?.closest('.si-side-panel__dialog')));
  }

  /**
   * A finger moving `dx` px sideways (and `dy` down) from the middle of `target` in `steps` moves,
   * through the browser's own touch input (DevTools protocol), so Chromium makes the pointer
   * events itself and applies `touch-action`.
   */
  async swipe(target: Locator, dx: number, dy = 0, steps = 4): Promise<void> {
    const box = (await target.boundingBox())!;
    const x = box.x + Math.min(box.width / 2, 20);
    const y = box.y + box.height / 2;
    const cdp: CDPSession = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / steps, y: y + (dy * step) / steps }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Adds or removes a body class, as a site script switching a variant would. */
  bodyClass(name: string, on: boolean): Promise<void> {
    return this.page.evaluate(([cls, add]) => void document.body.classList.toggle(cls as string, add as boolean), [name, on] as const);
  }

  mobileSearchState(): Promise<string | null> {
    return this.mobileSearch.locator('.si-mobile-search').getAttribute('data-state');
  }

  searchToggle(): Locator {
    return this.mobileSearch.getByRole('button', { name: /поиск$/ });
  }

  /** The order page's summary panel and the footer, as boxes in the window. */
  orderBoxes(): Promise<{ summary: DOMRect; footer: DOMRect; layout: DOMRect }> {
    return this.page.evaluate(() => {
      const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().toJSON() as DOMRect;
      return { summary: box('.order-summary'), footer: box('.site-footer'), layout: box('.order-layout') };
    });
  }
}
