import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { keepScreenshot, openPage, useBrowser } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { PaymentPanelsPage } from './support/payment-panels.page';

// axe on a whole page takes several seconds on a 2-core machine, more while other builds run:
// generous limits, so a busy machine does not fail a correct page.
vi.setConfig({ testTimeout: 90_000 });

const PAGE = '/payment-delivery/';
const PRODUCT = '/catalog/product/101/';
/** docs/islands/payment-panels.md: a detail link leaves 120 px above its panel. */
const OFFSET = 120;

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('payment panels (%s flavour)', (flavour) => {
  const url = (path: string, hash = '') => `${path}${flavour === 'preact' ? '?flavour=preact' : ''}${hash}`;

  async function open(options: { width?: number; height?: number } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    return { ...opened, panels: new PaymentPanelsPage(opened.page) };
  }

  test('by mouse: a panel opens into the address, the next one closes it, a second press closes it; every server text stays', async () => {
    const { errors, panels } = await open();
    await panels.open(url(PAGE));
    expect(await panels.openTitles()).toEqual([]);
    expect(await panels.state()).toBe('closed');
    expect(await panels.island.locator('details').count()).toBe(0);
    // The closed panels' text is in the page, only hidden.
    expect(await panels.island.textContent()).toContain('Платёж защищён 3-D Secure');

    await panels.button('Курьером').click();
    expect(await panels.openTitles()).toEqual(['Курьером']);
    expect(await panels.island.getByText(/на следующий день/).isVisible()).toBe(true);
    expect(await panels.hash()).toBe('#delivery-courier');

    await panels.button('Банковской картой на сайте').click();
    expect(await panels.openTitles()).toEqual(['Банковской картой на сайте']);
    expect(await panels.island.getByText(/на следующий день/).isVisible()).toBe(false);
    expect(await panels.hash()).toBe('#payment-online');

    await panels.button('Банковской картой на сайте').click();
    expect(await panels.openTitles()).toEqual([]);
    expect(await panels.hash()).toBe('');
    expect(errors).toEqual([]);
  });

  test('the closed panels are searchable: text the browser finds in one (a link to an anchor inside) opens it, with no history entry', async () => {
    const { errors, panels, page } = await open();
    await panels.open(url(PAGE));
    const body = page.locator(`#${await panels.button('Курьером').getAttribute('aria-controls')}`);
    // Hidden until found, as the server's closed <details> are: the browser's find in page searches it.
    expect(await body.getAttribute('hidden')).toBe('until-found');
    const entries = await page.evaluate(() => history.length);
    await page.evaluate((id) => {
      document.querySelector(`#${id} > *`)!.id = 'courier-terms';
      location.hash = 'courier-terms';
    }, (await body.getAttribute('id'))!);
    await expect.poll(() => panels.openTitles()).toEqual(['Курьером']);
    expect(await panels.island.getByText(/на следующий день/).isVisible()).toBe(true);
    expect(await panels.hash()).toBe('#courier-terms');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(errors).toEqual([]);
  });

  test('a press that closes a panel above keeps the pressed button where it was', async () => {
    const { errors, panels } = await open({ width: 1280, height: 600 });
    await panels.open(url(PAGE));
    await panels.button('Наличными или картой при получении').click();
    const courier = panels.button('Курьером');
    await courier.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const before = await panels.topInWindow(courier);
    await courier.click();
    expect(await panels.openTitles()).toEqual(['Курьером']);
    expect(Math.abs((await panels.topInWindow(courier)) - before)).toBeLessThan(1);
    expect(errors).toEqual([]);
  });

  test('by keyboard: Tab from button to button, Enter and Space open and close', async () => {
    const { page, errors, panels } = await open();
    await panels.open(url(PAGE));
    await panels.button('Наличными или картой при получении').focus();
    await page.keyboard.press('Enter');
    expect(await panels.openTitles()).toEqual(['Наличными или картой при получении']);
    await page.keyboard.press('Tab');
    expect(await panels.button('Банковской картой на сайте').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await panels.openTitles()).toEqual(['Банковской картой на сайте']);
    await page.keyboard.press('Space');
    expect(await panels.openTitles()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a detail link opens its panel and scrolls it to 120 px from the top over time, the focus on its button', async () => {
    const { errors, panels } = await open({ width: 1280, height: 600 });
    await panels.open(url(PAGE));
    await panels.recordStates();
    await panels.detailLink('Доставка курьером').click();
    expect(await panels.openTitles()).toEqual(['Курьером']);
    expect(await panels.hash()).toBe('#delivery-courier');
    await panels.scrollEnded();
    expect(await panels.statesSeen()).toEqual(['scrolling', 'open']);
    expect(Math.round(await panels.topInWindow(panels.panel('delivery-courier')))).toBe(OFFSET);
    expect(await panels.button('Курьером').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('under reduced motion a detail link jumps at once', async () => {
    const { page, errors, panels } = await open({ width: 1280, height: 600 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await panels.open(url(PAGE));
    await page.evaluate(() => {
      const places: number[] = ((window as unknown as { __places: number[] }).__places = []);
      addEventListener('scroll', () => places.push(scrollY), { passive: true });
    });
    await panels.detailLink('Оплата частями').click();
    // In place as soon as the click is over: no eased frames.
    expect(Math.round(await panels.topInWindow(panels.panel('payment-instalment')))).toBe(OFFSET);
    await panels.scrollEnded();
    expect(Math.round(await panels.topInWindow(panels.panel('payment-instalment')))).toBe(OFFSET);
    expect(await panels.openTitles()).toEqual(['Оплата частями и кредит']);
    // The page went through no place on the way.
    const places = await page.evaluate(() => (window as unknown as { __places: number[] }).__places);
    expect(new Set(places)).toEqual(new Set([await page.evaluate(() => scrollY)]));
    expect(errors).toEqual([]);
  });

  test('the product page’s link opens its panel on load, 120 px from the top', async () => {
    const { page, errors, panels } = await open({ width: 1280, height: 600 });
    await page.goto(url(PRODUCT));
    // The instalment line's «Как это работает», the address the product page gives.
    const href = await page.locator('a', { hasText: 'Как это работает' }).first().getAttribute('href');
    expect(href).toBe('/payment-delivery/#payment-instalment');
    const [path, hash] = href!.split('#');
    await panels.open(url(path!, `#${hash}`));
    await expect.poll(() => panels.openTitles()).toEqual(['Оплата частями и кредит']);
    expect(Math.round(await panels.topInWindow(panels.panel('payment-instalment')))).toBe(OFFSET);
    expect(await panels.hash()).toBe('#payment-instalment');
    expect(errors).toEqual([]);
  });

  test('back and forward walk the panels opened', async () => {
    const { page, errors, panels } = await open();
    await panels.open(url(PAGE));
    await panels.button('Курьером').click();
    await panels.button('Самовывоз из пункта выдачи').click();
    await page.goBack();
    await expect.poll(() => panels.openTitles()).toEqual(['Курьером']);
    await page.goBack();
    await expect.poll(() => panels.openTitles()).toEqual([]);
    expect(await panels.hash()).toBe('');
    await page.goForward();
    await expect.poll(() => panels.openTitles()).toEqual(['Курьером']);
    await page.goForward();
    await expect.poll(() => panels.openTitles()).toEqual(['Самовывоз из пункта выдачи']);
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('no layout shift when it takes over, and axe finds nothing ($name)', async ({ name, width, height }) => {
    const { page, errors, panels } = await open({ width, height });
    await panels.watchLayoutShifts();
    const held = await panels.holdIsland();
    await page.goto(url(PAGE));
    const before = await panels.panelTops();
    await held.release();
    await panels.mounted();
    expect(await panels.panelTops()).toEqual(before);
    expect(await panels.layoutShift()).toBeLessThan(0.01);
    expect(await axeViolations(page)).toEqual([]);
    await panels.button('Установка в сервисном центре').click();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `payment-panels-${name}-${flavour}`);
    expect(errors).toEqual([]);
  });
});
