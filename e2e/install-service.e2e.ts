import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { keepScreenshot, openPage, useBrowser } from './support/browser';
import { INSTALL_BLOCK_PATH, InstallServicePage } from './support/install-service.page';
import { VIEWPORTS } from './support/pages';

vi.setConfig({ testTimeout: 90_000 });

// An alarm in neither the demo session's basket nor its compare list, with an installation offer.
const PRODUCT = 102;

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('install-service on the product page (%s flavour)', (flavour) => {
  /** The product page; `fault` is set on getBwIButton before the page asks for the block. */
  async function open(options: { fault?: string; viewport?: { width: number; height: number } } = {}) {
    const opened = await openPage(browser(), options.viewport ?? VIEWPORTS[0]);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const product = new InstallServicePage(opened.page);
    if (options.fault) await product.failEndpoint(INSTALL_BLOCK_PATH, options.fault);
    await product.open(PRODUCT, flavour);
    return { ...opened, product };
  }

  test('replaces the fallback with the server block, folded in the link’s place; unfolded, its nested buy button works', async () => {
    const { page, errors, product } = await open();
    const before = await product.island.boundingBox();
    await product.reveal();
    await expect.poll(() => product.state()).toBe('loaded');
    expect(await product.fallbackLink().count()).toBe(0);
    await expect.poll(() => product.announcement()).toBe('Условия установки загружены');
    // Folded: the disclosure takes the link's box, so nothing below it moved.
    expect(await product.toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await product.blockTitle().count()).toBe(0);
    expect(Math.abs((await product.island.boundingBox())!.height - before!.height)).toBeLessThan(1);
    await product.toggle().click();
    expect(await product.toggle().getAttribute('aria-expanded')).toBe('true');
    await product.blockTitle().waitFor();

    // The loader saw the inserted block and mounts its buy button on first use.
    const nested = product.nestedBuyButton();
    await product.wake(nested);
    await nested.getByRole('button').click();
    await expect.poll(() => product.stateOf(nested)).toBe('in-basket');
    // The two buy buttons meet in the store: the page's own one follows.
    await expect.poll(() => product.control(product.action('buy-button')).innerText()).toMatch(/^В корзине/);
    await expect.poll(() => product.headerCount('basket_count')).toBe('4');
    await keepScreenshot(page, `install-service-loaded-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('a server error keeps the fallback, says so, and «Повторить» brings the block', async () => {
    const { page, errors, product } = await open({ fault: '500' });
    await product.reveal();
    await expect.poll(() => product.state()).toBe('error');
    expect(await product.fallbackLink().isVisible()).toBe(true);
    expect(await product.failureText()).toBe('Не удалось загрузить условия установки. Ошибка сервера. Попробуйте позже.');
    await expect.poll(() => product.announcement()).toBe('Не удалось загрузить условия установки. Ошибка сервера. Попробуйте позже.');
    await keepScreenshot(page, `install-service-failed-${flavour}`);

    await product.healEndpoint(INSTALL_BLOCK_PATH);
    await product.retryButton().click();
    await product.blockTitle().waitFor();
    expect(await product.retryButton().count()).toBe(0);
    expect(await product.fallbackLink().count()).toBe(0);
    // «Повторить» went away with the failure: the focus moved to the block it brought.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('si-install-service__block'))).toBe(true);
    expect(errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
  });

  test('a malformed answer is never inserted: the fallback stays with the reason', async () => {
    const { errors, product } = await open({ fault: 'malformed' });
    await product.reveal();
    await expect.poll(() => product.state()).toBe('error');
    expect(await product.failureText()).toBe('Не удалось загрузить условия установки. Сервер вернул неполный ответ.');
    expect(await product.fallbackLink().isVisible()).toBe(true);
    expect(await product.island.locator('.catalog-item, b').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('an empty answer leaves the fallback quietly', async () => {
    const { errors, product } = await open({ fault: 'empty' });
    await product.reveal();
    await expect.poll(() => product.state()).toBe('empty');
    expect(await product.fallbackLink().isVisible()).toBe(true);
    expect(await product.retryButton().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px, loaded and failed', async (viewport) => {
    const loaded = await open({ viewport });
    await loaded.product.reveal();
    await loaded.product.toggle().click();
    await loaded.product.blockTitle().waitFor();
    expect(await axeViolations(loaded.page)).toEqual([]);
    await loaded.context.close();

    const failed = await open({ viewport, fault: '500' });
    await failed.product.reveal();
    await expect.poll(() => failed.product.state()).toBe('error');
    expect(await axeViolations(failed.page)).toEqual([]);
  });
});
