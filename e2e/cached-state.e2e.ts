import type { Page } from 'playwright-core';
import { DEMO_ENDPOINTS } from '@shop-islands/dev-server';
import { addToSession, holdRequests, openPage, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * The page as the cache serves it (no loader): the first catalogue item whose `island` fallback
 * says `text`. From then on the page is served as it was then, whatever the session holds (the
 * composite cache), and the island files are held back, so that only core.js can paint the page.
 */
async function cachedItem(page: Page, url: string, errors: string[], island: string, text: string) {
  await page.route('**/loader.js', (route) => route.abort());
  const response = (await page.goto(url))!;
  const html = await response.text();
  const headers = await response.allHeaders();
  await page.route(page.url(), (route) =>
    route.fulfill({ body: html, headers: { 'content-type': headers['content-type']!, 'content-security-policy': headers['content-security-policy']! } }),
  );
  const item = await page.evaluate(
    ([island, text]) =>
      [...document.querySelectorAll(`[data-island="${island}"]`)].find((element) => element.textContent!.trim() === text)!.closest('.catalog-item')!.id,
    [island, text] as const,
  );
  await page.unroute('**/loader.js');
  errors.length = 0; // the aborted loader of the look at the cached page
  await page.route(/item-actions-[\w-]+\.js$/, () => {});
  return { item, productId: Number(item.replace('catalog-item-', '')) };
}

/**
 * Bitrix's composite cache gives every shopper the same HTML: a buy button's fallback may say
 * «В корзину» for a product this shopper has in the basket. The store's state is on the fallback
 * before any interaction, in the task in which core.js hands the loader its registry (the last of
 * its start-up tasks), whatever the island's moment.
 */
describe.each(['react', 'preact'] as const)('cached HTML shows this shopper’s state (%s flavour)', (flavour) => {
  const url = `/catalog/?flavour=${flavour}`;

  test('a product in basketItems reads «В корзине» in every frame once core.js has started up, with no interaction', async () => {
    const { page, context, errors } = await openPage(browser());
    // This shopper's own basket, on the first item whose cached fallback says «В корзину».
    const { item, productId } = await cachedItem(page, url, errors, 'buy-button', 'В корзину');
    // This shopper's session has it too (a page they added it on), unlike the cached HTML.
    await addToSession('basket', productId);
    await page.addInitScript(
      ([id, selector]) => {
        localStorage.setItem('basketItems', JSON.stringify([id]));
        // One sample per rendered frame: has core.js handed the loader its registry yet (the
        // promise it puts there has settled), and what does the button say?
        const frames: Array<[boolean, string]> = ((window as unknown as { frames_: unknown }).frames_ = []);
        let watched = false;
        let coreRan = false;
        const sample = () => {
          const registry = (window as { shopIslands?: { registry?: unknown } }).shopIslands?.registry;
          if (registry && !watched) {
            watched = true;
            void Promise.resolve(registry).then(() => (coreRan = true));
          }
          const text = document.querySelector(selector)?.textContent?.trim() ?? '';
          frames.push([coreRan, text]);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      },
      [productId, `#${item} [data-island="buy-button"]`] as const,
    );
    await page.reload();
    const button = page.locator(`#${item} [data-island="buy-button"]`);
    await expect.poll(() => button.textContent()).toBe('В корзине');
    expect(await button.getAttribute('data-island-status')).toBe('pending');
    // No frame after core.js ran still showed the cached label.
    const frames = (await page.evaluate(() => (window as unknown as { frames_: Array<[boolean, string]> }).frames_)) ?? [];
    await expect.poll(async () => (await page.evaluate(() => (window as unknown as { frames_: unknown[] }).frames_.length)) > frames.length).toBe(true);
    const afterCore = (await page.evaluate(() => (window as unknown as { frames_: Array<[boolean, string]> }).frames_)).filter(([coreRan]) => coreRan);
    expect(afterCore.length).toBeGreaterThan(0);
    expect(afterCore.filter(([, text]) => text !== 'В корзине')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a product in compareItems reads «В сравнении» before any interaction', async () => {
    const { page, context, errors } = await openPage(browser());
    const { item, productId } = await cachedItem(page, url, errors, 'compare-toggle', 'Сравнить');
    await addToSession('compare', productId);
    await page.addInitScript((id) => localStorage.setItem('compareItems', JSON.stringify([id])), productId);
    await page.reload();
    const toggle = page.locator(`#${item} [data-island="compare-toggle"]`);
    await expect.poll(() => toggle.textContent()).toBe('В сравнении');
    expect(await toggle.getAttribute('data-island-status')).toBe('pending');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a product the session no longer has (an order placed) leaves the buttons and the counter once getVars.php answers', async () => {
    const { page, context, errors } = await openPage(browser());
    const { item, productId } = await cachedItem(page, url, errors, 'buy-button', 'В корзину');
    // The browser remembers the basket from before an order; the session's basket is the demo's three.
    await page.addInitScript((id) => {
      localStorage.setItem('basketItems', JSON.stringify([101, 125, 149, id]));
      localStorage.setItem('compareItems', '[]');
    }, productId);
    const getVars = await holdRequests(page, /getVars\.php/);
    await page.reload();
    const button = page.locator(`#${item} [data-island="buy-button"]`);
    await expect.poll(() => button.textContent()).toBe('В корзине');
    await expect.poll(() => page.locator('.basket_count').first().textContent()).toBe('4');
    await getVars.release();
    await expect.poll(() => button.textContent()).toBe('В корзину');
    await expect.poll(() => page.locator('.basket_count').first().textContent()).toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('basketItems'))).toBe('[101,125,149]');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a first visit a printed «В корзине» stays, and pressed before getVars.php answers it opens the basket instead of adding again', async () => {
    const { page, context } = await openPage(browser());
    // A new browser (nothing stored) on a page printed for this session, whose basket holds items.
    await holdRequests(page, /getVars\.php/);
    const adds: string[] = [];
    page.on('request', (request) => request.url().includes(DEMO_ENDPOINTS.add2BasketByID) && adds.push(request.url()));
    await page.goto(url);
    await page.waitForFunction(() => (window as { shopIslands?: { registry?: unknown } }).shopIslands?.registry);
    const button = page.locator('[data-island="buy-button"]').filter({ hasText: /^\s*В корзине\s*$/ }).first();
    await expect.poll(() => button.textContent()).toMatch(/^\s*В корзине\s*$/);
    await button.getByRole('link').click();
    await page.waitForURL('**/personal/cart/');
    expect(adds).toEqual([]);
    await context.close();
  });
});
