import { openPage, useBrowser, waitForIslands, waitForReconciled } from './support/browser';

// A browser that keeps pages in its back-forward cache, as a shopper's does.
const browser = useBrowser({ backForwardCache: true });

/**
 * A page the shopper comes back to with «Назад» is shown as it was left, frozen while other pages
 * changed the basket. The browser holds the storage events meant for it and delivers them when it
 * is shown again, and the store follows them as from another tab (docs/embedding.md#store).
 */
describe.each(['react', 'preact'] as const)('a catalogue page back from the back-forward cache (%s flavour)', (flavour) => {
  test('shows the product added on its product page meanwhile: the buy button and the header counter', async () => {
    const { page, context, errors } = await openPage(browser());
    // A page that says `no-store` is never kept; a shop's catalogue page may be.
    await page.route(/\/catalog\/(\?|$)/, async (route) => {
      const response = await route.fetch();
      const { 'cache-control': _, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)));
    await page.goto(`/catalog/?flavour=${flavour}`);
    await waitForReconciled(page);
    await waitForIslands(page);
    const counter = page.locator('.basket_count').first();
    const before = Number(await counter.textContent());
    // The first item the basket does not hold.
    const item = page.locator('.catalog-item', { has: page.locator('[data-island="buy-button"]', { hasText: 'В корзину' }) }).first();
    const id = (await item.getAttribute('id'))!.replace('catalog-item-', '');
    const button = page.locator(`#catalog-item-${id} [data-island="buy-button"]`);

    await page.goto(`/catalog/product/${id}/?flavour=${flavour}`);
    await waitForReconciled(page);
    await page.locator('[data-island="buy-button"]').getByRole('button', { name: 'Добавить в корзину' }).or(page.locator('[data-island="buy-button"]').getByRole('link', { name: 'Добавить в корзину' })).click();
    await page.waitForFunction((productId) => JSON.parse(localStorage.getItem('basketItems') ?? '[]').includes(productId), Number(id));

    await page.evaluate(() => history.back());
    await page.waitForFunction(() => (window as unknown as { restored?: boolean }).restored === true);
    await expect.poll(() => button.textContent()).toContain('В корзине');
    expect(Number(await counter.textContent())).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
