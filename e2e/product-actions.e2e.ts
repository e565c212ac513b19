import type { BrowserContext } from 'playwright-core';
import { signIn } from './support/auth-form.page';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, useBrowser } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { ProductActionsPage } from './support/product-actions.page';

vi.setConfig({ testTimeout: 90_000 });

// Demo products: 102 is an alarm in neither the session's basket (101, 125, 149) nor its compare
// list; 110 is an alarm out of stock (preorder). Alarms are section `signalizatsii`.
const PRODUCT = 102;
const OUT_OF_STOCK = 110;
const ADD_TO_BASKET_PATH = '/local/ajax/store/add2BasketByID.php';
const ADD_TO_COMPARE_PATH = '/local/ajax/store/add2CompareList.php';

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('product page actions (%s flavour)', (flavour) => {
  async function open(productId: number, viewport: { width: number; height: number } = VIEWPORTS[0]) {
    const opened = await openPage(browser(), viewport);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const product = new ProductActionsPage(opened.page);
    await product.open(productId, flavour);
    return { ...opened, product };
  }

  test('«Сравнить похожие» adds the section, the store and counter follow, and the comparison page opens', async () => {
    const { page, errors, product } = await open(PRODUCT);
    const before = await product.storedIds('compareItems');
    // The first click wakes the island and is replayed on its button.
    await product.control(product.similar).click();
    await page.waitForURL(`${baseUrl()}/catalog/compare/`);
    const stored = await product.storedIds('compareItems');
    expect(stored).toEqual(expect.arrayContaining(before));
    expect(stored.length).toBeGreaterThan(before.length);
    expect(await product.headerCount('compare_count')).toBe(String(stored.length));
    // The comparison page shows what the server holds: the same list.
    // The compare-table island replaces the server's table with its own, captioned alike.
    await expect.poll(() => page.locator('table caption').first().textContent()).toContain(`Товаров в сравнении: ${stored.length}`);
    expect(errors).toEqual([]);
  });

  test('«Сравнить похожие» refused: the server’s reason shows and the shopper stays', async () => {
    const { page, errors, product } = await open(PRODUCT);
    await product.failEndpoint(ADD_TO_COMPARE_PATH, 'refuse');
    const before = await product.storedIds('compareItems');
    const count = await product.headerCount('compare_count');
    await product.wake(product.similar);
    await product.similar.getByRole('button', { name: /^Сравнить похожие/ }).click();
    await expect.poll(() => product.similar.getByRole('alert').textContent()).toBe('Сравнение временно недоступно, попробуйте позже');
    expect(await product.stateOf(product.similar)).toBe('error');
    expect(new URL(page.url()).pathname).toBe(`/catalog/product/${PRODUCT}/`);
    expect(await product.storedIds('compareItems')).toEqual(before);
    expect(await product.headerCount('compare_count')).toBe(count);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `product-actions-similar-error-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('the buy button: spinner with clicks ignored, «В корзине», then a click goes to the basket', async () => {
    const { page, errors, product } = await open(PRODUCT);
    const basketCount = Number(await product.headerCount('basket_count'));
    const buy = product.action('buy-button');
    await product.wake(buy);
    const button = buy.getByRole('button');
    expect(await button.innerText()).toMatch(/^Добавить в корзину/);
    const adds = product.countRequests(ADD_TO_BASKET_PATH);
    // The add held until the clicks below are done, however slow the machine: they land on the spinner.
    const held = await holdRequests(page, new RegExp(ADD_TO_BASKET_PATH.replace(/\./g, '\\.')));
    await button.click();
    await expect.poll(() => product.stateOf(buy)).toBe('loading');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    // `force`: Playwright waits for an aria-disabled button to be enabled; a shopper's click does not.
    await button.click({ force: true });
    await button.click({ force: true });
    expect(await product.stateOf(buy)).toBe('loading');
    await held.release();
    await expect.poll(() => product.stateOf(buy)).toBe('in-basket');
    expect(adds()).toBe(1);
    expect(await button.innerText()).toMatch(/^В корзине/);
    await expect.poll(() => product.headerCount('basket_count')).toBe(String(basketCount + 1));
    await button.click();
    await page.waitForURL(`${baseUrl()}/personal/cart/`);
    expect(errors).toEqual([]);
  });

  test('the compare toggle: «В сравнении» after the add, a popover offering removal that hides after 2000 ms', async () => {
    const { errors, product } = await open(PRODUCT);
    const count = Number(await product.headerCount('compare_count'));
    const compare = product.action('compare-toggle');
    await product.wake(compare);
    const toggle = compare.locator('button[aria-pressed]');
    expect(await toggle.innerText()).toMatch(/^Добавить к сравнению/);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.innerText()).toMatch(/^В сравнении/);
    await expect.poll(() => product.headerCount('compare_count')).toBe(String(count + 1));

    // Opened by the pointer, then left alone: it hides by itself, not before about 2000 ms (timed in
    // the page, from the popover shown to gone, whatever the test driver's delays).
    const shownFor = product.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shownAt = -1;
          const observer = new MutationObserver(() => {
            const open = document.querySelector('.si-popover[data-state="open"]');
            if (open && shownAt < 0) shownAt = performance.now();
            if (!open && shownAt >= 0) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
        }),
    );
    await toggle.click();
    const popover = product.comparePopover();
    await popover.waitFor();
    await product.page.mouse.move(0, 0);
    await popover.waitFor({ state: 'detached', timeout: 10_000 });
    // Its timer starts as it opens, a frame or so before it is placed and shown.
    expect(await shownFor).toBeGreaterThanOrEqual(1_900);

    // Removal from the popover makes it inactive again.
    await toggle.click();
    await popover.getByRole('button', { name: 'Удалить из сравнения' }).click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => product.headerCount('compare_count')).toBe(String(count));
    expect(errors).toEqual([]);
  });

  test('preorder for an anonymous shopper asks for an e-mail, then «Предзаказ успешно добавлен»', async () => {
    const { page, errors, product } = await open(OUT_OF_STOCK);
    const preorder = product.action('preorder');
    await product.wake(preorder);
    await preorder.getByRole('button', { name: /^Предзаказ/ }).click();
    const form = product.preorderForm();
    await form.waitFor();
    const email = form.getByRole('textbox', { name: 'Ваш e-mail' });
    await email.fill('ivan@example.ru');
    await form.getByRole('button', { name: 'Отправить' }).click();
    const done = product.preorderSuccess();
    await done.waitFor();
    expect(await done.textContent()).toContain('Предзаказ успешно добавлен');
    expect(await form.count()).toBe(0);
    await keepScreenshot(page, `product-actions-preorder-${flavour}`);
    await done.getByRole('button', { name: 'Закрыть' }).click();
    await done.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('preorder for a signed-in shopper asks no e-mail', async () => {
    const { page, errors, product } = await open(OUT_OF_STOCK);
    await signIn();
    await product.open(OUT_OF_STOCK, flavour);
    const preorder = product.action('preorder');
    await product.wake(preorder);
    await preorder.getByRole('button', { name: /^Предзаказ/ }).click();
    const form = product.preorderForm();
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Ваш e-mail' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Отправить' }).click();
    const done = product.preorderSuccess();
    await done.waitFor();
    expect(await done.textContent()).toContain('Предзаказ успешно добавлен');
    expect(errors).toEqual([]);
  });

  test('axe finds nothing at 375 px with the preorder form open, nor with the compare popover open', async () => {
    const { page, errors, product } = await open(OUT_OF_STOCK, VIEWPORTS[1]);
    const preorder = product.action('preorder');
    await product.wake(preorder);
    await preorder.getByRole('button', { name: /^Предзаказ/ }).click();
    const form = product.preorderForm();
    await form.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `product-actions-preorder-mobile-${flavour}`);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    const compare = product.action('compare-toggle');
    await product.wake(compare);
    const toggle = compare.locator('button[aria-pressed]');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // Opened from the keyboard, the popover takes the focus inside, which holds the product page's
    // popover open (it hides 2 s after it opened otherwise): axe checks it, not the page after it went.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const popover = product.comparePopover();
    await popover.waitFor();
    const removal = popover.getByRole('button', { name: 'Удалить из сравнения' });
    await expect.poll(() => removal.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await popover.isVisible()).toBe(true);
    await keepScreenshot(page, `product-actions-compare-popover-mobile-${flavour}`);
    // The session's compare list as it was, for the other tests.
    await removal.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px, every island of the buy box mounted', async (viewport) => {
    const { page, errors, product } = await open(PRODUCT, viewport);
    for (const island of [product.action('buy-button'), product.action('compare-toggle'), product.similar]) await product.wake(island);
    await product.page.locator('[data-island="install-service"]').scrollIntoViewIfNeeded();
    await product.mounted(product.page.locator('[data-island="install-service"]'));
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `product-actions-${viewport.name}-${flavour}`);
    expect(errors).toEqual([]);
  });
});

