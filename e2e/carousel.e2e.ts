import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { CarouselPage } from './support/carousel.page';
import { VIEWPORTS } from './support/pages';

// axe on the product page takes seconds on a 2-core machine: generous limits.
vi.setConfig({ testTimeout: 90_000 });

// Product 101 (alarms): 8 related products in the «Похожие товары» strip, and its equipment.
const PRODUCT = '/catalog/product/101/';

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('carousel (%s flavour)', (flavour) => {
  const at = (path: string) => (flavour === 'preact' ? `${path}?flavour=preact` : path);

  async function open(path = PRODUCT, viewport: { width: number; height: number } = { width: 1280, height: 900 }, beforeGoto?: (carousel: CarouselPage) => Promise<void>) {
    const opened = await openPage(browser(), viewport);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const carousel = new CarouselPage(opened.page);
    await carousel.watch();
    await beforeGoto?.(carousel);
    await opened.page.goto(at(path));
    await waitForIslands(opened.page);
    return { ...opened, carousel };
  }

  test('its code is fetched only once the related strip is scrolled near, swiper once for the page (the gallery’s), and the strip does not shift', async () => {
    const { page, errors, carousel } = await open();
    const carouselChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/carousel-[\w-]{6}\.js$/.test(entry.name)).length);
    expect(await carousel.status()).toBe('pending');
    expect(await carouselChunks()).toBe(0);
    // The gallery at the top of the page has brought swiper already: the carousel reuses that file.
    const swiperFiles = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/swiper-[^/]+\.js$/.test(entry.name)).map((entry) => entry.name));
    await expect.poll(swiperFiles).toHaveLength(1);
    const swiper = await swiperFiles();
    await carousel.show();
    expect(await carouselChunks()).toBe(1);
    expect(await swiperFiles()).toEqual(swiper);
    expect(await carousel.slidesInView()).toEqual(['1 из 8', '2 из 8', '3 из 8', '4 из 8']);
    // docs/islands/carousel.md#markup-to-copy: the island takes the fallback strip's box.
    expect(await carousel.stripShift()).toBeLessThan(0.001);
    // Lazy pictures: the ones out of view have not loaded, and all keep their size.
    expect(await carousel.slides().locator('img[loading="lazy"]').count()).toBe(8);
    expect(await carousel.slides().nth(7).locator('img').evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(160);
    await keepScreenshot(page, `carousel-product-${flavour}`);
    expect(errors).toEqual([]);
  });

  test.each([
    [1280, 4],
    [900, 3],
    [600, 2],
    [400, 1],
  ])('shows the related carousel’s number of products at %i px: %i (docs/embedding.md#shop-pages), with no shift from the fallback', async (width, perView) => {
    const { errors, carousel } = await open(PRODUCT, { width, height: 800 });
    await carousel.show();
    const inView = await carousel.slidesInView();
    expect(inView).toEqual(Array.from({ length: perView }, (_, index) => `${index + 1} из 8`));
    expect(await carousel.stripShift()).toBeLessThan(0.001);
    expect(await carousel.button('Предыдущие').getAttribute('aria-disabled')).toBe('true');
    expect(await carousel.button('Следующие').getAttribute('aria-disabled')).toBe('false');
    expect(errors).toEqual([]);
  });

  test('pages by the buttons, disabled at the ends, and announces what is in view', async () => {
    const { errors, carousel } = await open();
    await carousel.show();
    expect(await carousel.state()).toBe('start');
    await carousel.button('Следующие').click();
    expect(await carousel.slidesInView()).toEqual(['5 из 8', '6 из 8', '7 из 8', '8 из 8']);
    await expect.poll(() => carousel.announcement()).toBe('Товары 5–8 из 8');
    expect(await carousel.state()).toBe('end');
    expect(await carousel.button('Следующие').getAttribute('aria-disabled')).toBe('true');
    // At the end the button does nothing and keeps the focus (aria-disabled: a click still reaches it).
    await carousel.button('Следующие').press('Enter');
    expect(await carousel.slidesInView()).toEqual(['5 из 8', '6 из 8', '7 из 8', '8 из 8']);
    expect(await carousel.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Следующие');
    await carousel.button('Предыдущие').click();
    expect(await carousel.slidesInView()).toEqual(['1 из 8', '2 из 8', '3 из 8', '4 из 8']);
    await expect.poll(() => carousel.announcement()).toBe('Товары 1–4 из 8');
    expect(errors).toEqual([]);
  });

  test('follows a swipe (here a mouse drag) and reads out where it came to rest', async () => {
    const { page, errors, carousel } = await open();
    await carousel.show();
    const box = (await carousel.island().locator('.si-carousel__viewport').boundingBox())!;
    const y = box.y + 60; // over the pictures, not a link
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * 0.7 - step * 60, y);
    await page.mouse.up();
    await expect.poll(() => carousel.state()).not.toBe('start');
    const inView = await carousel.slidesInView();
    expect(inView).toHaveLength(4);
    await expect.poll(() => carousel.announcement()).toBe(`Товары ${inView[0]!.split(' ')[0]}–${inView[3]!.split(' ')[0]} из 8`);
    expect(errors).toEqual([]);
  });

  test('pages by the arrow keys, and Tab brings the slide that takes the focus into view', async () => {
    const { page, errors, carousel } = await open(PRODUCT, { width: 900, height: 800 });
    await carousel.show();
    // The first product's name: the focus is in slide 1 of 1–3.
    await carousel.slides().first().getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await carousel.slidesInView()).toEqual(['4 из 8', '5 из 8', '6 из 8']);
    await expect.poll(() => carousel.announcement()).toBe('Товары 4–6 из 8');
    // The focus went with the page, to the first slide in view.
    expect(await carousel.focusedSlide()).toBe('4 из 8');
    await page.keyboard.press('ArrowLeft');
    expect(await carousel.slidesInView()).toEqual(['1 из 8', '2 из 8', '3 из 8']);
    expect(await carousel.focusedSlide()).toBe('1 из 8');

    // Tab from slide 3's last control into slide 4: the strip moves by one to show it. That
    // control is a compare island the focus wakes; once mounted it has the focus on its button.
    const lastControl = carousel.slides().nth(2).locator('[data-island="compare-toggle"]');
    await lastControl.locator('a').focus();
    await lastControl.and(page.locator('[data-island-status="mounted"]')).waitFor();
    await page.waitForFunction((island) => island?.contains(document.activeElement), await lastControl.elementHandle());
    await page.keyboard.press('Tab');
    expect(await carousel.focusedSlide()).toBe('4 из 8');
    expect(await carousel.slidesInView()).toEqual(['2 из 8', '3 из 8', '4 из 8']);
    // The clipping box itself never scrolled sideways (the browser's focus scrolling).
    expect(await carousel.island().locator('.si-carousel__viewport').evaluate((element) => element.scrollLeft)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a related product added to the basket from inside the carousel: the header counter follows', async () => {
    const { page, errors, carousel } = await open();
    await carousel.show();
    await carousel.button('Следующие').click();
    expect(await carousel.slidesInView()).toEqual(['5 из 8', '6 из 8', '7 из 8', '8 из 8']);
    const before = Number(await carousel.headerBasketCount());
    // The first product in view that can go to the basket and is not there yet.
    const productId = await carousel.slides().filter({ has: page.getByRole('link', { name: 'В корзину', exact: true }) }).last().getAttribute('data-product-id');
    const buy = carousel.island().locator(`li[data-product-id="${productId}"] [data-island="buy-button"]`);
    await buy.getByRole('link', { name: 'В корзину', exact: true }).click();
    await buy.and(page.locator('[data-island-status="mounted"]')).waitFor();
    await expect.poll(() => buy.locator('[data-state]').first().getAttribute('data-state')).toBe('in-basket');
    await expect.poll(() => carousel.headerBasketCount()).toBe(String(before + 1));
    // The nested island is the one the server printed, moved: one per card, never a copy.
    expect(await page.locator('.product-strip [data-island="buy-button"]').count()).toBe(await carousel.slides().locator('[data-island="buy-button"]').count());
    expect(errors).toEqual([]);
  });

  test('a nested island mounted before the carousel stays mounted through the move, never unmounted', async () => {
    const { page, errors, carousel } = await open();
    const compare = carousel.slides().first().locator('[data-island="compare-toggle"]');
    // Every status the loader writes on the two islands from now on (an unmount deletes it: null).
    await carousel.island().evaluate((island) => {
      const log: string[] = [];
      (window as unknown as { __statuses: string[] }).__statuses = log;
      const compareIsland = island.querySelector('li [data-island="compare-toggle"]')!;
      for (const element of [island, compareIsland]) {
        new MutationObserver(() => log.push(`${element.getAttribute('data-island')}: ${element.getAttribute('data-island-status')}`)).observe(element, {
          attributeFilter: ['data-island-status'],
        });
      }
    });
    expect(await carousel.status()).toBe('pending');
    // Focus wakes the `interaction` island while the strip is far from view; once it mounts, the
    // loader replays the focus on its button, which scrolls the strip into view: the carousel
    // then loads and moves the card, with the compare island already mounted in it.
    await compare.locator('a').evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await compare.and(page.locator('[data-island-status="mounted"]')).waitFor();
    await carousel.show();
    expect(await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)).toEqual([
      'compare-toggle: loading',
      'compare-toggle: mounted',
      'carousel: loading',
      'carousel: mounted',
    ]);
    // Still the same element, inside the carousel now, and working.
    expect(await carousel.island().locator('.si-carousel__viewport [data-island="compare-toggle"]').count()).toBe(8);
    expect(await compare.getAttribute('data-island-status')).toBe('mounted');
    const before = await page.locator('.site-header .compare_count').first().textContent();
    await compare.getByRole('button').click();
    await expect.poll(() => page.locator('.site-header .compare_count').first().textContent()).toBe(String(Number(before) + 1));
    expect(errors).toEqual([]);
  });

  test('the equipment carousel in a closed tab panel stays unmounted until its tab opens', async () => {
    const { page, errors, carousel } = await open(PRODUCT, { width: 1280, height: 900 });
    const tabs = page.getByRole('tablist', { name: 'Информация о товаре' });
    await tabs.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await carousel.status('equipment')).toBe('pending');
    await tabs.getByRole('tab', { name: 'Комплектация' }).click();
    await carousel.show('equipment');
    const count = await carousel.slides('equipment').count();
    expect(await carousel.slidesInView('equipment')).toEqual(Array.from({ length: Math.min(4, count) }, (_, index) => `${index + 1} из ${count}`));
    expect(await carousel.carousel('equipment').getAttribute('aria-labelledby')).toBe('tab-equipment-title');
    // The carousel takes the tab panel's width and never widens it (the tabs are a grid).
    const panel = await page.locator('#tab-equipment').boundingBox();
    const strip = await carousel.island('equipment').locator('.si-carousel__viewport').boundingBox();
    expect(strip!.width).toBeLessThan(panel!.width);
    expect(panel!.width).toBeLessThanOrEqual(1280);
    expect(errors).toEqual([]);
  });

  test('works the same on the basket page', async () => {
    const { errors, carousel } = await open('/personal/cart/');
    await carousel.show();
    const total = await carousel.slides().count();
    expect(await carousel.slidesInView()).toHaveLength(Math.min(4, total));
    if (total > 4) {
      await carousel.button('Следующие').click();
      await expect.poll(() => carousel.announcement()).toMatch(new RegExp(`^Товары \\d+–${Math.min(8, total)} из ${total}$`));
    }
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing on the product page with both carousels mounted at $name width', async ({ width, height }) => {
    const { page, carousel } = await open(PRODUCT, { width, height });
    await page.getByRole('tab', { name: 'Комплектация' }).click();
    await carousel.show('equipment');
    await carousel.show();
    expect(await axeViolations(page)).toEqual([]);
  });
});
