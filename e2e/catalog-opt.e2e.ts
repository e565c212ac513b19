import type { Page } from 'playwright-core';
import { catalog, DEMO_SEED, products, queryCatalog, readFilter, wholesaleUnitPrice } from '@shop-islands/dev-server';
import { axeViolations } from './support/axe';
import { holdRequests, keepScreenshot, openPage, printedThenMounted, resetBackend, sessionBasketLines, sessionQuantity, useBrowser } from './support/browser';
import { CatalogOptPage, rub } from './support/catalog-opt.page';

const browser = useBrowser();

const seeded = new Set((DEMO_SEED.basket ?? []).map((line) => line.productId));
// The first products of the first section that can be ordered and are not in the demo basket.
const [first, second] = products
  .filter((p) => p.sectionCode === 'signalizatsii' && p.purchasingOption === 'AVAILABLE' && !seeded.has(p.id))
  .sort((a, b) => a.sort - b.sort);
if (!first || !second) throw new Error('the demo catalogue has no orderable alarms');

describe.each(['react', 'preact'] as const)('wholesale catalogue /catalog/opt/ (%s flavour)', (flavour) => {
  test('a typed quantity prices the line at once, puts {PRODUCT_ID, QUANTITY} in the basket, and 0 takes it out', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    // core.js merges the demo session's basket (3 lines) into this browser's.
    await expect.poll(() => opt.basketCount()).toBe('3');
    const island = await opt.quantity(first.id);
    expect(await opt.linePrice(island)).toBe(rub(0));

    // The change is held: the test sees the page before the server answers.
    const changes = await holdRequests(page, /\/change_quantity\.php/);
    await opt.typeQuantity(island, '3');
    // docs/islands/opt-quantity.md: shown instantly — the server has not answered yet.
    expect(await opt.state(island)).toBe('saving');
    expect(await opt.linePrice(island)).toBe(rub(3 * first.optPrice));
    await expect.poll(() => opt.basketCount()).toBe('4');
    const lines = (await opt.basketItems()) as { PRODUCT_ID: number; QUANTITY: number }[];
    expect(lines.every((line) => typeof line === 'object' && Number.isInteger(line.PRODUCT_ID) && Number.isInteger(line.QUANTITY))).toBe(true);
    expect(lines).toContainEqual({ PRODUCT_ID: first.id, QUANTITY: 3 });
    // The counter in the header follows too.
    expect(await page.locator('.site-header .basket_count').textContent()).toBe('4');
    await changes.release(); // once the change has been asked for
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await sessionBasketLines()).toContainEqual({ PRODUCT_ID: first.id, QUANTITY: 3 });
    await keepScreenshot(page, `catalog-opt-quantity-${flavour}`);

    await opt.typeQuantity(island, '0');
    expect(await opt.linePrice(island)).toBe(rub(0));
    await expect.poll(() => opt.basketCount()).toBe('3');
    expect(await opt.basketItems()).not.toContainEqual(expect.objectContaining({ PRODUCT_ID: first.id }));
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await sessionBasketLines()).not.toContainEqual(expect.objectContaining({ PRODUCT_ID: first.id }));
    expect(errors).toEqual([]);
    await context.close();
  });

  // Preact keeps a rejected letter on screen unless the view puts the digits back.
  test('letters are ignored and a number above the stock becomes the stock, with the basket wording', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const island = await opt.quantity(second.id);
    await opt.typeQuantity(island, '2шт');
    expect(await opt.field(island).inputValue()).toBe('2');
    expect(await opt.linePrice(island)).toBe(rub(2 * second.optPrice));
    await opt.typeQuantity(island, '99999');
    expect(await opt.field(island).inputValue()).toBe(String(second.quantity));
    expect(await island.getByRole('alert').textContent()).toBe(`Максимально возможное значение ${second.quantity}`);
    await opt.field(island).press('Enter');
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await sessionBasketLines()).toContainEqual({ PRODUCT_ID: second.id, QUANTITY: second.quantity });
    // Every mounted field has its own label (each island is its own root: ids must not repeat).
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a failed or refused change brings back the saved quantity, in the basket too, with a message', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const island = await opt.quantity(first.id);
    await opt.typeQuantity(island, '4');
    await expect.poll(() => opt.state(island)).toBe('idle');

    // The backend fails this call (x-mock-fault, packages/dev-server README).
    await page.route('**/change_quantity.php*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': '500' } }));
    await opt.typeQuantity(island, '7');
    await expect.poll(() => opt.state(island)).toBe('error');
    expect(await opt.field(island).inputValue()).toBe('4');
    expect(await opt.linePrice(island)).toBe(rub(4 * first.optPrice));
    expect(await island.getByRole('alert').textContent()).toBe('Количество не сохранено. Ошибка сервера. Попробуйте позже.');
    expect(await opt.basketItems()).toContainEqual({ PRODUCT_ID: first.id, QUANTITY: 4 });
    await keepScreenshot(page, `catalog-opt-error-${flavour}`);

    // The server answers, but refuses: result 0.
    await page.unroute('**/change_quantity.php*');
    await page.route('**/change_quantity.php*', (route) => route.fulfill({ json: { result: 0 } }));
    await opt.typeQuantity(island, '9');
    await expect.poll(() => island.getByRole('alert').textContent()).toBe('Количество не сохранено. Попробуйте ещё раз.');
    expect(await opt.field(island).inputValue()).toBe('4');
    expect(await sessionBasketLines()).toContainEqual({ PRODUCT_ID: first.id, QUANTITY: 4 });
    // Chromium reports the 500 itself; nothing else may go to the console.
    expect(errors.filter((text) => !/status of 500/.test(text))).toEqual([]);
    await context.close();
  });

  // docs/embedding.md#network: a change still waiting goes as a request that outlives the page.
  test('a quantity typed and the page left within the pause still reaches the server\'s basket', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    await opt.typeQuantity(await opt.quantity(first.id), '5');
    await page.goto(flavour === 'preact' ? '/?flavour=preact' : '/');
    await expect.poll(() => sessionQuantity(first.id), { timeout: 15_000 }).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a first visit, + before the start-up answer counts from the quantity the page printed', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    // The demo session's line of 2 (125).
    const line = { productId: DEMO_SEED.basket![1]!.productId, quantity: DEMO_SEED.basket![1]!.quantity ?? 1 };
    // Nothing stored in this browser, and the session's basket held on its way (a slow network).
    const vars = await holdRequests(page, /\/getVars\.php/);
    await page.goto(flavour === 'preact' ? '/catalog/opt/?flavour=preact' : '/catalog/opt/');
    const island = await opt.quantity(line.productId);
    expect(await opt.field(island).inputValue()).toBe(String(line.quantity));
    await island.getByRole('button', { name: 'Увеличить количество' }).click();
    expect(await opt.field(island).inputValue()).toBe(String(line.quantity + 1));
    await vars.release();
    await expect.poll(() => sessionQuantity(line.productId), { timeout: 15_000 }).toBe(line.quantity + 1);
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await opt.field(island).inputValue()).toBe(String(line.quantity + 1));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a quantity typed in another tab shows in this one', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const island = await opt.quantity(first.id);
    const other = new CatalogOptPage(await context.newPage());
    // A background tab gets no IntersectionObserver callbacks: the rows hydrate on `visible`.
    await other.page.bringToFront();
    await other.open(flavour);
    await other.typeQuantity(await other.quantity(first.id), '6');
    await expect.poll(() => opt.field(island).inputValue()).toBe('6');
    expect(await opt.linePrice(island)).toBe(rub(6 * first.optPrice));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a section link scrolls to its heading, 130 px below the top, over a second, without leaving the page', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const anchorId = 'opt-section-aksessuary';
    // The scroll as the page saw it, from the click on: every position with its time, on the page's clock.
    await page.evaluate(() => {
      const seen = window as unknown as { clickedAt: number; scrolls: { y: number; at: number }[] };
      seen.scrolls = [];
      document.addEventListener('click', () => (seen.clickedAt = performance.now()), { capture: true, once: true });
      addEventListener('scroll', () => seen.scrolls.push({ y: scrollY, at: performance.now() }), { passive: true });
    });
    await opt.sections().getByRole('link', { name: 'Автоаксессуары' }).click();
    await expect.poll(() => opt.sections().getAttribute('data-state'), { timeout: 5000 }).toBe('idle');
    const { clickedAt, scrolls } = await page.evaluate(() => {
      const { clickedAt, scrolls } = window as unknown as { clickedAt: number; scrolls: { y: number; at: number }[] };
      return { clickedAt, scrolls };
    });
    const target = (await opt.headingTop(anchorId)) - 130;
    // Under way through the positions between (an instant jump has none), over a second.
    expect(scrolls.some(({ y }) => y > 0 && y < target - 50)).toBe(true);
    expect(scrolls.at(-1)!.at - clickedAt).toBeGreaterThanOrEqual(950);
    expect(Math.abs((await opt.scrollY()) - target)).toBeLessThanOrEqual(2);
    // Same page, the section in the address, the focus on the heading.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/catalog/opt/');
    expect(new URL(page.url()).hash).toBe(`#${anchorId}`);
    expect(await opt.activeElementId()).toBe(anchorId);
    await keepScreenshot(page, `catalog-opt-scrolled-${flavour}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with reduced motion the link jumps to the heading at once, and stays on it once the rows it skipped are drawn', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const anchorId = 'opt-section-gps-trekery';
    // Clicked and read in one task: the page has moved before any frame, so there was no easing.
    const moved = await page.evaluate(() => {
      [...document.querySelectorAll<HTMLAnchorElement>('[data-island="opt-sections"] a')].find((link) => link.textContent === 'GPS-трекеры и телематика')!.click();
      return window.scrollY;
    });
    expect(moved).toBeGreaterThan(0);
    // The rows jumped over (content-visibility: auto on the example page) are drawn near the window
    // only after the jump, and grow: the island follows its place before the focus lands.
    await expect.poll(() => opt.activeElementId(), { timeout: 5000 }).toBe(anchorId);
    const target = (await opt.headingTop(anchorId)) - 130;
    expect(Math.abs((await opt.scrollY()) - target)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a quantity field takes its fallback\'s place exactly, in a phone\'s card and a desktop\'s: the rows below stay put', async () => {
    const card = `.catalog-item[data-product-id="${first.id}"]`;
    // The first alarm's field, and the first card of the next row (on screen: drawn, not estimated).
    const measure = (page: Page) =>
      page.evaluate((selector) => {
        const item = document.querySelector<HTMLElement>(selector)!;
        const island = item.querySelector<HTMLElement>('[data-island="opt-quantity"]')!;
        island.scrollIntoView({ block: 'center', behavior: 'instant' });
        const top = (element: Element) => Math.round(element.getBoundingClientRect().top + window.scrollY);
        const below = [...document.querySelectorAll('.catalog-item')].find((other) => top(other) > top(item))!;
        return { status: island.dataset.islandStatus ?? null, height: Math.round(island.getBoundingClientRect().height), nextRowTop: top(below) };
      }, card);
    for (const width of [375, 1280]) {
      const opened = await openPage(browser(), { width, height: 900 });
      const path = flavour === 'preact' ? '/catalog/opt/?flavour=preact' : '/catalog/opt/';
      const { printed, mounted } = await printedThenMounted(opened, path, 'opt-quantity', measure, card);
      expect(printed.status, `at ${width} px`).toBeNull();
      expect({ height: mounted.height, nextRowTop: mounted.nextRowTop }, `at ${width} px`).toEqual({ height: printed.height, nextRowTop: printed.nextRowTop });
      // The printed fields take the first tap: under 16 px, iOS would zoom the page into them.
      const printedSizes = await opened.page.locator('input.catalog-item__qty').evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
      expect(printedSizes.length).toBeGreaterThan(0);
      expect(Math.min(...printedSizes), `at ${width} px`).toBeGreaterThanOrEqual(16);
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });

  test('a volume price\'s note takes no more room than the field had: the card and the rows below stay put, in a phone\'s card and a desktop\'s', async () => {
    // From 10 pieces the reference backend gives a volume price; «… ₽ за шт. со скидкой» is wider
    // than a phone's card and once wrapped to a second line, 21 px, after the server's answer.
    for (const width of [375, 1280]) {
      // The demo session as seeded: the product not in the basket, so no note before the typing.
      await resetBackend();
      const { page, context, errors } = await openPage(browser(), { width, height: 900 });
      const opt = new CatalogOptPage(page);
      await opt.open(flavour);
      const island = await opt.quantity(second.id);
      const measure = () =>
        island.evaluate((element) => {
          const item = element.closest('.catalog-item')!;
          const top = (other: Element) => Math.round(other.getBoundingClientRect().top + window.scrollY);
          const below = [...document.querySelectorAll('.catalog-item')].find((other) => top(other) > top(item))!;
          return { height: Math.round(element.getBoundingClientRect().height), nextRowTop: top(below) };
        });
      const note = island.locator('[data-part="note"]');
      const before = await measure();
      expect(await note.textContent()).toBe('');
      await opt.typeQuantity(island, '10');
      await expect.poll(async () => (await note.textContent())?.replace(/\s/g, ' '), { timeout: 15_000 }).toBe(`${rub(wholesaleUnitPrice(second, 10))} за шт. со скидкой`);
      expect(await measure(), `at ${width} px`).toEqual(before);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('on a 375 px phone the section select scrolls to the chosen section', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 375, height: 740 });
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const select = opt.sectionSelect();
    expect(await opt.sections().getByRole('link').count()).toBe(0);
    await select.selectOption({ label: 'GPS-трекеры и телематика' });
    // The scroll takes 1000 ms; then the focus lands on the heading.
    await expect.poll(() => opt.activeElementId(), { timeout: 5000 }).toBe('opt-section-gps-trekery');
    const target = (await opt.headingTop('opt-section-gps-trekery')) - 130;
    expect(Math.abs((await opt.scrollY()) - target)).toBeLessThanOrEqual(2);
    // Back on «Выберите раздел»: the same section can be chosen again once the shopper has scrolled away.
    expect(await select.inputValue()).toBe('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await select.focus();
    await select.selectOption({ label: 'GPS-трекеры и телематика' });
    await expect.poll(() => opt.activeElementId(), { timeout: 5000 }).toBe('opt-section-gps-trekery');
    // Measured anew: rows the first scroll skipped are drawn on this one, and the heading may have moved.
    const again = (await opt.headingTop('opt-section-gps-trekery')) - 130;
    expect(Math.abs((await opt.scrollY()) - again)).toBeLessThanOrEqual(2);
    await keepScreenshot(page, `catalog-opt-mobile-${flavour}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a 375 px phone the section select goes through the sections with the arrow keys without moving the page, and goes on Enter', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 375, height: 740 });
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    const select = opt.sectionSelect();
    const labels = await select.locator('option:not([disabled])').allTextContents();
    await select.focus();
    // A desktop browser changes a closed select's choice on each arrow: the page must not follow.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe(labels[1]);
    // Two frames: a scroll started by the choice would have moved the page by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await opt.scrollY()).toBe(0);
    expect(await opt.activeElementId()).toBe(await select.getAttribute('id'));
    const heading = await select.inputValue();
    await page.keyboard.press('Enter');
    await expect.poll(() => opt.activeElementId(), { timeout: 5000 }).toBe(heading);
    const target = (await opt.headingTop(heading)) - 130;
    expect(Math.abs((await opt.scrollY()) - target)).toBeLessThanOrEqual(2);
    expect(await select.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('filtering reloads the list in wholesale mode: the new rows have quantity fields that work', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    const { filter, list } = await opt.openWithFilter(flavour);
    // The whole price list at first, grouped by section.
    expect(await list.locator('.catalog-item').count()).toBe(products.length);

    const purpose = catalog.purposes.find((item) => item.id === 2)!;
    const found = queryCatalog(readFilter({ FILTER_PARAMS: { ITEM_PURPOSE_LIST: ['2'], PAGE_ELEMENT_COUNT: '100' } })).found;
    const reloaded = page.waitForResponse((response) => response.url().includes('/catalogList.php'));
    await filter.getByRole('group', { name: 'Назначение' }).getByRole('checkbox', { name: purpose.name, exact: true }).check();
    const sent = new URLSearchParams((await reloaded).request().postData() ?? '');
    expect(sent.get('FILTER_PARAMS[MODE]') ?? sent.get('MODE')).toBe('opt');
    expect(sent.getAll('FILTER_PARAMS[ITEM_PURPOSE_LIST][]')).toEqual(['2']);
    await expect.poll(() => list.locator('.catalog-item').count()).toBe(found.length);
    await expect.poll(() => list.locator('.si-catalog-list').getAttribute('data-state')).toBe('idle');
    const shown = await list.locator('.catalog-item').evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.productId)));
    expect([...shown].sort()).toEqual(found.map((product) => product.id).sort());
    // Wholesale rows: quantity islands, no buy buttons; a heading for each section found, and no other.
    expect(await list.locator('[data-island="buy-button"]').count()).toBe(0);
    const sectionsFound = catalog.sections.filter((section) => found.some((product) => product.sectionCode === section.code));
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sectionsFound.map((section) => section.name));

    // A row the reload brought: its quantity prices the line and reaches the basket and the server.
    const product = found.find((item) => item.purchasingOption === 'AVAILABLE' && !seeded.has(item.id) && item !== first && item !== second)!;
    const island = await opt.quantity(product.id);
    await opt.typeQuantity(island, '2');
    expect(await opt.linePrice(island)).toBe(rub(2 * product.optPrice));
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await opt.basketItems()).toContainEqual({ PRODUCT_ID: product.id, QUANTITY: 2 });
    expect(await sessionBasketLines()).toContainEqual({ PRODUCT_ID: product.id, QUANTITY: 2 });
    // Back to 0, so the demo session is as it was.
    await opt.typeQuantity(island, '0');
    await expect.poll(() => opt.state(island)).toBe('idle');
    expect(await sessionBasketLines()).not.toContainEqual(expect.objectContaining({ PRODUCT_ID: product.id }));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a section link whose section the filter has emptied says so instead of jumping nowhere', async () => {
    const { page, context, errors } = await openPage(browser());
    const opt = new CatalogOptPage(page);
    const { filter, list } = await opt.openWithFilter(flavour);
    const purpose = catalog.purposes.find((item) => item.id === 2)!;
    const found = queryCatalog(readFilter({ FILTER_PARAMS: { ITEM_PURPOSE_LIST: ['2'], PAGE_ELEMENT_COUNT: '100' } })).found;
    const emptied = catalog.sections.find(
      (section) => products.some((product) => product.sectionCode === section.code) && !found.some((product) => product.sectionCode === section.code),
    );
    if (!emptied) throw new Error(`the demo catalogue has no section without «${purpose.name}» products`);
    await filter.getByRole('group', { name: 'Назначение' }).getByRole('checkbox', { name: purpose.name, exact: true }).check();
    await expect.poll(() => list.locator('.catalog-item').count()).toBe(found.length);
    await expect.poll(() => list.locator('.si-catalog-list').getAttribute('data-state')).toBe('idle');

    await opt.sections().getByRole('link', { name: emptied.name }).click();
    const notice = `В разделе «${emptied.name}» нет товаров по выбранному фильтру`;
    expect(await opt.sections().getByText(notice).isVisible()).toBe(true);
    // Said to screen readers through the page's shared live region (docs/islands/opt-sections.md#errors).
    await expect.poll(() => page.locator('#si-live-region').textContent()).toBe(notice);
    expect(new URL(page.url()).hash).toBe('');
    expect(await opt.sections().getAttribute('data-state')).toBe('idle');
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe over the whole price list (72 rows, mounted islands and fallbacks alike) takes a while on a busy machine.
  test.each([
    ['desktop', 1280, 900],
    ['375 px phone', 375, 740],
  ] as const)('has no accessibility violations (%s)', async (name, width, height) => {
    const { page, context, errors } = await openPage(browser(), { width, height });
    const opt = new CatalogOptPage(page);
    await opt.open(flavour);
    // One more than the stock: the page is checked with a line in the basket and the limit alert showing.
    await opt.typeQuantity(await opt.quantity(first.id), String(first.quantity + 1));
    await expect.poll(() => opt.basketCount()).toBe('4');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `catalog-opt-${width}-${flavour}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
