import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { keepScreenshot, openPage, useBrowser } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { ProductTabsPage } from './support/product-tabs.page';

// axe on the whole product page takes several seconds on a 2-core machine, more while other
// builds run: generous limits, so a busy machine does not fail a correct page.
vi.setConfig({ testTimeout: 90_000 });

// Product 101 has every tab, videos among them, and the equipment carousel island nested in its tabs.
const PRODUCT = '/catalog/product/101/';
const TAB_TITLES = ['Описание', 'Характеристики', 'Комплектация', 'Финансовые условия', 'Телематика', 'Инструкции', 'Видео', 'Гарантия', 'Техподдержка'];

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('product tabs (%s flavour)', (flavour) => {
  const url = (path: string, hash = '') => `${path}${flavour === 'preact' ? '?flavour=preact' : ''}${hash}`;

  async function open(options: { width?: number; height?: number } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    return { ...opened, tabs: new ProductTabsPage(opened.page) };
  }

  test('one panel at a time, by mouse; every server section stays in the page, nested islands with it', async () => {
    const { page, errors, tabs } = await open();
    await tabs.open(url(PRODUCT));
    expect(await tabs.strip.getByRole('tab').allTextContents()).toEqual(TAB_TITLES);
    expect(await tabs.openTab()).toBe('Описание');
    expect(await tabs.hash()).toBe('');
    await expect.poll(() => tabs.openPanel.count()).toBe(1);

    await tabs.tab('Характеристики').click();
    expect(await tabs.tab('Характеристики').getAttribute('aria-selected')).toBe('true');
    expect(await tabs.openPanel.getAttribute('aria-labelledby')).toBe(await tabs.tab('Характеристики').getAttribute('id'));
    expect(await tabs.openPanel.getByRole('table').getByRole('rowheader').first().isVisible()).toBe(true);
    expect(await tabs.openPanel.count()).toBe(1);
    expect(await tabs.hash()).toBe('#tab-characteristics');
    expect(await tabs.state()).toBe('characteristics');

    // The server's sections, all nine, moved in as they were; the equipment carousel's element too.
    expect(await tabs.sections.count()).toBe(9);
    expect(await tabs.island.locator('[data-tab="equipment"] [data-island="carousel"]').count()).toBe(1);
    await tabs.tab('Комплектация').click();
    await expect.poll(() => tabs.openPanel.locator('[data-island="carousel"]').isVisible()).toBe(true);
    await keepScreenshot(page, `product-tabs-equipment-${flavour}`);
    expect(errors).toEqual([]);
  });

  test("the closed tabs are searchable: text the browser finds in one (a link to an anchor inside) opens it, with no history entry", async () => {
    const { errors, tabs, page } = await open();
    await tabs.open(url(PRODUCT));
    const warranty = tabs.island.locator('[data-tab-panel="warranty"]');
    // Hidden until found: the browser's find in page searches it, the page does not show it.
    expect(await warranty.getAttribute('hidden')).toBe('until-found');
    expect(await warranty.isVisible()).toBe(false);
    const entries = await page.evaluate(() => history.length);
    // An anchor in the closed warranty section, as a site's own link or a search result would name.
    await page.evaluate(() => {
      document.querySelector('[data-tab-panel="warranty"] [data-tab="warranty"] > *')!.id = 'warranty-terms';
      location.hash = 'warranty-terms';
    });
    await expect.poll(() => tabs.openTab()).toBe('Гарантия');
    expect(await warranty.getAttribute('hidden')).toBeNull();
    expect(await page.locator('#warranty-terms').isVisible()).toBe(true);
    // The anchor's own entry and address stay: the tab is noted in it, no entry of the tab's.
    expect(await tabs.hash()).toBe('#warranty-terms');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await tabs.island.locator('[data-tab-panel="description"]').getAttribute('hidden')).toBe('until-found');
    expect(errors).toEqual([]);
  });

  test('keyboard: arrows wrap, Home and End, the open tab alone in the tab order, then into the panel', async () => {
    const { page, errors, tabs } = await open();
    await tabs.open(url(PRODUCT));
    await tabs.tab('Описание').focus();
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowRight');
    expect(await tabs.openTab()).toBe('Характеристики');
    expect(await tabs.tab('Характеристики').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.openTab()).toBe('Техподдержка');
    await page.keyboard.press('Home');
    expect(await tabs.openTab()).toBe('Описание');
    await page.keyboard.press('End');
    expect(await tabs.openTab()).toBe('Техподдержка');
    expect(await tabs.strip.locator('[tabindex="0"]').allTextContents()).toEqual(['Техподдержка']);
    // One walk along the strip is one history entry, not one per tab.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await tabs.hash()).toBe('#tab-support');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Написать в техподдержку');
    // A panel with nothing to focus inside is a tab stop of its own.
    await tabs.tab('Описание').click();
    await page.keyboard.press('Tab');
    expect(await tabs.openPanel.evaluate((element) => element === document.activeElement)).toBe(true);
    // Back on the strip after leaving it: a new walk, a new entry.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => history.length)).toBe(entries + 3);
    expect(errors).toEqual([]);
  });

  test('the buy box links open characteristics and video; the support link scrolls to its panel', async () => {
    const { errors, tabs } = await open();
    await tabs.open(url(PRODUCT));

    await tabs.link('Все функции и характеристики').click();
    expect(await tabs.openTab()).toBe('Характеристики');
    expect(await tabs.hash()).toBe('#tab-characteristics');
    await tabs.scrollSettled();
    expect(await tabs.inView(tabs.tab('Характеристики'))).toBe(true);
    expect(await tabs.openPanel.evaluate((element) => element === document.activeElement)).toBe(true);

    await tabs.page.evaluate(() => scrollTo(0, 0));
    await tabs.link('Смотреть видео').click();
    expect(await tabs.openTab()).toBe('Видео');
    expect(await tabs.hash()).toBe('#tab-video');

    await tabs.page.evaluate(() => scrollTo(0, 0));
    await tabs.link('Вопрос по установке? Техподдержка').click();
    expect(await tabs.openTab()).toBe('Техподдержка');
    await tabs.scrollSettled();
    // The section at the top of the window, below the page's scroll margin; the strip above it still in view.
    const top = await tabs.topInWindow(tabs.openPanel);
    expect(top).toBeGreaterThan(60);
    expect(top).toBeLessThan(200);
    expect(await tabs.inView(tabs.tab('Техподдержка'))).toBe(true);
    expect(await tabs.openPanel.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await tabs.hash()).toBe('#tab-support');
    expect(errors).toEqual([]);
  });

  test('the video tab plays its videos; one video plays on the page, the gallery’s included, and a closing panel pauses its own', async () => {
    const { page, errors, tabs } = await open();
    await tabs.open(url(PRODUCT));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await tabs.tab('Видео').click();
    const players = tabs.openPanel.getByRole('listitem');
    expect(await players.count()).toBe(2);
    // Lazy: no <video> before play is pressed; the server's link to the file stays below the player.
    expect(await tabs.openPanel.locator('video').count()).toBe(0);
    expect(await players.first().getByRole('link', { name: `Видеообзор: ${name}` }).isVisible()).toBe(true);
    const tabVideo = tabs.openPanel.locator('video').first();
    await players.first().getByRole('button', { name: `Смотреть видео: Видеообзор: ${name}` }).click();
    await expect.poll(() => tabVideo.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);

    // The gallery's player starts: the tab's one pauses (another island's player, the same page rule).
    const gallery = page.locator('[data-island="product-gallery"]');
    await gallery.getByRole('button', { name: `Видео: Видеообзор: ${name}`, exact: true }).click();
    await gallery.getByRole('button', { name: `Смотреть видео: Видеообзор: ${name}` }).click();
    const galleryVideo = gallery.locator('video').first();
    await expect.poll(() => galleryVideo.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0)).toBe(true);
    expect(await tabVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

    // Started again in the tab, then the tab closes: nothing plays in a hidden panel.
    await tabVideo.evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(() => galleryVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await tabs.tab('Гарантия').click();
    await expect.poll(() => page.locator('[data-tab="video"] video').first().evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('with reduced motion the support link jumps at once', async () => {
    const { page, tabs } = await open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tabs.open(url(PRODUCT));
    await tabs.link('Вопрос по установке? Техподдержка').click();
    // No frame of animation in between: the panel is at the top right after the click.
    const top = await tabs.topInWindow(tabs.openPanel);
    expect(top).toBeGreaterThan(60);
    expect(top).toBeLessThan(200);
  });

  test('a tab link clicked before the island mounts still ends on its tab, in view', async () => {
    const { errors, tabs } = await open();
    const held = await tabs.holdIsland();
    await tabs.page.goto(url(PRODUCT));
    const entries = await tabs.page.evaluate(() => history.length);
    await tabs.othersSettled();
    await tabs.link('Вопрос по установке? Техподдержка').click();
    // The fallback: the browser jumped to the section.
    expect(await tabs.hash()).toBe('#tab-support');
    const before = await tabs.topInWindow(tabs.page.locator('#tab-support'));
    await held.release();
    await tabs.mounted();
    expect(await tabs.openTab()).toBe('Техподдержка');
    // The panels above it closed, yet the section stays where the shopper saw it.
    expect(Math.abs((await tabs.topInWindow(tabs.page.locator('#tab-support'))) - before)).toBeLessThan(2);
    // The link's own entry, and none from the island.
    expect(await tabs.page.evaluate(() => history.length)).toBe(entries + 1);
    expect(errors).toEqual([]);
  });

  test('the address opens its tab on load and reload; back and forward walk the tabs opened', async () => {
    const { page, errors, tabs } = await open();
    const held = await tabs.holdIsland();
    await page.goto(url(PRODUCT, '#tab-video'));
    const entries = await page.evaluate(() => history.length);
    await held.release();
    await tabs.mounted();
    expect(await tabs.openTab()).toBe('Видео');
    // Loading pushes no entry.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await tabs.tab('Гарантия').click();
    await tabs.tab('Техподдержка').click();
    expect(await page.evaluate(() => history.length)).toBe(entries + 2);
    await page.goBack();
    await expect.poll(() => tabs.openTab()).toBe('Гарантия');
    expect(await tabs.hash()).toBe('#tab-warranty');
    await page.goBack();
    await expect.poll(() => tabs.openTab()).toBe('Видео');
    await page.goForward();
    await expect.poll(() => tabs.openTab()).toBe('Гарантия');

    await page.reload();
    await tabs.mounted();
    expect(await tabs.openTab()).toBe('Гарантия');

    // A hash typed or linked later opens its tab too; an unknown one leaves the open tab alone.
    await page.evaluate(() => (location.hash = '#tab-instructions'));
    await expect.poll(() => tabs.openTab()).toBe('Инструкции');
    await expect.poll(() => tabs.inView(tabs.openPanel)).toBe(true);
    await page.evaluate(() => (location.hash = '#tab-nothing'));
    await expect.poll(() => tabs.hash()).toBe('#tab-nothing');
    expect(await tabs.openTab()).toBe('Инструкции');
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('no layout shift when it takes over, and axe finds nothing ($name)', async ({ name, width, height }) => {
    const { page, errors, tabs } = await open({ width, height });
    await tabs.watchLayoutShifts();
    const held = await tabs.holdIsland();
    await page.goto(url(PRODUCT));
    await tabs.othersSettled();
    const firstSection = page.locator('#tab-description-title');
    const heading = page.getByRole('heading', { level: 1 });
    const before = { heading: await tabs.topInWindow(heading), section: await tabs.topInWindow(firstSection) };
    await held.release();
    await tabs.mounted();
    expect({ heading: await tabs.topInWindow(heading), section: await tabs.topInWindow(firstSection) }).toEqual(before);
    expect(await tabs.layoutShift()).toBeLessThan(0.01);

    if (name === 'mobile') {
      // The strip scrolls sideways and keeps the open tab in view.
      expect(await tabs.strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await tabs.tab('Описание').focus();
      await page.keyboard.press('End');
      expect(await tabs.inView(tabs.tab('Техподдержка'))).toBe(true);
      await page.keyboard.press('Home');
      expect(await tabs.inView(tabs.tab('Описание'))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await tabs.tab('Характеристики').click();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `product-tabs-${name}-${flavour}`);
    expect(errors).toEqual([]);
  });
});
