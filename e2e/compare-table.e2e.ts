import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, printedThenMounted, useBrowser, waitForIslands } from './support/browser';
import { CompareTablePage } from './support/compare-table.page';
import { VIEWPORTS } from './support/pages';

// axe and five removals on a 2-core machine shared with other builds: generous limits.
vi.setConfig({ testTimeout: 90_000 });

// The demo session compares 101, 103, 104, 109 and 123 (all for sale); 101 is also in its basket.
const NAMES = {
  101: 'Автосигнализация Стражъ A93 v2 2CAN+2LIN',
  103: 'Автосигнализация Стражъ A96 v2 2CAN+4LIN',
  104: 'Автосигнализация Стражъ E96 v2 BT ECO',
  109: 'Автосигнализация AutoGuard X-1800 BT',
  123: 'Автосигнализация Бастион Б-30 GSM Автозапуск',
} as const;
// The same for every compared product: shown in the «all» view only.
const SAME_ROW = 'Страна производства';
// The no-script link that puts the section's 18 alarms into the compare list: enough columns to scroll.
const WHOLE_SECTION = '/catalog/compare/?action=ADD_TO_COMPARE_LIST&FILTER_PARAMS[SECTION_CODE]=signalizatsii';

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('compare-table on /catalog/compare/ (%s flavour)', (flavour) => {
  const withFlavour = (path: string) => (flavour === 'preact' ? `${path}${path.includes('?') ? '&' : '?'}flavour=preact` : path);

  async function open(path = '/catalog/compare/', size: { width?: number; height?: number } = {}) {
    const opened = await openPage(browser(), size);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const compare = new CompareTablePage(opened.page);
    await compare.recordViews();
    await opened.page.goto(withFlavour(path));
    await compare.waitForStore();
    await waitForIslands(opened.page);
    await compare.waitMounted();
    return { ...opened, compare };
  }

  /** A fresh page that has not loaded yet: for a test that holds a request first. */
  async function blank() {
    const opened = await openPage(browser());
    openContext = opened.context;
    return { ...opened, compare: new CompareTablePage(opened.page) };
  }

  test('comes up with the differences the page printed and toggles to every row and back', async () => {
    const { page, errors, compare } = await open();
    // The island took over the printed differences as they were: it never showed every row.
    expect(await compare.views()).toEqual(['differences']);
    expect(await compare.modeButton('только различия').getAttribute('aria-pressed')).toBe('true');
    expect(await compare.caption()).toBe('Товаров в сравнении: 5, только различия');
    expect(await compare.rowHead(SAME_ROW).isVisible()).toBe(false);
    expect(await compare.rowHead('Производитель').isVisible()).toBe(true);

    await compare.modeButton('все характеристики').click();
    expect(await compare.state()).toBe('all');
    expect(await compare.rowHead(SAME_ROW).isVisible()).toBe(true);
    expect(await compare.caption()).toBe('Товаров в сравнении: 5');
    await expect.poll(() => compare.announcement()).toBe('Показаны все характеристики');
    await compare.modeButton('только различия').click();
    expect(await compare.rowHead(SAME_ROW).isVisible()).toBe(false);
    await keepScreenshot(page, `compare-table-differences-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('takes over the printed differences where they stand: the rows and the table keep their place', async () => {
    // A differing row under the hidden ones: it would move if the island showed any other rows.
    const measure = (page: Page) =>
      page.evaluate(() => {
        const island = document.querySelector<HTMLElement>('[data-island="compare-table"]')!;
        const row = [...island.querySelectorAll('[role="rowheader"], th[scope="row"]')].find((head) => head.textContent!.trim() === 'Рабочая частота, МГц')!;
        // Whole pixels: a shift under one pixel is not seen.
        return { status: island.dataset.islandStatus ?? null, height: Math.round(island.getBoundingClientRect().height), rowTop: Math.round(row.getBoundingClientRect().top) };
      });
    for (const width of [375, 1280]) {
      const opened = await openPage(browser(), { width, height: 900 });
      openContext = opened.context;
      const { printed, mounted: island } = await printedThenMounted(opened, withFlavour('/catalog/compare/'), 'compare-table', measure);
      expect(printed.status, `at ${width} px`).toBeNull();
      expect({ height: island.height, rowTop: island.rowTop }, `at ${width} px`).toEqual({ height: printed.height, rowTop: printed.rowTop });
      expect(opened.errors).toEqual([]);
      await opened.context.close();
      openContext = undefined;
    }
  });

  test('a page printed with every row (the shopper\'s «все характеристики» without script) comes up with every row', async () => {
    const { errors, compare } = await open('/catalog/compare/?DIFFERENT=N');
    expect((await compare.views())[0]).toBe('all');
    expect(await compare.modeButton('все характеристики').getAttribute('aria-pressed')).toBe('true');
    expect(await compare.rowHead(SAME_ROW).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a template that names no view gets every row first, then the differences chosen by the island itself', async () => {
    // The reference page's markup to copy prints every row and no `view` (docs/islands/compare-table.md).
    const { errors, compare } = await open('/__docs/compare-table/');
    await expect.poll(() => compare.state()).toBe('differences');
    expect(await compare.views()).toEqual(['all', 'differences']);
    expect(await compare.rowHead('Автозапуск').isVisible()).toBe(false);
    expect(await compare.rowHead('Дальность, м').isVisible()).toBe(true);
    await expect.poll(() => compare.announcement()).toBe('Показаны только различия');
    expect(errors).toEqual([]);
  });

  test('scrolls by exactly one column with the buttons and the arrow keys, labels and header staying in view', async () => {
    const { page, errors, compare } = await open(WHOLE_SECTION);
    // Measured in the differences view, which the page prints (the rows where all agree hidden).
    await expect.poll(() => compare.state()).toBe('differences');
    expect((await compare.columnNames()).length).toBeGreaterThan(10);
    const width = await compare.columnWidth();
    const labelBox = await compare.rowHead('Производитель').boundingBox();
    expect(await compare.stepButton('back').getAttribute('aria-disabled')).toBe('true');

    await compare.stepButton('forward').click();
    await expect.poll(() => compare.scrollLeft()).toBe(width);
    await compare.region().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => compare.scrollLeft()).toBe(2 * width);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => compare.scrollLeft()).toBe(width);
    // A touch scroll leaves the table between columns; the next step goes to the next column edge.
    await compare.region().evaluate((region) => (region.scrollLeft += 30));
    await compare.stepButton('forward').click();
    await expect.poll(() => compare.scrollLeft()).toBe(2 * width);
    expect(await compare.stepButton('back').getAttribute('aria-disabled')).toBeNull();

    // The labels column stays at the left, the product header at the top of the box.
    // (x only: clicking and focusing may scroll the page itself up or down.)
    expect((await compare.rowHead('Производитель').boundingBox())?.x).toBe(labelBox?.x);
    const headerOffset = () => compare.island().locator('thead th').first().evaluate((cell) => Math.round(cell.getBoundingClientRect().top - cell.closest('[role="region"]')!.getBoundingClientRect().top));
    await compare.region().evaluate((region) => (region.scrollTop = 300));
    await expect.poll(() => compare.region().evaluate((region) => region.scrollTop)).toBeGreaterThan(0);
    // Not 300 px above the box, as a plain row would be: at its top edge (inside its 1 px border).
    expect(await headerOffset()).toBeGreaterThanOrEqual(0);
    expect(await headerOffset()).toBeLessThanOrEqual(1);
    await compare.region().focus();
    await page.keyboard.press('End');
    await expect.poll(() => compare.region().evaluate((region) => region.scrollWidth - region.clientWidth - region.scrollLeft), { timeout: 5000 }).toBeLessThanOrEqual(1);
    await expect.poll(() => compare.stepButton('forward').getAttribute('aria-disabled')).toBe('true');
    expect(errors).toEqual([]);
  });

  test('on a phone, Shift+Tab back through the products never leaves the focus under the sticky labels', async () => {
    const { page, errors, compare } = await open(WHOLE_SECTION, { width: 375, height: 740 });
    await expect.poll(() => compare.state()).toBe('differences');
    // Each product's head: its link, «В корзину» (for sale) and the removal. A control of the fifth
    // product or so, scrolled into view by the focus; then back, one control at a time.
    await compare.island().locator('thead th a[href], thead th button').nth(12).focus();
    const cornerRight = await compare.island().locator('thead .si-compare-table__corner').evaluate((cell) => cell.getBoundingClientRect().right);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Shift+Tab');
      const left = await page.evaluate(() => document.activeElement!.getBoundingClientRect().left);
      expect(left, `after ${step + 1} Shift+Tab`).toBeGreaterThanOrEqual(cornerRight - 1);
    }
    expect(errors).toEqual([]);
  });

  test('on a phone and a desktop, no word of the names, labels or values breaks in its middle', async () => {
    for (const width of [375, 1280]) {
      const { compare } = await open('/catalog/compare/', { width, height: 900 });
      await compare.modeButton('все характеристики').click();
      expect(await compare.state()).toBe('all');
      expect(await compare.splitWords(), `at ${width} px`).toEqual([]);
      await openContext!.close();
      openContext = undefined;
    }
  });

  test('two products share the width evenly, with nothing to scroll', async () => {
    const { page, compare } = await open();
    for (const id of [104, 109, 123] as const) {
      await compare.removeButton(NAMES[id]).click();
      await expect.poll(() => compare.columnNames()).not.toContain(NAMES[id]);
    }
    const widths = await compare.island().locator('thead [data-part="product"]').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    expect(widths).toHaveLength(2);
    expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThanOrEqual(1);
    expect(await compare.stepButton('forward').count()).toBe(0);
    expect(await compare.region().evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
    await keepScreenshot(page, `compare-table-two-${flavour}`);
  });

  test('removes products down to the empty-list message; the counter and the stored list follow', async () => {
    const { page, errors, compare } = await open();
    expect(await compare.headerCount('compare_count')).toBe('5');
    const ids = [101, 103, 104, 109, 123] as const;
    for (const [index, id] of ids.entries()) {
      await compare.removeButton(NAMES[id]).click();
      await expect.poll(() => compare.storedIds('compareItems')).toEqual(ids.slice(index + 1));
      await expect.poll(() => compare.headerCount('compare_count')).toBe(String(ids.length - index - 1));
      if (index < ids.length - 1) {
        expect(await compare.caption()).toMatch(new RegExp(`^Товаров в сравнении: ${ids.length - index - 1}`));
        // The focus moves on to the next remove icon, so the keyboard can go on.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`Удалить из сравнения: ${NAMES[ids[index + 1]!]}`);
      }
    }
    await expect(compare.emptyMessage().isVisible()).resolves.toBe(true);
    expect(await compare.table().count()).toBe(0);
    expect(await compare.modeButton('только различия').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Список сравнения пуст.');
    // The server agrees: the page printed again is empty too.
    await page.reload();
    await expect.poll(() => page.getByText('Список сравнения пуст.').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('on a first visit, a product removed before the start-up answer stays removed when that older answer comes', async () => {
    const { page, errors, compare } = await blank();
    // Nothing stored in this browser; the session's lists as they were when the page started,
    // handed over only after the removal (a slow network).
    let deliver!: () => Promise<void>;
    const asked = new Promise<void>((resolve) => {
      void page.route(/\/getVars\.php/, async (route) => {
        const response = await route.fetch();
        deliver = () => route.fulfill({ response });
        resolve();
      });
    });
    await page.goto(withFlavour('/catalog/compare/'));
    await compare.waitMounted();
    await asked;
    await compare.removeButton(NAMES[103]).click();
    await expect.poll(() => compare.columnNames()).toEqual([NAMES[101], NAMES[104], NAMES[109], NAMES[123]]);
    await deliver();
    await compare.waitForStore();
    expect(((await compare.storedIds('compareItems')) as number[]).sort()).toEqual([101, 104, 109, 123]);
    expect(await compare.headerCount('compare_count')).toBe('4');
    expect(errors).toEqual([]);
  });

  test('a tap on a column\'s remove icon before the islands came removes that column, once the island is there', async () => {
    const { page, errors, compare } = await blank();
    // core.js (every island's registry) held: the tap lands on the template's link and waits.
    const core = await holdRequests(page, /\/core-[^/]*\.js$/);
    await page.goto(withFlavour('/catalog/compare/'));
    await page.locator('.compare-table__remove').nth(1).click();
    await core.release();
    await compare.waitMounted();
    await expect.poll(() => compare.columnNames()).toEqual([NAMES[101], NAMES[104], NAMES[109], NAMES[123]]);
    // Still this page: the island took the tap, not the link.
    expect(new URL(page.url()).pathname).toBe('/catalog/compare/');
    expect(new URL(page.url()).searchParams.get('action')).toBeNull();
    expect(errors).toEqual([]);
  });

  test('«В корзину» adds the product, then goes to the basket page', async () => {
    const { page, errors, compare } = await open();
    expect(await compare.headerCount('basket_count')).toBe('3');
    // Already in the basket: it says so and leads there.
    expect(await compare.island().getByRole('button', { name: `В корзине «${NAMES[101]}»` }).count()).toBe(1);
    await compare.buyButton(NAMES[103]).click();
    await page.waitForURL(`${baseUrl()}/personal/cart/`);
    expect(await compare.storedIds('basketItems')).toContain(103);
    await expect.poll(() => page.locator('main').textContent()).toContain(NAMES[103]);
    expect(errors).toEqual([]);
  });

  test('another tab follows a removal: its table and its header counter', async () => {
    const { page, compare } = await open();
    const other = await page.context().newPage();
    const otherCompare = new CompareTablePage(other);
    await other.goto(withFlavour('/catalog/compare/'));
    await otherCompare.waitForStore();
    await otherCompare.waitMounted();
    expect(await otherCompare.columnNames()).toContain(NAMES[109]);

    await compare.removeButton(NAMES[109]).click();
    await expect.poll(() => otherCompare.columnNames()).not.toContain(NAMES[109]);
    await expect.poll(() => otherCompare.headerCount('compare_count')).toBe('4');
    expect(await otherCompare.caption()).toMatch(/^Товаров в сравнении: 4/);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px, with the table and with the empty message', async ({ name, width, height }) => {
    const { page, errors, compare } = await open('/catalog/compare/', { width, height });
    await expect.poll(() => compare.state()).toBe('differences');
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `compare-table-${name}-${flavour}`);
    for (const id of [101, 103, 104, 109, 123] as const) {
      await compare.removeButton(NAMES[id]).click();
      await expect.poll(() => compare.removeButton(NAMES[id]).count()).toBe(0);
    }
    await compare.emptyMessage().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
