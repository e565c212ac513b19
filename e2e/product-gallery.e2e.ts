import type { BrowserContext, Request } from 'playwright-core';
import { axeViolations } from './support/axe';
import { openPage, useBrowser, waitForIslands } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { ProductGalleryPage } from './support/product-gallery.page';

// axe over the whole product page takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

// The demo catalogue: 102 has 3 pictures and a review video (4 slides); 101 has 3 pictures and
// two videos (5 slides); 153 (an accessory) one picture and no video.
const FOUR_SLIDES = 102;
const FIVE_SLIDES = 101;
const ONE_PICTURE = 153;
const DEMO_VIDEO = '/assets/video/demo.webm';

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('product gallery (%s flavour)', (flavour) => {
  async function open(productId: number, width = 1280, height = 900, touch = false) {
    const opened = await openPage(browser(), { width, height, touch });
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    await ProductGalleryPage.watchBox(opened.context);
    const videoRequests: string[] = [];
    opened.page.on('request', (request: Request) => {
      if (request.url().includes(DEMO_VIDEO)) videoRequests.push(request.url());
    });
    await opened.page.goto(`/catalog/product/${productId}/${flavour === 'preact' ? '?flavour=preact' : ''}`);
    const gallery = new ProductGalleryPage(opened.page);
    await gallery.waitForGallery();
    return { ...opened, gallery, videoRequests };
  }

  test('a thumbnail shows its slide, marks itself current and announces the position', async () => {
    const { gallery, errors } = await open(FOUR_SLIDES);
    expect(await gallery.thumbs().count()).toBe(4);
    expect(await gallery.currentThumbs()).toEqual(['Фото 1']);
    await gallery.thumb('Фото 3').click();
    await expect.poll(() => gallery.slideInView()).toBe('3 из 4');
    expect(await gallery.currentThumbs()).toEqual(['Фото 3']);
    await expect.poll(() => gallery.announcement()).toBe('Фото 3 из 4');
    expect(await gallery.state()).toBe('image');
    expect(errors).toEqual([]);
  });

  test('the arrow keys, Home and End change the slide while the gallery has the focus', async () => {
    const { page, gallery, errors } = await open(FOUR_SLIDES);
    await gallery.viewport().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.slideInView()).toBe('2 из 4');
    expect(await gallery.currentThumbs()).toEqual(['Фото 2']);
    await page.keyboard.press('End');
    await expect.poll(() => gallery.slideInView()).toBe('4 из 4');
    await expect.poll(() => gallery.announcement()).toMatch(/^Видео 4 из 4: Видеообзор/);
    await page.keyboard.press('Home');
    await expect.poll(() => gallery.slideInView()).toBe('1 из 4');
    // On a thumbnail the focus follows the slide.
    await gallery.thumb('Фото 1').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Фото 2');
    expect(errors).toEqual([]);
  });

  test.each([
    [1280, 5],
    [1000, 4],
    [400, 3],
  ])('at %i px the strip shows %i thumbnails', async (width, inView) => {
    const { gallery } = await open(FIVE_SLIDES, width);
    expect(await gallery.thumbs().count()).toBe(5);
    expect(await gallery.thumbsInView()).toBe(inView);
  });

  test('a drag to the left shows the next slide; at 400 px the strip scrolls to the last thumbnail', async () => {
    const { page, gallery, errors } = await open(FIVE_SLIDES, 400);
    await gallery.dragLeft();
    await expect.poll(() => gallery.slideInView()).toBe('2 из 5');
    expect(await gallery.currentThumbs()).toEqual(['Фото 2']);
    expect(await gallery.currentThumbInView()).toBe(true);
    await gallery.viewport().focus();
    await page.keyboard.press('End');
    await expect.poll(() => gallery.slideInView()).toBe('5 из 5');
    await expect.poll(() => gallery.currentThumbInView()).toBe(true);
    expect(await gallery.thumbsInView()).toBe(3);
    expect(errors).toEqual([]);
  });

  test('one picture: no thumbnails, no buttons', async () => {
    const { gallery } = await open(ONE_PICTURE);
    expect(await gallery.state()).toBe('single');
    expect(await gallery.root.getByRole('button').count()).toBe(0);
    expect(await gallery.root.getByRole('img').count()).toBe(1);
  });

  test('a video slide loads its player when reached, plays, and pauses when the slide changes', async () => {
    const { page, gallery, videoRequests, errors } = await open(FOUR_SLIDES);
    expect(await gallery.videos()).toEqual([]);
    expect(videoRequests).toEqual([]);
    await gallery.thumb(`Видео: Видеообзор: ${await productName(page)}`).click();
    await expect.poll(() => gallery.slideInView()).toBe('4 из 4');
    expect(await gallery.state()).toBe('video');
    expect((await gallery.videos()).map((video) => video.src)).toEqual([DEMO_VIDEO]);
    await gallery.root.getByRole('button', { name: /^Смотреть видео: Видеообзор/ }).click();
    await expect.poll(async () => (await gallery.videos())[0]!.time).toBeGreaterThan(0);
    expect((await gallery.videos())[0]!.paused).toBe(false);
    await gallery.thumb('Фото 1').click();
    await expect.poll(async () => (await gallery.videos())[0]!.paused).toBe(true);
    expect(errors).toEqual([]);
  });

  test('on a phone a video started with a tap can be swiped away from: the next slide comes and the video pauses', async () => {
    const { page, gallery, errors } = await open(FIVE_SLIDES, 375, 740, true);
    const name = await productName(page);
    await gallery.thumb(`Видео: Видеообзор: ${name}`).tap();
    await expect.poll(() => gallery.slideInView()).toBe('4 из 5');
    await gallery.root.getByRole('button', { name: `Смотреть видео: Видеообзор: ${name}` }).tap();
    await expect.poll(async () => (await gallery.videos())[0]!.paused).toBe(false);
    // The swipe starts on the playing video (a slider takes none from a focused one).
    await gallery.swipeLeft();
    await expect.poll(() => gallery.slideInView()).toBe('5 из 5');
    await expect.poll(async () => (await gallery.videos())[0]!.paused).toBe(true);
    expect(errors).toEqual([]);
  });

  test('of two videos on the page only one plays: starting the second pauses the first', async () => {
    const { page, gallery, errors } = await open(FIVE_SLIDES);
    const name = await productName(page);
    // Both players on the page: the fifth slide reached, then back to the fourth.
    await gallery.thumb(`Видео: Установка: ${name}`).click();
    await gallery.thumb(`Видео: Видеообзор: ${name}`).click();
    await expect.poll(() => gallery.slideInView()).toBe('4 из 5');
    await gallery.root.getByRole('button', { name: `Смотреть видео: Видеообзор: ${name}` }).click();
    await expect.poll(async () => (await gallery.videos()).map((video) => video.paused)).toEqual([false, true]);
    // The second starts without a slide change (as a player of another island would): the page-wide rule pauses the first.
    await page.evaluate(() => document.querySelectorAll('video')[1]!.play());
    await expect.poll(async () => (await gallery.videos()).map((video) => video.paused)).toEqual([true, false]);
    // Leaving the video slides pauses them all.
    await gallery.thumb('Фото 1').click();
    await expect.poll(async () => (await gallery.videos()).map((video) => video.paused)).toEqual([true, true]);
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing on the product page with the gallery mounted ($name)', async ({ width, height }) => {
    const { page, errors } = await open(FIVE_SLIDES, width, height);
    await waitForIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // A window tall enough that the tabs under the gallery are in view: a change of the gallery's
  // height would move them, and only what is in view counts as a layout shift.
  test.each(VIEWPORTS)('no layout shift when the island replaces its fallback ($name)', async ({ width }) => {
    const { page, gallery } = await open(FIVE_SLIDES, width, 2400);
    await waitForIslands(page);
    const sizes = await gallery.boxSizes();
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes).size, `the gallery's sizes: ${sizes.join(', ')}`).toBe(1);
    expect(await gallery.galleryShifts()).toEqual([]);
  });
});

/** The product's name, as its page's heading says. */
function productName(page: import('playwright-core').Page): Promise<string> {
  return page.locator('h1').first().innerText();
}
