import type { Page } from 'playwright-core';
import { DEMO_ENDPOINTS, DEMO_SESSID } from '@shop-islands/dev-server';
import { axeViolations } from './support/axe';
import { baseUrl, keepScreenshot, layoutShift, openPage, useBrowser, waitForIslands, watchLayoutShifts } from './support/browser';
import { EXAMPLE_PAGES, islandStatuses, VIEWPORTS, watchUnknownIslands } from './support/pages';

const browser = useBrowser();

/** How far the page is wider than the window, once the frame after now has been laid out (px). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth)))),
  );

/** Waits until no island of the page is loading any more (an `idle` or `visible` one may start after `waitForIslands`). */
async function settledIslands(page: Page, message: string) {
  let islands = await islandStatuses(page);
  await expect
    .poll(async () => (islands = await islandStatuses(page)).filter(({ status }) => status === 'loading' || status === null), { message, timeout: 20_000 })
    .toEqual([]);
  return islands;
}

/** Loads one page at one width and checks what every shopper-facing page must be. */
async function checkPage(path: string, name: string, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  const at = `${path} at ${viewport.width} px`;
  const { page, context, errors } = await openPage(browser(), viewport);
  try {
    const unknownIslands = watchUnknownIslands(page);
    const response = await page.goto(path);
    expect(response?.status(), at).toBe(200);
    expect(await page.locator('h1').count(), `${at}: one h1`).toBe(1);
    expect((await page.locator('h1').textContent())?.trim(), `${at}: h1 text`).not.toBe('');

    await waitForIslands(page);
    const islands = await settledIslands(page, `${at}: islands still loading`);
    // The header's islands are on every page.
    expect(islands.map((island) => island.name), at).toEqual(expect.arrayContaining(['city-picker', 'side-panel', 'search-suggest', 'site-menu']));
    for (const { name: island, status } of islands) expect(['mounted', 'pending', 'failed'], `${at}: ${island}`).toContain(status);
    // `failed` is acceptable only for an island the loader does not know yet (its issue is still open).
    const failed = [...new Set(islands.filter((island) => island.status === 'failed').map((island) => island.name))];
    await expect.poll(() => failed.filter((island) => !unknownIslands.has(island)), { message: `${at}: failed known islands` }).toEqual([]);

    // Nothing pushes the page sideways: wide content (a table, a strip of cards) scrolls in a box of its own.
    const sideways = await sidewaysScroll(page);
    expect(sideways, `${at}: the page is wider than the window by ${sideways} px`).toBeLessThanOrEqual(0);
    // A page's text-field styles must not stretch its radios and checkboxes (the order form's once took the field's width).
    const stretched = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')]
        .map((input) => ({ name: input.name, box: input.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 32 || box.height > 32)
        .map(({ name, box }) => `${name} ${box.width.toFixed(0)} × ${box.height.toFixed(0)}`),
    );
    expect(stretched, `${at}: stretched radios or checkboxes`).toEqual([]);
    expect(await axeViolations(page), `${at}: axe`).toEqual([]);
    await keepScreenshot(page, `pages-${name}-${viewport.name}`);
    expect(errors, `${at}: console errors`).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('every example page, at 1280 px and at 375 px', () => {
  // Both widths at once: while one page runs axe, the other loads (about half the time on 2 cores).
  test.each(EXAMPLE_PAGES)('$path answers 200 with one h1, no console error, settled islands, no sideways scroll, radios of their size and no axe violation', async ({ path, name }) => {
    const results = await Promise.allSettled(VIEWPORTS.map((viewport) => checkPage(path, name, viewport)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failures.length) throw failures[0];
    // two full pages with axe each: the long catalogue pages need more than the default 30 s on a busy machine
  }, 60_000);
});

describe('every example page between the two widths', () => {
  // A phone, a tablet held upright and one held sideways: widths where a layout changes its mind.
  const WIDTHS = [320, 768, 1024];

  test('no page scrolls sideways at 320, 768 or 1024 px once its islands have mounted', async () => {
    const { page, context } = await openPage(browser(), { width: WIDTHS[0] });
    const wider: string[] = [];
    try {
      for (const { path } of EXAMPLE_PAGES) {
        await page.goto(path);
        await waitForIslands(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The islands that follow the width (the mobile search, the carousels) answer the resize in
          // a frame or a few on a busy machine: a page is wider only if it stays so.
          let sideways = await sidewaysScroll(page);
          for (const deadline = Date.now() + 3_000; sideways > 0 && Date.now() < deadline; ) sideways = await sidewaysScroll(page);
          if (sideways > 0) wider.push(`${path} at ${width} px by ${sideways} px`);
        }
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      }
    } finally {
      await context.close();
    }
    expect(wider).toEqual([]);
  }, 120_000);
});

describe('every example page as its islands take over', () => {
  test.each(VIEWPORTS)('nothing moves at $width px while the islands replace their fallbacks', async (viewport) => {
    const moved: string[] = [];
    for (const { path } of EXAMPLE_PAGES) {
      const { page, context } = await openPage(browser(), viewport);
      try {
        await watchLayoutShifts(page);
        await page.goto(path);
        await waitForIslands(page);
        await settledIslands(page, `${path} at ${viewport.width} px: islands still loading`);
        const shift = await layoutShift(page);
        if (shift > 0) moved.push(`${path}: layout shift ${shift.toFixed(4)}`);
      } finally {
        await context.close();
      }
    }
    expect(moved).toEqual([]);
  }, 120_000);
});

describe('the backend behind the pages', () => {
  test('answers 404 for a page that does not exist', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page/`);
    expect(response.status).toBe(404);
  });

  test('refuses a call with a wrong sessid with 403', async () => {
    const response = await fetch(`${baseUrl()}/local/ajax/getVars.php?sessid=wrong-session`);
    expect(response.status).toBe(403);
  });
});

describe('the server fallbacks, as a shopper sees them before (or without) the islands', () => {
  const call = (key: keyof typeof DEMO_ENDPOINTS, params: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${DEMO_ENDPOINTS[key]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sessid: DEMO_SESSID, ...params }),
    });
  const pageHtml = async (path: string) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  test('a catalogue item links to its product page', async () => {
    const catalogue = await pageHtml('/catalog/');
    const link = /class="catalog-item__name" href="([^"]+)">([^<]+)</.exec(catalogue);
    expect(link).not.toBeNull();
    const product = await pageHtml(link![1]!);
    expect(product).toContain(`<h1`);
    expect(product).toContain(link![2]!);
    expect(product).not.toContain('Товар не найден');
  });

  test('the compare page shows the empty-list message once every product is removed', async () => {
    expect(await pageHtml('/catalog/compare/')).toContain('Товаров в сравнении: 5');
    const ids = new URLSearchParams([101, 103, 104, 109, 123].map((id) => ['PRODUCT_ID[]', String(id)]));
    await fetch(`${baseUrl()}${DEMO_ENDPOINTS.delFromCompareList}`, { method: 'POST', body: new URLSearchParams([['sessid', DEMO_SESSID], ...ids]) });
    const html = await pageHtml('/catalog/compare/');
    expect(html).toContain('Список сравнения пуст.');
    expect(html).not.toContain('<table');
  });

  test('the compare table shows the differing rows, and every row when asked, without script', async () => {
    const sameForAll = '<th scope="row">Страна производства</th>';
    expect(await pageHtml('/catalog/compare/')).not.toContain(sameForAll);
    expect(await pageHtml('/catalog/compare/?DIFFERENT=Y')).not.toContain(sameForAll);
    expect(await pageHtml('/catalog/compare/?DIFFERENT=N')).toContain(sameForAll);
  });

  test('the basket page shows the empty-basket block and related products once the basket is cleared', async () => {
    expect(await pageHtml('/personal/cart/')).toContain('Итого: <strong>66 960 руб.</strong>');
    expect((await call('basketDelete')).status).toBe(200);
    const html = await pageHtml('/personal/cart/');
    expect(html).toContain('Ваша корзина пуста');
    expect(html).toContain('С этим покупают');
  });

  test('the return points list shows the points of the chosen city', async () => {
    const html = await pageHtml('/return-points/?city=' + encodeURIComponent('Казань'));
    const addresses = [...html.matchAll(/<p class="point__address">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/^г\. Казань/);
  });

  test('an unknown car or product gets a friendly message, still as a page', async () => {
    expect(await pageHtml('/wizard/no-such-brand/model/')).toContain('<h1>Автомобиль не найден</h1>');
    expect(await pageHtml('/catalog/product/999/')).toContain('<h1>Товар не найден</h1>');
    expect(await pageHtml('/wizard/kia/rio/')).toContain('<h1>Охранные системы и телематика для Kia Rio</h1>');
  });
});
