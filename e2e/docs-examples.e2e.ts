import { ISLAND_DEFAULTS, type IslandName } from '../packages/islands/src/registry';
import { shippedIslands } from '../scripts/docs/pages';
import { openPage, useBrowser, waitForIslands } from './support/browser';

const browser = useBrowser();

/**
 * Each reference page's copy-paste example (docs/islands/<island>.md), pasted as written into a
 * page of the demo site (`/__docs/<island>/`), must come up as a working island in both drop-in
 * folders: a site developer copies exactly that.
 */
describe.each(['react', 'preact'] as const)('reference page examples, %s loader', (flavour) => {
  test.each(shippedIslands())('the example of docs/islands/%s.md mounts', async (island) => {
    const { page, context, errors } = await openPage(browser());
    try {
      const response = await page.goto(`/__docs/${island}/${flavour === 'preact' ? '?flavour=preact' : ''}`);
      expect(response?.status()).toBe(200);
      const loader = await page.locator('script[type="module"][src$="/loader.js"]').getAttribute('src');
      expect(loader).toBe(flavour === 'preact' ? '/local/islands-preact/loader.js' : '/local/islands/loader.js');

      const element = page.locator(`main [data-island="${island}"]`);
      await expect.poll(() => element.count()).toBe(1);
      await waitForIslands(page, `main [data-island="${island}"]`);
      if (ISLAND_DEFAULTS[island as IslandName] === 'interaction') {
        // Waits for the shopper: the server fallback is what shows until the first touch.
        expect(await element.getAttribute('data-island-status')).toBe('pending');
        await element.locator('a, button, input, select').first().focus();
      }
      await expect.poll(() => element.getAttribute('data-island-status'), { timeout: 15_000 }).toBe('mounted');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
