import type { Page } from 'playwright-core';
import { catalog, products, queryCatalog, readFilter } from '@shop-islands/dev-server';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, printedThenMounted, useBrowser } from './support/browser';
import { CatalogPage, inFlavour } from './support/catalog.page';

const browser = useBrowser();

type StoreWindow = {
  shopIslands: { store: { clearCompare(): void; addToCompare(ids: number[]): void; compareItems: { value: readonly number[] } } };
};

/**
 * Opens the catalogue with exactly two of its shown products in the compare list, and returns them.
 * core.js merges the session's compare list (getVars.php) into the browser's when that answer
 * comes; the test waits for the merge before choosing, so the answer cannot land afterwards.
 */
async function chooseTwoToCompare(page: Page, catalogPage: CatalogPage): Promise<number[]> {
  const vars = page.waitForResponse((response) => response.url().includes('/getVars.php'));
  await catalogPage.open();
  const { compareItems } = (await (await vars).json()) as { compareItems: number[] };
  const stored = () => page.evaluate(() => [...(window as unknown as StoreWindow).shopIslands.store.compareItems.value]);
  await expect.poll(stored).toEqual(expect.arrayContaining(compareItems));

  const shown = await catalogPage.items.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.productId)));
  await page.evaluate(() => (window as unknown as StoreWindow).shopIslands.store.clearCompare());
  await expect.poll(() => catalogPage.compare.getAttribute('aria-disabled')).toBe('true');
  expect(await catalogPage.list.getByText('Отметьте товары кнопкой «Сравнить» в карточках.').isVisible()).toBe(true);

  const chosen = shown.slice(0, 2);
  await page.evaluate((ids) => (window as unknown as StoreWindow).shopIslands.store.addToCompare(ids), chosen);
  await expect.poll(() => catalogPage.compare.textContent()).toBe('Сравнить выбранные (2)');
  expect(await stored()).toEqual(chosen);
  return chosen;
}

/** What the backend finds for a filter, to compare the page with. */
const expected = (filterParams: Record<string, string | string[]>) => queryCatalog(readFilter({ FILTER_PARAMS: filterParams })).found;

const purpose = (id: number) => catalog.purposes.find((item) => item.id === id)!.name;
const pluralRules = new Intl.PluralRules('ru-RU');
const foundText = (count: number) => {
  const form = pluralRules.select(count);
  return `${form === 'one' ? 'Найден' : 'Найдено'} ${count} ${form === 'one' ? 'товар' : form === 'few' ? 'товара' : 'товаров'}`;
};

describe.each(['react', 'preact'] as const)('the catalogue page, %s flavour (docs/islands/catalog-filter.md, docs/islands/catalog-list.md)', (flavour) => {
  test('a purpose checkbox filters the list: the count and the items change', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    await expect.poll(() => catalogPage.found.textContent()).toBe(foundText(products.length));
    expect(await catalogPage.items.count()).toBe(18);
    expect(catalogPage.catalogRequests).toHaveLength(0);

    const autostart = expected({ ITEM_PURPOSE_LIST: ['2'] });
    await catalogPage.purpose(purpose(2)).check();
    await expect.poll(() => catalogPage.found.textContent()).toBe(foundText(autostart.length));
    await catalogPage.settled();
    const ids = await catalogPage.items.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.productId)));
    expect(ids).toEqual(autostart.slice(0, 18).map((product) => product.id));
    expect(catalogPage.lastRequestBody().getAll('FILTER_PARAMS[ITEM_PURPOSE_LIST][]')).toEqual(['2']);
    // Nested islands of the new items are mounted by the loader (or wait for their moment).
    await expect
      .poll(() => catalogPage.list.locator('[data-island="buy-button"]:not([data-island-status])').count())
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('sorts by price ascending (docs/embedding.md#constants: sort value 1)', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    await catalogPage.sort.selectOption({ label: 'Сначала дешевле' });
    await expect.poll(() => catalogPage.lastRequestBody().get('FILTER_PARAMS[SORT_BY]')).toBe('1');
    await catalogPage.settled();
    expect(catalogPage.lastRequestBody().get('FILTER_PARAMS[SORT_ORDER]')).toBe('asc');
    const prices = await catalogPage.prices();
    expect(prices).toEqual(expected({ SORT_BY: '1' }).slice(0, 18).map((product) => product.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the price slider works from the keyboard and a typed price reloads after 1 s', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    await catalogPage.sliderFrom.focus();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    const from = Number(await catalogPage.priceFrom.inputValue());
    expect(from).toBeGreaterThan(290);
    expect(await catalogPage.sliderFrom.getAttribute('aria-valuetext')).toBe(`от ${new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(from)}`);
    await expect.poll(() => catalogPage.lastRequestBody().get('FILTER_PARAMS[MIN_PRICE]')).toBe(String(from));
    await catalogPage.settled();
    expect(Math.min(...(await catalogPage.prices()))).toBeGreaterThanOrEqual(from);

    // docs/islands/catalog-filter.md: letters are not typed; the reload follows the last digit by 1000 ms. Timed in
    // the page, on its own clock: the last key press's event time against the request's start (the
    // press starts the wait; its `input` event comes later, by some milliseconds on a busy machine).
    await page.evaluate(() => {
      const timed = window as unknown as { lastInputAt: number };
      document.addEventListener('keydown', (event) => (timed.lastInputAt = event.timeStamp), true);
    });
    const before = catalogPage.catalogRequests.length;
    const timedCalls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/catalogList.php')).length;
    const timedBefore = await page.evaluate(timedCalls);
    await catalogPage.priceTo.selectText();
    await page.keyboard.press('Backspace');
    await catalogPage.priceTo.pressSequentially('2x0000', { delay: 50 });
    expect(await catalogPage.priceTo.inputValue()).toBe('20000');
    await expect.poll(() => catalogPage.lastRequestBody().get('FILTER_PARAMS[MAX_PRICE]')).toBe('20000');
    // One reload for the whole number, none for the digits on the way.
    expect(catalogPage.catalogRequests.length).toBe(before + 1);
    // The page times a call once its answer is in: until then the last entry is the call before.
    await expect.poll(() => page.evaluate(timedCalls)).toBe(timedBefore + 1);
    const { lastInputAt, sentAt } = await page.evaluate(() => ({
      lastInputAt: (window as unknown as { lastInputAt: number }).lastInputAt,
      sentAt: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/catalogList.php')).at(-1)!.startTime,
    }));
    // Page timestamps are coarsened by a fraction of a millisecond.
    expect(sentAt - lastInputAt).toBeGreaterThanOrEqual(999);
    await catalogPage.settled();
    expect(Math.max(...(await catalogPage.prices()))).toBeLessThanOrEqual(20000);
    // The slider shows the typed price.
    expect(await catalogPage.sliderTo.getAttribute('aria-valuetext')).toContain('20');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a price typed into the printed form while the scripts load is kept, once', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    const core = await holdRequests(page, /\/core-[^/]*\.js$/);
    await page.goto(inFlavour('/catalog/', flavour));
    const printed = catalogPage.filter.locator('input[name="FILTER_PARAMS[MIN_PRICE]"]');
    await printed.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5000');
    await core.release();
    await catalogPage.mounted();
    // The island takes the printed form's text over and is given the typed keys' text too: one 5000, not 50005000.
    expect(await catalogPage.priceFrom.inputValue()).toBe('5000');
    expect(await catalogPage.sliderFrom.getAttribute('aria-valuetext')).toBe(`от ${new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(5000)}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('«Показать ещё» adds 18 items each time, keeps focus on the first new one, and goes away at the end', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    for (const count of [36, 54, 72]) {
      // The answer waited for, then the list: on a busy machine the answer alone took longer than a poll's second.
      const answered = page.waitForResponse((response) => response.url().includes('/catalogList.php'));
      await catalogPage.showMore.click();
      await answered;
      await catalogPage.settled();
      expect(await catalogPage.items.count()).toBe(count);
      expect(catalogPage.lastRequestBody().get('FILTER_PARAMS[PAGE_ELEMENT_COUNT]')).toBe(String(count));
      const focusedItem = await page.evaluate(() => document.activeElement?.closest('.catalog-item')?.getAttribute('data-product-id'));
      const nthItem = await catalogPage.items.nth(count - 18).getAttribute('data-product-id');
      expect(focusedItem).toBe(nthItem);
    }
    await expect.poll(() => catalogPage.showMore.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('the filter is kept in a cookie for a day and survives a reload', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    await catalogPage.purpose(purpose(3)).check();
    await catalogPage.sort.selectOption('2');
    await catalogPage.settled();
    const cookie = (await context.cookies()).find((item) => item.name === 'CATALOG_FILTER');
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ SORT_BY: '2', ITEM_PURPOSE_LIST: [3] });
    const lifetimeHours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(23);
    expect(lifetimeHours).toBeLessThanOrEqual(24);

    await page.reload();
    const reloaded = new CatalogPage(page, flavour);
    await reloaded.mounted();
    // The page comes from the server already filtered: nothing to fetch again.
    expect(reloaded.catalogRequests).toEqual([]);
    expect(await reloaded.purpose(purpose(3)).isChecked()).toBe(true);
    expect(await reloaded.sort.inputValue()).toBe('2');
    const monitoring = expected({ ITEM_PURPOSE_LIST: ['3'], SORT_BY: '2' });
    await expect.poll(() => reloaded.found.textContent()).toBe(foundText(monitoring.length));
    await reloaded.settled();
    expect(await reloaded.prices()).toEqual(monitoring.slice(0, 18).map((product) => product.price));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('«Сравнить выбранные» sends the products chosen here and opens the comparison page', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    const chosen = await chooseTwoToCompare(page, catalogPage);
    const sent = page.waitForRequest((request) => request.url().includes('/add2CompareList.php'));
    await catalogPage.compare.click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect(body.getAll('PRODUCT_ID[]').map(Number)).toEqual(chosen);
    await page.waitForURL('**/catalog/compare/');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('«Сравнить выбранные» refused by the server: the reason is read out beside the button and the page stays', async () => {
    const { page, context, errors } = await openPage(browser());
    const catalogPage = new CatalogPage(page, flavour);
    await chooseTwoToCompare(page, catalogPage);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    // The backend answers add2CompareList with its refusal, ERROR (x-mock-fault, packages/dev-server README).
    await page.route('**/add2CompareList.php*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': 'refuse' } }));
    const answered = page.waitForResponse((response) => response.url().includes('/add2CompareList.php'));
    await catalogPage.compare.click();
    await answered;
    const alert = catalogPage.list.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Не удалось добавить товары к сравнению: Сравнение временно недоступно, попробуйте позже');
    // Next to the button it is about, which can be pressed again.
    expect(await catalogPage.list.locator('.si-catalog-list__compare').getByRole('alert').count()).toBe(1);
    expect(await catalogPage.compare.getAttribute('aria-disabled')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/catalog/');
    await page.unroute('**/add2CompareList.php*');
    // Pressed again without the fault, it goes on to the comparison.
    await catalogPage.compare.click();
    await page.waitForURL('**/catalog/compare/');
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['desktop', 1280, 900],
    ['mobile', 375, 740],
  ] as const)('has no axe violations, with the extra filters open (%s); the help notes hide by themselves', async (name, width, height) => {
    const { page, context, errors } = await openPage(browser(), { width, height });
    const catalogPage = new CatalogPage(page, flavour);
    await catalogPage.open();
    await catalogPage.filter.getByRole('button', { name: 'Показать другие фильтры' }).click();
    await expect.poll(() => catalogPage.filter.getByRole('group', { name: 'Функции' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `catalog-${name}-${flavour}`);

    // docs/embedding.md#constants: the filter help hides after 500 ms, the kasko note's after 1500 ms (timed in the page).
    await page.mouse.move(0, 0);
    for (const [label, hideMs] of [['Как работает фильтр', 500], ['Подробнее о скидке на КАСКО', 1500]] as const) {
      const { text, shownMs } = await page.evaluate(async (name) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
        // From the moment it is in the page (its timer starts with it) to the moment it is gone, as
        // the page's own mutations tell: not from the click, since the popover's code loads on first
        // use, as long as a busy machine takes, and not a frame late, as a busy machine's frames are.
        const tooltip = () => document.querySelector('[role="tooltip"]');
        return new Promise<{ text: string | null; shownMs: number }>((resolve) => {
          let start = -1;
          let text: string | null = null;
          const observer = new MutationObserver(() => {
            if (start < 0 && tooltip()) {
              start = performance.now();
              text = tooltip()!.textContent;
            } else if (start >= 0 && !tooltip()) {
              observer.disconnect();
              resolve({ text, shownMs: performance.now() - start });
            }
          });
          observer.observe(document.body, { subtree: true, childList: true });
          button.click();
        });
      }, label);
      expect(text).not.toBe('');
      expect(shownMs).toBeGreaterThanOrEqual(hideMs);
      expect(shownMs).toBeLessThan(hideMs + 1000);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test('the filter island takes exactly its fallback\'s place, so the list under it on a phone does not move when it mounts', async () => {
    // The island mounts when the browser is idle: on a slow phone the shopper may already be
    // looking at the list under the filter (docs/islands/catalog-filter.md#markup-to-copy).
    const box = (page: Page) =>
      page.evaluate(() => {
        const filter = document.querySelector<HTMLElement>('[data-island="catalog-filter"]')!;
        const list = document.querySelector<HTMLElement>('[data-island="catalog-list"]')!;
        // Whole pixels: a shift under one pixel is not seen.
        return { status: filter.dataset.islandStatus ?? null, height: Math.round(filter.getBoundingClientRect().height), listTop: Math.round(list.getBoundingClientRect().top) };
      });
    for (const path of ['/catalog/', '/catalog/opt/']) {
      for (const width of [375, 1280]) {
        const opened = await openPage(browser(), { width, height: 740 });
        const { printed: fallback, mounted: island } = await printedThenMounted(opened, inFlavour(path, flavour), 'catalog-filter', box);
        expect(fallback.status, `${path} at ${width} px`).toBeNull();
        expect({ height: island.height, listTop: island.listTop }, `${path} at ${width} px`).toEqual({ height: fallback.height, listTop: fallback.listTop });
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      }
    }
  });

  test('the list island takes exactly its fallback\'s place: its first item does not move when it mounts', async () => {
    // The count and «Сравнить выбранные» above the items: on a phone one under the other.
    const place = (page: Page) =>
      page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('[data-island="catalog-list"]')!;
        const item = list.querySelector('.catalog-item')!;
        return { status: list.dataset.islandStatus ?? null, itemTop: Math.round(item.getBoundingClientRect().top + window.scrollY) };
      });
    for (const path of ['/catalog/', '/catalog/opt/']) {
      for (const width of [375, 1280]) {
        const opened = await openPage(browser(), { width, height: 740 });
        const { printed: fallback, mounted: island } = await printedThenMounted(opened, inFlavour(path, flavour), 'catalog-list', place);
        expect(fallback.status, `${path} at ${width} px`).toBeNull();
        expect(island.itemTop, `${path} at ${width} px`).toBe(fallback.itemTop);
        expect(opened.errors).toEqual([]);
        await opened.context.close();
      }
    }
  });
});

describe('the catalogue page without JavaScript', () => {
  test('without JavaScript the filter is a working GET form', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/catalog/');
    await page.getByRole('checkbox', { name: purpose(2), exact: true }).check();
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.waitForURL(/ITEM_PURPOSE_LIST/);
    expect(await page.locator('.catalog-list__found').textContent()).toBe(foundText(expected({ ITEM_PURPOSE_LIST: ['2'] }).length));
    await context.close();
  });
});
