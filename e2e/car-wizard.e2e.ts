import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, useBrowser } from './support/browser';
import { CarWizardPage } from './support/car-wizard.page';
import { VIEWPORTS } from './support/pages';

vi.setConfig({ testTimeout: 90_000 });

const GET_MODEL_PATH = '/local/ajax/fc/getModel.php';

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('car wizard (%s flavour)', (flavour) => {
  async function open(viewport: { width: number; height: number } = VIEWPORTS[0]) {
    const opened = await openPage(browser(), viewport);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    return { ...opened, wizard: new CarWizardPage(opened.page) };
  }

  test('walked by keyboard to /wizard/kia/rio/, the model select disabled and announced while loading', async () => {
    const { page, errors, wizard } = await open();
    const held = await holdRequests(page, new RegExp(GET_MODEL_PATH.replace(/\./g, '\\.')));
    await wizard.open(flavour);
    const fallbackBox = await wizard.island.boundingBox();
    await wizard.wakeByKeyboard();
    // No layout shift: the island's form takes the fallback form's place and size.
    const islandBox = await wizard.island.boundingBox();
    expect(islandBox?.y).toBe(fallbackBox?.y);
    expect(Math.abs((islandBox?.height ?? 0) - (fallbackBox?.height ?? 0))).toBeLessThanOrEqual(2);
    expect(await wizard.focused()).toBe('carBrand');

    // Typing a brand's first letters on a closed select chooses it.
    await page.keyboard.type('Kia');
    await expect.poll(() => wizard.state()).toBe('loading');
    expect(await wizard.model.isDisabled()).toBe(true);
    expect(await wizard.model.getAttribute('aria-busy')).toBe('true');
    expect(await wizard.status()).toBe('Загрузка моделей…');
    await held.release();
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await wizard.status()).toMatch(/^Модели Kia загружены: \d+$/);

    await page.keyboard.press('Tab');
    expect(await wizard.focused()).toBe('carModel');
    await page.keyboard.type('Rio');
    expect(await wizard.model.inputValue()).toBe('rio');
    await page.keyboard.press('Tab');
    expect(await wizard.focused()).toBe('Подобрать');
    await keepScreenshot(page, `car-wizard-chosen-${flavour}`);
    await Promise.all([page.waitForURL(`${baseUrl()}/wizard/kia/rio/`), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Охранные системы и телематика для Kia Rio');
    expect(errors).toEqual([]);
  });

  test('on a page whose fallback prints no models, a failed model list is said and retried', async () => {
    const { page, errors, wizard } = await open();
    await wizard.open(flavour);
    // A template that prints the brands only: nothing stands in for getModel.php.
    await page.locator('#wizard-model optgroup').evaluateAll((groups) => groups.forEach((group) => group.remove()));
    await wizard.wakeByKeyboard();
    await page.evaluate((path) => (document.cookie = `mock_fault=500; path=${path}`), GET_MODEL_PATH);
    await wizard.brand.selectOption('toyota');
    await expect.poll(() => wizard.state()).toBe('failed');
    // The island's words, then the kind of failure's.
    expect(await wizard.island.getByRole('alert').textContent()).toBe('Не удалось загрузить модели. Ошибка сервера. Попробуйте позже. Повторить');
    await page.evaluate((path) => (document.cookie = `mock_fault=; path=${path}; max-age=0`), GET_MODEL_PATH);
    // Pressed from the keyboard: the button leaves when the models come, the focus must not fall to <body>.
    await wizard.island.getByRole('button', { name: 'Повторить' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await wizard.island.getByRole('option', { name: 'Camry' }).count()).toBe(1);
    await expect.poll(() => wizard.focused()).toBe('carModel');
    expect(errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
  });

  test('on a car\'s page whose model list fails, the models the page printed stand in, its car chosen', async () => {
    const { page, errors, wizard } = await open();
    await wizard.open(flavour, '/wizard/kia/rio/');
    // Set before the island mounts (it mounts on focus), so its first getModel.php fails.
    await page.evaluate((path) => (document.cookie = `mock_fault=500; path=${path}`), GET_MODEL_PATH);
    const asked = page.waitForResponse((response) => response.url().includes(GET_MODEL_PATH));
    await wizard.wakeByKeyboard();
    expect((await asked).status()).toBe(500);
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await wizard.island.getByRole('alert').count()).toBe(0);
    expect(await wizard.model.inputValue()).toBe('rio');
    // Another brand's printed models, with the server still failing.
    await wizard.brand.selectOption('toyota');
    await expect.poll(() => wizard.state()).toBe('ready');
    await wizard.model.selectOption({ label: 'Camry' });
    await Promise.all([page.waitForURL(`${baseUrl()}/wizard/toyota/camry/`), wizard.submit.click()]);
    expect(errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
  });

  test('a brand chosen on the fallback while the island loads is kept, and its models load', async () => {
    const { page, errors, wizard } = await open();
    await wizard.open(flavour);
    const chunk = await holdRequests(page, /\/car-wizard-[^/]*\.js$/);
    // The first touch starts the island's download, held here: the shopper goes on with the fallback.
    await wizard.brand.focus();
    await wizard.brand.selectOption('toyota');
    await chunk.release();
    await wizard.island.locator('form[data-state]').waitFor();
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await wizard.brand.inputValue()).toBe('toyota');
    expect(await wizard.island.getByRole('option', { name: 'Camry' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('on a car\'s page the wizard starts with that car chosen', async () => {
    const { errors, wizard } = await open();
    await wizard.open(flavour, '/wizard/kia/rio/');
    await wizard.wakeByKeyboard();
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await wizard.brand.inputValue()).toBe('kia');
    expect(await wizard.model.inputValue()).toBe('rio');
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px, and the form does not move as it mounts', async (viewport) => {
    const { errors, wizard, page } = await open(viewport);
    await wizard.open(flavour);
    const fallbackBox = await wizard.island.boundingBox();
    await wizard.wakeByKeyboard();
    const islandBox = await wizard.island.boundingBox();
    expect(islandBox?.y).toBe(fallbackBox?.y);
    expect(Math.abs((islandBox?.height ?? 0) - (fallbackBox?.height ?? 0))).toBeLessThanOrEqual(2);
    await wizard.brand.selectOption('kia');
    await expect.poll(() => wizard.state()).toBe('ready');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('without JavaScript the fallback form reaches the car\'s page', async () => {
  const context = await browser().newContext({ javaScriptEnabled: false, locale: 'ru-RU', baseURL: baseUrl() });
  openContext = context;
  const page = await context.newPage();
  await page.goto('/wizard/');
  await page.locator('main select[name="carModel"]').selectOption('kia/rio');
  await Promise.all([page.waitForURL(/\/wizard\/\?/), page.locator('main').getByRole('button', { name: 'Подобрать' }).click()]);
  expect(await page.locator('h1').textContent()).toBe('Охранные системы и телематика для Kia Rio');
});
