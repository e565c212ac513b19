import type { BrowserContext, Route } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, useBrowser } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { SearchSuggestPage } from './support/search-suggest.page';

// axe and a cold chunk on a busy 2-core machine: generous limits, so load does not fail a correct page.
vi.setConfig({ testTimeout: 90_000 });

/** The island's chunk in either drop-in folder (dist/islands*, hashed name). */
const CHUNK = /\/search-suggest-[\w-]{6}\.js$/;

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('search-suggest (%s flavour)', (flavour) => {
  const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}flavour=${flavour}`;

  async function open(path = '/', viewport: { width: number; height: number } = VIEWPORTS[0], where: 'header' | 'results' = 'header') {
    const opened = await openPage(browser(), viewport);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const search = new SearchSuggestPage(opened.page, where);
    return { ...opened, search, go: () => opened.page.goto(at(path)) };
  }

  /** Opens the page and wakes the box with a focus, as the shopper's first click would. */
  async function openMounted(path = '/', viewport: { width: number; height: number } = VIEWPORTS[0], where: 'header' | 'results' = 'header') {
    const opened = await open(path, viewport, where);
    await opened.go();
    await opened.search.field.focus();
    await opened.search.mounted();
    return opened;
  }

  test('wakes on the first key and keeps everything typed while it loads, in place, with nothing moving', async () => {
    const { page, search, go, errors } = await open();
    const chunk = await holdRequests(page, CHUNK);
    await go();
    const fallbackBox = await search.field.boundingBox();
    // Typed into the server's field while the island's chunk is held back.
    await search.field.click();
    await search.type('сигн');
    expect(await search.status()).toBe('loading');
    await chunk.release();
    await search.mounted();
    // The island's own field, with the text once (not replayed a second time), the caret at its end.
    await expect.poll(() => search.combobox().inputValue()).toBe('сигн');
    expect(await search.combobox().evaluate((field: HTMLInputElement) => [field.selectionStart, field === document.activeElement])).toEqual([4, true]);
    expect(await search.field.boundingBox()).toEqual(fallbackBox);
    await search.type('ализация');
    await expect.poll(() => search.listQuery()).toBe('сигнализация');
    expect(await search.combobox().inputValue()).toBe('сигнализация');
    expect(errors).toEqual([]);
  });

  test('a fast-typed search sends at most 2 requests and only the latest answer shows', async () => {
    const { page, search, errors } = await openMounted();
    const staleLists = await search.watchStaleLists();
    // The first answer is held until the later one has been shown: it comes last, and late.
    const held: Route[] = [];
    await page.route(`**${SearchSuggestPage.SUGGEST}?*`, async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') === 'сиг') held.push(route);
      else await route.continue();
    });
    await search.type('сиг');
    await expect.poll(() => held.length).toBe(1);
    await search.type('нализация');
    await expect.poll(() => search.listQuery()).toBe('сигнализация');
    // The island gave up «сиг» when the text moved on: its request was cancelled in the browser,
    // or, if it still gets through, its late answer is in and two frames drawn before the checks.
    const late = held[0]!.request();
    if (await held[0]!.continue().then(() => true, () => false)) {
      await (await late.response())?.finished();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    } else {
      expect(late.failure()).not.toBeNull();
    }
    expect(await search.state()).toBe('open');
    // Under load a key may come late and start one more request; the first and the last are these.
    expect(search.sent[0]).toBe('сиг');
    expect(search.sent.at(-1)).toBe('сигнализация');
    expect(await search.listQuery()).toBe('сигнализация');
    expect(await staleLists()).toBe(0);
    const names = await search.names();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /сигнализация/i.test(name))).toBe(true);

    // 12 characters at 40 ms intervals, typed from inside the page as the bench does: one pause, one
    // request (a text not asked before).
    await search.field.fill('');
    await expect.poll(() => search.state()).toBe('closed');
    search.sent.length = 0;
    await search.typeInPage('иммобилайзер');
    await expect.poll(() => search.listQuery()).toBe('иммобилайзер');
    expect(search.sent.length).toBeLessThanOrEqual(2);
    expect(search.sent.at(-1)).toBe('иммобилайзер');
    expect(await staleLists()).toBe(0);
    await expect.poll(() => search.announcement()).toMatch(/^Найдено \d+ товар/);
    expect(errors).toEqual([]);
  });

  test('shows each availability, the price only for what is on sale, and is chosen by keyboard', async () => {
    const { page, search, errors } = await openMounted();
    // Typed from inside the page: the test counts the requests sent, and keys sent from outside can
    // arrive with gaps longer than the island's pause on a busy machine (the island then rightly
    // asks for a prefix too).
    await search.typeInPage('брелок');
    await expect.poll(() => search.listQuery()).toBe('брелок');
    const texts = await search.options().allInnerTexts();
    const withText = (needle: string) => texts.filter((text) => text.includes(needle));
    expect(withText('Нет в продаже').length).toBeGreaterThan(0);
    expect(withText('Временно нет в наличии').length).toBeGreaterThan(0);
    expect(withText('В наличии').length).toBeGreaterThan(0);
    for (const text of texts) expect(text.includes('₽')).toBe(text.includes('В наличии'));

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = search.options().nth(1);
    expect(await search.combobox().getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await keepScreenshot(page, `search-suggest-list-${flavour}`);
    // Escape closes and keeps the text; the arrow opens the same list again.
    await page.keyboard.press('Escape');
    await expect.poll(() => search.state()).toBe('closed');
    expect(await search.combobox().inputValue()).toBe('брелок');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => search.state()).toBe('open');
    expect(search.sent).toEqual(['брелок']);
    await page.keyboard.press('ArrowDown');
    const href = await search.options().nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}${href}`);
    expect(errors).toEqual([]);
  });

  test('a failed call offers «Повторить»: by keyboard it asks again for the same text, the focus back in the field', async () => {
    const { page, search, errors } = await openMounted();
    // The backend fails suggest.php until told otherwise (x-mock-fault, packages/dev-server README).
    let failing = true;
    await page.route(`**${SearchSuggestPage.SUGGEST}?*`, (route) =>
      failing ? route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': '500' } }) : route.continue(),
    );
    await search.typeInPage('a93'); // the requests are counted: see the test above
    await expect.poll(() => search.state()).toBe('error');
    expect(await search.dropdownText()).toContain('Ошибка сервера. Попробуйте позже.');
    await expect.poll(() => search.announcement()).toBe('Ошибка сервера. Попробуйте позже.');
    failing = false;

    // Tab past «Найти» to «Повторить», then Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await search.hasFocus(search.retryButton())).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => search.listQuery()).toBe('a93');
    expect(await search.hasFocus(search.combobox())).toBe(true);
    expect(search.sent).toEqual(['a93', 'a93']);
    // Chromium reports the 500 itself; nothing else may go to the console.
    expect(errors.filter((text) => !/status of 500/.test(text))).toEqual([]);
  });

  test('a click on a suggestion opens the product', async () => {
    const { page, search, errors } = await openMounted();
    await search.type('a93');
    await expect.poll(() => search.listQuery()).toBe('a93');
    const option = search.options().nth(1);
    const href = await option.getAttribute('href');
    await option.click();
    await page.waitForURL(`${baseUrl()}${href}`);
    expect(errors).toEqual([]);
  });

  test('a wrong-layout query is asked again converted, and the list says so', async () => {
    const { search, errors } = await openMounted();
    await search.typeInPage('cbuyfkbpfwbz', 20); // the requests are counted: see above
    await expect.poll(() => search.listQuery()).toBe('cbuyfkbpfwbz');
    expect(await search.dropdownText()).toContain('Показаны результаты по запросу «сигнализация»');
    expect(search.sent).toEqual(['cbuyfkbpfwbz', 'сигнализация']);
    expect((await search.names()).every((name) => /сигнализация/i.test(name))).toBe(true);
    await expect.poll(() => search.announcement()).toMatch(/^Показаны результаты по запросу «сигнализация»\. Найден/);
    expect(errors).toEqual([]);
  });

  test('Enter without a chosen item goes to the results page, which keeps the query and converts the layout too', async () => {
    const { page, search, errors } = await openMounted();
    await search.type('a93');
    await expect.poll(() => search.listQuery()).toBe('a93');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/search/?q=a93`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Результаты поиска');
    expect(await page.locator('.site-header__search[data-island="search-suggest"] input[name="q"]').inputValue()).toBe('a93');
    expect(await page.locator('main .catalog-item').count()).toBe(4);
    expect(await page.locator('main').innerText()).toContain('Найдено 4 товара по запросу «a93»');

    await page.goto(at('/search/?q=cbuyfkbpfwbz'));
    expect(await page.locator('main').innerText()).toContain('Показаны результаты по запросу «сигнализация»');
    expect(await page.locator('main .catalog-item').count()).toBeGreaterThan(0);

    await page.goto(at('/search/?q=zzzzzz'));
    expect(await page.locator('main').innerText()).toContain('По запросу «zzzzzz» ничего не найдено.');
    expect(await page.locator('main .catalog-item').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing with the list open at $width px', async (viewport) => {
    // At 375 px the header's box gives way to the mobile toggle: the results page's own box is used.
    const phone = viewport.width < 576;
    const { page, search, errors } = await openMounted(phone ? '/search/?q=a93' : '/', viewport, phone ? 'results' : 'header');
    await search.field.fill('');
    await search.type('брелок');
    await expect.poll(() => search.listQuery()).toBe('брелок');
    await page.keyboard.press('ArrowDown');
    const dropdown = await search.island.locator('.si-search-suggest__dropdown').boundingBox();
    // docs/islands/search-suggest.md: 570 px in the header, never wider than the screen.
    expect(dropdown!.width).toBe(phone ? viewport.width - 20 : 570);
    await keepScreenshot(page, `search-suggest-open-${viewport.width}-${flavour}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
