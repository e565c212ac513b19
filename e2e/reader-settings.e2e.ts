import type { BrowserContext, Page } from 'playwright-core';
import { keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { CityPickerPage } from './support/city-picker.page';
import { CompareTablePage } from './support/compare-table.page';
import { ProductActionsPage } from './support/product-actions.page';

// The reader's own settings (docs/embedding.md#reader-settings): Windows' contrast themes (forced
// colours), a user style sheet with wider text spacing (WCAG 1.4.12), a low or narrow window
// (WCAG 1.4.10), and paper. Each test loads whole pages: generous limits for a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

/** WCAG 1.4.12's text spacing, as a reader's style sheet sets it on every element. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** How far the page is wider than the window, once the next frame has been laid out (px). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth)))),
  );

/** A computed style property of the first element `selector` finds (of its `::before`/`::after` with `pseudo`). */
const styleOf = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.locator(selector).first().evaluate((element, [name, part]) => getComputedStyle(element, part).getPropertyValue(name!), [property, pseudo] as const);

describe.each(['react', 'preact'] as const)('reader settings (%s flavour)', (flavour) => {
  const url = (path: string) => (flavour === 'preact' ? `${path}?flavour=preact` : path);

  async function open(options: { width?: number; height?: number; forcedColours?: boolean } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    if (options.forcedColours) await opened.page.emulateMedia({ forcedColors: 'active' });
    return opened;
  }

  test('forced colours: the open tab and a video\'s play mark stay what they are', async () => {
    const { page, errors } = await open({ forcedColours: true });
    await page.goto(url('/catalog/product/101/'));
    await waitForIslands(page, '[data-island="product-tabs"], [data-island="product-gallery"]');
    // Every tab has a 3 px underline; only the open one may be drawn (the theme paints the others' too).
    const underline = (selected: boolean) => styleOf(page, `.si-product-tabs__tab[aria-selected='${selected}']`, 'border-bottom-color');
    const background = await styleOf(page, ".si-product-tabs__tab[aria-selected='false']", 'background-color');
    expect(await underline(false)).toBe(background);
    expect(await underline(true)).not.toBe(background);
    // The focus ring, drawn inside the tab on the theme's button face, in the theme's button text.
    await page.locator(".si-product-tabs__tab[aria-selected='true']").focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    const focused = page.locator('.si-product-tabs__tab:focus-visible');
    expect(await focused.evaluate((tab) => getComputedStyle(tab).outlineColor)).toBe(await styleOf(page, ".si-product-tabs__tab[aria-selected='false']", 'color'));
    // A triangle («play»), not a square («stop»): three of its four edges stay transparent.
    const thumb = ".si-product-gallery__thumb[data-kind='video']";
    for (const edge of ['top', 'right', 'bottom']) expect(await styleOf(page, thumb, `border-${edge}-color`, '::before')).toBe('rgba(0, 0, 0, 0)');
    expect(await styleOf(page, thumb, 'border-left-color', '::before')).not.toBe('rgba(0, 0, 0, 0)');
    await keepScreenshot(page, `reader-settings-forced-tabs-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('forced colours: the pressed mode of the comparison and the city the arrows are on are marked, dialogs have an edge', async () => {
    const { page, context, errors } = await open({ forcedColours: true });
    const compare = new CompareTablePage(page);
    await page.goto(url('/catalog/compare/'));
    await compare.waitMounted();
    const mode = (pressed: boolean) => styleOf(page, `.si-compare-table__mode[aria-pressed='${pressed}']`, 'background-color');
    expect(await mode(true)).not.toBe(await mode(false));

    const city = new CityPickerPage(page, context);
    await waitForIslands(page, '[data-island="city-picker"]');
    await city.openByKeyboard();
    expect(Number.parseFloat(await styleOf(page, '.si-city-dialog', 'border-top-width'))).toBeGreaterThanOrEqual(1);
    await page.keyboard.type('Ка');
    await city.options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    const option = (selected: boolean) => styleOf(page, `.si-city-dialog__option[aria-selected='${selected}']`, 'background-color');
    expect(await option(true)).not.toBe(await option(false));
    await keepScreenshot(page, `reader-settings-forced-city-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('forced colours: the preorder dialog and its filled button have an edge', async () => {
    const { page, errors } = await open({ forcedColours: true });
    const product = new ProductActionsPage(page);
    await product.open(110, flavour);
    const preorder = product.action('preorder');
    await product.wake(preorder);
    await preorder.getByRole('button', { name: /^Предзаказ/ }).click();
    const form = product.preorderForm();
    await form.waitFor();
    for (const selector of ['.si-preorder__dialog', '.si-preorder__submit']) {
      expect(Number.parseFloat(await styleOf(page, selector, 'border-top-width')), selector).toBeGreaterThanOrEqual(1);
    }
    expect(errors).toEqual([]);
  });

  test('wider text spacing in a 320 px window: the product page\'s buy box does not push the page sideways', async () => {
    const { page, errors } = await open({ width: 320, height: 640 });
    // A reader's style sheet is the browser's, outside the page's CSP, which blocks a <style> the
    // page would add: an adopted sheet stands in for it.
    await page.addInitScript((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, TEXT_SPACING);
    const product = new ProductActionsPage(page);
    await product.open(101, flavour);
    // The buy button waits for a touch: its focus mounts it.
    await product.wake(product.action('buy-button'));
    // The reader's spacing is on the page.
    expect(await page.evaluate(() => getComputedStyle(document.body).letterSpacing)).not.toBe('normal');
    expect(await sidewaysScroll(page)).toBe(0);
    await keepScreenshot(page, `reader-settings-spacing-product-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('printed, the product page gives every section under its heading and the main picture, not the open tab alone', async () => {
    const { page, errors } = await open();
    await page.goto(url('/catalog/product/101/'));
    await waitForIslands(page, '[data-island="product-tabs"], [data-island="product-gallery"]');
    await page.locator('.si-product-tabs__panel').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).display !== 'none'));
    const panels = await shown('.si-product-tabs__panel');
    expect(panels.length).toBeGreaterThan(1);
    expect(panels.every(Boolean)).toBe(true);
    expect(await page.locator('.si-product-tabs__panel h2').evaluateAll((headings) => headings.every((heading) => (heading as HTMLElement).offsetHeight > 0))).toBe(true);
    expect(await shown('.si-product-tabs__strip')).toEqual([false]);
    // One picture, no row of slides wider than the paper.
    expect((await shown('.si-product-gallery__slide')).filter(Boolean)).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('printed, the comparison gives its whole table and the return points their whole list, without the blank map', async () => {
    const { page, errors } = await open();
    const compare = new CompareTablePage(page);
    await page.goto(url('/catalog/compare/'));
    await compare.waitMounted();
    await page.emulateMedia({ media: 'print' });
    const scroll = page.locator('.si-compare-table__scroll');
    expect(await scroll.evaluate((box) => box.scrollHeight - box.clientHeight)).toBe(0);

    await page.emulateMedia({ media: 'screen' });
    await page.goto(url('/return-points/'));
    await page.locator('[data-island="return-map"]').scrollIntoViewIfNeeded();
    await page.locator('.si-return-map__items li').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.si-return-map__frame').evaluate((frame) => getComputedStyle(frame).display)).toBe('none');
    const list = page.locator('.si-return-map__list');
    expect(await list.evaluate((box) => box.scrollHeight - box.clientHeight)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a low window (400 % zoom, a phone on its side): the comparison stays within it', async () => {
    const { page, errors } = await open({ width: 320, height: 256 });
    const compare = new CompareTablePage(page);
    await page.goto(url('/catalog/compare/'));
    await compare.waitMounted();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
