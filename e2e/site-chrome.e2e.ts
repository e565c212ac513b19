import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { SiteChromePage } from './support/site-chrome.page';

// axe on a whole page takes several seconds on a 2-core machine, more while other builds run:
// generous limits, so a busy machine does not fail a correct page.
vi.setConfig({ testTimeout: 90_000 });

/** A long page with the header: the menu has room to be scrolled past. */
const LONG_PAGE = '/payment-delivery/';
const ORDER_PAGE = '/personal/order/';
/** docs/islands/site-menu.md: the fixed menu fades in over 300 ms. */
const FADE_MS = 300;
/** site.css: the order summary's sticky top, clear of the fixed menu. */
const SUMMARY_TOP = 64;

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('site chrome (%s flavour)', (flavour) => {
  const url = (path: string) => `${path}${flavour === 'preact' ? '?flavour=preact' : ''}`;

  async function open(path: string, options: { width?: number; height?: number } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const chrome = new SiteChromePage(opened.page);
    await chrome.open(url(path));
    return { ...opened, chrome };
  }

  test('the menu is fixed past its bottom edge, fading in over 300 ms, and back in place when scrolled back, with no layout shift', async () => {
    const { page, errors, chrome } = await open(LONG_PAGE, { width: 1280, height: 600 });
    await chrome.mounted(chrome.menu);
    await waitForIslands(page);
    const threshold = await chrome.menuBottomInPage();
    const mainTop = await chrome.topInPage('main');
    const shifts = await chrome.watchLayoutShifts();
    const animations = await chrome.watchMenuAnimations();

    await chrome.scrollTo(threshold - 5);
    expect(await chrome.menuState()).toBe('in-place');
    await chrome.scrollTo(threshold + 5);
    await expect.poll(() => chrome.menuState()).toBe('fixed');
    expect(await chrome.menuBar.evaluate((nav) => getComputedStyle(nav).position)).toBe('fixed');
    expect((await chrome.menuBar.boundingBox())?.y).toBe(0);
    expect(await chrome.menuAnimationStyle()).toEqual({ name: 'si-site-menu-fade', duration: `${FADE_MS / 1000}s` });
    await expect.poll(() => animations.started()).toEqual(['si-site-menu-fade']);
    // The menu's old place is kept: the page below did not move.
    expect(await chrome.topInPage('main')).toBe(mainTop);

    await chrome.scrollTo(threshold + 400);
    expect(await chrome.menuState()).toBe('fixed');
    await keepScreenshot(page, `site-menu-fixed-${flavour}`);
    await chrome.scrollTo(threshold - 5);
    await expect.poll(() => chrome.menuState()).toBe('in-place');
    expect(await chrome.menuBar.evaluate((nav) => getComputedStyle(nav).position)).toBe('static');
    expect(await chrome.topInPage('main')).toBe(mainTop);
    await chrome.scrollTo(0);
    expect(await shifts.read()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('with reduced motion the menu is fixed without the fade', async () => {
    const { page, errors, chrome } = await open(LONG_PAGE, { width: 1280, height: 600 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await chrome.mounted(chrome.menu);
    await chrome.scrollTo((await chrome.menuBottomInPage()) + 50);
    await expect.poll(() => chrome.menuState()).toBe('fixed');
    expect((await chrome.menuAnimationStyle()).name).toBe('none');
    expect(errors).toEqual([]);
  });

  test('a right swipe opens the side panel as a modal dialog; Escape and a tap beside it close it, the focus back on the button', async () => {
    const { page, errors, chrome } = await open('/', { width: 375, height: 740 });
    await chrome.mounted(chrome.sidePanel);
    const button = chrome.menuButton();

    // Mostly down: a scroll, not a swipe.
    await chrome.swipe(button, 25, 80);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await chrome.swipe(button, 60);
    await chrome.panel().waitFor();
    // Open, and not toggled back by a tap the browser may have seen in the swipe.
    expect(await chrome.panel().isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await chrome.panelIsModal()).toBe(true);
    expect(await chrome.focused()).toBe('Закрыть меню');
    expect(await chrome.panel().getByRole('link', { name: 'Техподдержка' }).isVisible()).toBe(true);
    // Tab stays in the panel: the page behind is inert.
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await chrome.focusInPanel()).toBe(true);
    }
    await keepScreenshot(page, `side-panel-open-${flavour}`);

    await page.keyboard.press('Escape');
    await chrome.panel().waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await chrome.focused()).toBe('Меню');

    await button.click();
    await chrome.panel().waitFor();
    // The panel is 320 px wide: x = 355 is the dimmed page beside it.
    await page.mouse.click(355, 400);
    await chrome.panel().waitFor({ state: 'hidden' });
    expect(await chrome.focused()).toBe('Меню');

    // A right swipe on the open panel toggles it closed.
    await button.click();
    await chrome.panelSettled();
    await chrome.swipe(chrome.panel().getByRole('heading', { name: 'Меню' }), 60);
    await chrome.panel().waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  test('the side panel carries the side menu\'s search, whose suggestions drop down 300 px wide inside it', async () => {
    const { page, errors, chrome } = await open('/', { width: 375, height: 740 });
    await chrome.mounted(chrome.sidePanel);
    await chrome.menuButton().click();
    await chrome.panelSettled();
    // The printed field wakes the island, whose own field (a combobox) takes its place and the typing.
    await chrome.panel().getByRole('searchbox', { name: 'Поиск по каталогу' }).click();
    await chrome.panel().getByRole('combobox', { name: 'Поиск по каталогу' }).pressSequentially('a93');
    const list = chrome.panel().getByRole('listbox');
    await list.waitFor();
    expect(await list.getByRole('option').count()).toBeGreaterThan(0);
    const [listBox, panelBox] = await Promise.all([
      list.evaluate((element) => element.closest('.si-search-suggest__dropdown')!.getBoundingClientRect().toJSON() as DOMRect),
      chrome.panel().evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(listBox.width).toBe(300);
    expect(listBox.left).toBeGreaterThanOrEqual(panelBox.left);
    expect(listBox.right).toBeLessThanOrEqual(panelBox.right);
    expect(errors).toEqual([]);
  });

  test('the side panel names the city this browser stored, not the printed one, and follows a city stored in another tab', async () => {
    const { page, context, errors, chrome } = await open('/', { width: 375, height: 740 });
    // The page is printed for Москва (no city cookie) while this browser holds Тверь in `userCity`,
    // as on a page from the composite cache; the "chosen" cookie keeps the city question away.
    await page.evaluate(() => localStorage.setItem('userCity', 'Тверь'));
    await context.addCookies([{ name: 'USER_CITY_CHOSEN', value: 'Y', url: `${baseUrl()}/` }]);
    await page.reload();
    await chrome.mounted(chrome.sidePanel);
    await chrome.menuButton().click();
    await chrome.panel().waitFor();
    expect(await chrome.panelCity()).toBe('Тверь');

    // Another tab of the same browser stores another city: the store's storage sync brings it here.
    const other = await context.newPage();
    await other.goto(url('/'));
    await other.evaluate(() => localStorage.setItem('userCity', 'Орёл'));
    await expect.poll(() => chrome.panelCity()).toBe('Орёл');
    await other.close();
    expect(errors).toEqual([]);
  });

  test('the mobile search follows the mobile body class and the width, and the promo and market classes, live', async () => {
    const { page, errors, chrome } = await open('/', { width: 1280, height: 800 });
    await waitForIslands(page);
    expect(await chrome.mobileSearch.isVisible()).toBe(false);

    await chrome.bodyClass('mobile', true);
    expect(await chrome.mobileSearch.isVisible()).toBe(true);
    await chrome.mobileSearch.getByRole('link', { name: 'Поиск' }).click();
    await chrome.mounted(chrome.mobileSearch);
    await expect.poll(() => chrome.mobileSearchState()).toBe('open');
    expect(await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).last().evaluate((field) => field === document.activeElement)).toBe(true);

    await chrome.bodyClass('mobile', false);
    await expect.poll(() => chrome.mobileSearchState()).toBe('off');
    expect(await chrome.mobileSearch.isVisible()).toBe(false);

    await chrome.bodyClass('mobile', true);
    await expect.poll(() => chrome.mobileSearchState()).toBe('closed');
    expect(await chrome.searchToggle().getAttribute('aria-label')).toBe('Открыть поиск');

    await chrome.bodyClass('promo', true);
    await expect.poll(() => chrome.mobileSearch.locator('.si-mobile-search').getAttribute('data-variant')).toBe('mobile promo');
    await chrome.bodyClass('promo', false);
    await chrome.bodyClass('market', true);
    await expect.poll(() => chrome.mobileSearch.locator('.si-mobile-search').getAttribute('data-variant')).toBe('mobile market');

    // Without the class, the width decides: below 576 px the page is mobile.
    await chrome.bodyClass('mobile', false);
    await expect.poll(() => chrome.mobileSearchState()).toBe('off');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => chrome.mobileSearchState()).toBe('closed');
    expect(await chrome.mobileSearch.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('on a phone the mobile search opens under the header without moving it, squeezing the logo or widening the page', async () => {
    const { page, errors, chrome } = await open('/', { width: 375, height: 740 });
    const header = () =>
      page.evaluate(() => ({
        height: document.querySelector('.site-header')!.getBoundingClientRect().height,
        logo: document.querySelector('.site-header__logo')!.getBoundingClientRect().width,
        pageWidth: document.documentElement.scrollWidth,
      }));
    const printed = await header();
    expect(printed.pageWidth).toBe(375);
    await chrome.mobileSearch.getByRole('link', { name: 'Поиск' }).click();
    await chrome.mounted(chrome.mobileSearch);
    await expect.poll(() => chrome.mobileSearchState()).toBe('open');
    const field = page.getByRole('searchbox', { name: 'Поиск по каталогу' }).last();
    // The field spans the header's row, below the toggle, whatever the toggle's cell is.
    await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    expect((await field.boundingBox())!.y).toBeGreaterThan((await chrome.searchToggle().boundingBox())!.y);
    expect(await header()).toEqual(printed);
    await chrome.searchToggle().click();
    await expect.poll(() => chrome.mobileSearchState()).toBe('closed');
    expect(await header()).toEqual(printed);
    expect(errors).toEqual([]);
  });

  test('on a phone the mounted mobile search focuses its field within the press, so the phone opens its keyboard', async () => {
    const { page, errors, chrome } = await open('/', { width: 375, height: 740 });
    await chrome.mobileSearch.getByRole('link', { name: 'Поиск' }).click();
    await chrome.mounted(chrome.mobileSearch);
    await expect.poll(() => chrome.mobileSearchState()).toBe('open');
    await chrome.searchToggle().click();
    await expect.poll(() => chrome.mobileSearchState()).toBe('closed');
    // Whether each focus comes while the click is being handled (its listeners and the tasks
    // they queue at once), as a phone's browser requires to show its keyboard, or later.
    await page.evaluate(() => {
      const log: string[] = [];
      let inPress = false;
      window.addEventListener('click', () => (inPress = true), true);
      window.addEventListener('click', () => (inPress = false));
      const focus = HTMLElement.prototype.focus;
      HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
        log.push(`${this.tagName.toLowerCase()} ${inPress ? 'in' : 'after'}`);
        return focus.call(this, options);
      };
      (window as unknown as { focusLog: string[] }).focusLog = log;
    });
    await chrome.searchToggle().click();
    await expect.poll(() => chrome.mobileSearchState()).toBe('open');
    expect(await page.evaluate(() => (window as unknown as { focusLog: string[] }).focusLog)).toEqual(['input in']);
    expect(errors).toEqual([]);
  });

  test('the order page\'s summary follows the scroll and stops above the footer', async () => {
    const { page, errors, chrome } = await open(ORDER_PAGE, { width: 1280, height: 600 });
    await waitForIslands(page);
    const start = await chrome.orderBoxes();
    expect(start.summary.top).toBeGreaterThan(SUMMARY_TOP);

    // Half-way down the form: the panel sits under the fixed menu.
    await chrome.scrollTo(start.layout.top + 200);
    const middle = await chrome.orderBoxes();
    expect(middle.summary.top).toBe(SUMMARY_TOP);
    const menu = await chrome.menuBar.boundingBox();
    expect(menu!.y + menu!.height).toBeLessThanOrEqual(SUMMARY_TOP);

    // At the end of the page: the panel has stopped with the form and the footer is clear.
    await chrome.scrollTo(100_000);
    const end = await chrome.orderBoxes();
    expect(end.summary.bottom).toBeLessThanOrEqual(end.footer.top);
    expect(end.summary.bottom).toBeLessThanOrEqual(end.layout.bottom);
    expect(errors).toEqual([]);
  });

  test('the basket links to the order page', async () => {
    const { page, errors } = await open('/personal/cart/');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Оформление заказа' }).waitFor();
    expect(errors).toEqual([]);
  });

  for (const viewport of VIEWPORTS) {
    test(`axe finds nothing at ${viewport.width} px: the menu fixed, the side panel open, the mobile search open, the order page`, async () => {
      const { page, errors, chrome } = await open('/', viewport);
      await waitForIslands(page);
      await chrome.scrollTo((await chrome.menuBottomInPage()) + 100);
      await expect.poll(() => chrome.menuState()).toBe('fixed');
      expect(await axeViolations(page)).toEqual([]);
      if (viewport.width < 992) {
        await chrome.menuButton().click();
        await chrome.panel().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await chrome.panel().waitFor({ state: 'hidden' });
      }
      if (viewport.width < 576) {
        // The mobile search wakes on a touch: opened, so axe sees the island and not its fallback.
        await chrome.mobileSearch.getByRole('link', { name: 'Поиск' }).click();
        await chrome.mounted(chrome.mobileSearch);
        await expect.poll(() => chrome.mobileSearchState()).toBe('open');
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.goto(url(ORDER_PAGE));
      await waitForIslands(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
