import type { BrowserContext, Request } from 'playwright-core';
import { captchas, DEMO_SESSID } from '@shop-islands/dev-server';
import { axeViolations } from './support/axe';
import { baseUrl, holdRequests, keepScreenshot, openPage, useBrowser, waitForRegistry } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { SupportFormPage } from './support/support-form.page';

vi.setConfig({ testTimeout: 90_000 });

const SUPPORT_FORM_PATH = '/local/ajax/supportForm.php';
const RELOAD_CAPTCHA_PATH = '/local/ajax/reload_captcha.php';

/** The demo backend's code for a captcha sid. */
const codeOf = (sid: string) => captchas.find((captcha) => captcha.sid === sid)?.code ?? '';

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('support form (%s flavour)', (flavour) => {
  async function open(viewport: { width: number; height: number } = VIEWPORTS[0]) {
    const opened = await openPage(browser(), viewport);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const support = new SupportFormPage(opened.page);
    await support.open(flavour);
    return { ...opened, support };
  }

  test('a refused message and then an accepted one, the captcha reloaded both times', async () => {
    const { page, errors, support } = await open();
    const fallbackBox = await support.island.boundingBox();
    await support.wake();
    // No layout shift: the island's form takes the fallback form's place and size.
    const islandBox = await support.island.boundingBox();
    expect(islandBox?.y).toBe(fallbackBox?.y);
    expect(Math.abs((islandBox?.height ?? 0) - (fallbackBox?.height ?? 0))).toBeLessThanOrEqual(2);

    const posts: Request[] = [];
    const reloads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SUPPORT_FORM_PATH)) posts.push(request);
      if (request.url().includes(RELOAD_CAPTCHA_PATH)) reloads.push(request);
    });

    await support.field('city').selectOption('Казань');
    await support.pastePhone('8 912 345 67 89');
    await expect.poll(() => support.field('phone').inputValue()).toBe('+7 (912) 345-67-89');
    await support.field('name').fill('Иван');
    await support.field('message').fill('Не работает автозапуск');
    const firstSid = await support.captchaSid();
    await support.field('captcha_word').fill('WRONG');
    await support.submit.click();

    await expect.poll(() => support.alert.textContent()).toBe('Неверно введён код с картинки');
    expect(await support.success.textContent()).toBe('');
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!.url()).searchParams.get('sessid')).toBe(DEMO_SESSID);
    const body = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(body.get('phone')).toBe('+7 (912) 345-67-89');
    expect(body.get('city')).toBe('Казань');
    expect(body.get('captcha_sid')).toBe(firstSid);
    // A new captcha, its picture and hidden field; nothing else typed is lost.
    await expect.poll(() => support.captchaSid()).not.toBe(firstSid);
    const secondSid = await support.captchaSid();
    expect(await support.captchaSrc()).toContain(`captcha_sid=${secondSid}`);
    expect(reloads).toHaveLength(1);
    expect(await support.submit.isEnabled()).toBe(true);
    expect(await support.field('phone').inputValue()).toBe('+7 (912) 345-67-89');
    expect(await support.field('message').inputValue()).toBe('Не работает автозапуск');
    expect(await support.field('captcha_word').inputValue()).toBe('');
    await keepScreenshot(page, `support-form-refused-${flavour}`);

    await support.field('captcha_word').fill(codeOf(secondSid));
    await support.submit.click();
    await expect.poll(() => support.success.textContent()).toContain('Вопрос отправлен');
    expect(await support.alert.textContent()).toBe('');
    expect(posts).toHaveLength(2);
    await expect.poll(() => support.captchaSid()).not.toBe(secondSid);
    expect(reloads).toHaveLength(2);
    expect(await support.submit.isEnabled()).toBe(true);
    for (const name of ['name', 'phone', 'message', 'captcha_word']) expect(await support.field(name).inputValue()).toBe('');
    expect(await support.field('city').inputValue()).toBe('Казань');
    await keepScreenshot(page, `support-form-sent-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('the browser\'s own checks speak Russian, whatever its language (this Chromium speaks only English)', async () => {
    const { page, errors, support } = await open();
    await support.wake();
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes(SUPPORT_FORM_PATH) && sent.push(request.url()));
    const message = (name: string) => support.field(name).evaluate((field) => (field as HTMLInputElement).validationMessage);
    // The city the page chose taken back: every required field is empty.
    await support.field('city').selectOption('');
    await support.submit.click();
    // The browser stops the send at the first field it cannot take, and shows that field's word.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('city');
    expect(await message('city')).toBe('Выберите вариант из списка.');
    expect(await message('phone')).toBe('Заполните это поле.');
    await support.field('city').selectOption('Москва');
    await support.field('email').fill('abc');
    await support.submit.click();
    expect(await message('city')).toBe('');
    expect(await message('email')).toBe('Введите адрес электронной почты, например name@mail.ru.');
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a failed call says so and loses nothing typed', async () => {
    const { page, errors, support } = await open();
    await support.wake();
    await page.evaluate((path) => (document.cookie = `mock_fault=500; path=${path}`), SUPPORT_FORM_PATH);
    await support.field('city').selectOption('Москва');
    await support.field('phone').pressSequentially('89123456789');
    // The mask's chunk may come after the last key on a busy machine: it masks what was typed then.
    await expect.poll(() => support.field('phone').inputValue()).toBe('+7 (912) 345-67-89');
    await support.field('message').fill('Вопрос');
    await support.field('captcha_word').fill('ABCDE');
    await support.submit.click();
    await expect.poll(() => support.alert.textContent()).toBe('Ошибка сервера. Попробуйте позже.');
    expect(await support.field('phone').inputValue()).toBe('+7 (912) 345-67-89');
    expect(await support.field('message').inputValue()).toBe('Вопрос');
    expect(await support.submit.isEnabled()).toBe(true);
    expect(errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
  });

  test('keeps the question the server pre-filled from a link, and the city the page chose', async () => {
    const opened = await openPage(browser());
    openContext = opened.context;
    const support = new SupportFormPage(opened.page);
    await opened.page.goto(`/support/?preorder=110${flavour === 'preact' ? '&flavour=preact' : ''}`);
    const printedCity = await support.field('city').inputValue();
    expect(printedCity).not.toBe('');
    await support.wake();
    expect(await support.field('message').inputValue()).toMatch(/^Хочу оформить предзаказ: /);
    expect(await support.field('city').inputValue()).toBe(printedCity);
    expect(opened.errors).toEqual([]);
  });

  test('a city chosen and a question pasted into the fallback while the island loads are kept', async () => {
    const { page, errors, support } = await open();
    await waitForRegistry(page);
    const chunk = await holdRequests(page, /\/support-form-[^/]*\.js$/);
    // The first touch starts the island's download, held here: the shopper goes on with the fallback.
    await support.field('city').focus();
    await support.field('city').selectOption('Казань');
    // A paste (or the browser's autofill) sets the text without a key the loader could replay.
    await support.field('message').fill('Не включается автозапуск зимой');
    await chunk.release();
    await support.island.and(page.locator('[data-island-status="mounted"]')).waitFor();
    await support.form.waitFor();
    expect(await support.field('city').inputValue()).toBe('Казань');
    expect(await support.field('message').inputValue()).toBe('Не включается автозапуск зимой');
    expect(errors).toEqual([]);
  });

  test('what the shopper typed comes back with Back, in the island as in the fallback', async () => {
    const { page, errors, support } = await open();
    await support.wake();
    await support.field('city').selectOption('Казань');
    await support.field('name').fill('Иван');
    await support.field('message').fill('Не включается автозапуск зимой');
    await page.locator('a[href="/catalog/"]').first().click();
    await page.waitForURL(/\/catalog\//);
    await page.goBack();
    // The page is printed anew (no-store) and the browser puts the fields back into its form; the
    // island then takes them over.
    await support.wake();
    expect(await support.field('city').inputValue()).toBe('Казань');
    expect(await support.field('name').inputValue()).toBe('Иван');
    expect(await support.field('message').inputValue()).toBe('Не включается автозапуск зимой');
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px, and the form does not move as it mounts', async (viewport) => {
    const { errors, support, page } = await open(viewport);
    const fallbackBox = await support.island.boundingBox();
    await support.wake();
    const islandBox = await support.island.boundingBox();
    expect(islandBox?.y).toBe(fallbackBox?.y);
    expect(Math.abs((islandBox?.height ?? 0) - (fallbackBox?.height ?? 0))).toBeLessThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('without JavaScript the fallback form still posts to supportForm.php', async () => {
  const context = await browser().newContext({ javaScriptEnabled: false, locale: 'ru-RU', baseURL: baseUrl() });
  openContext = context;
  const page = await context.newPage();
  await page.goto('/support/');
  await page.locator('select[name="city"]').selectOption('Казань');
  await page.locator('input[name="phone"]').fill('+7 (912) 345-67-89');
  await page.locator('textarea[name="message"]').fill('Вопрос');
  await page.locator('input[name="captcha_word"]').fill('WRONG');
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(SUPPORT_FORM_PATH)), page.getByRole('button', { name: 'Отправить' }).click()]);
  expect(response.request().method()).toBe('POST');
  expect(new URL(response.url()).searchParams.get('sessid')).toBe(DEMO_SESSID);
  expect(await response.text()).toBe('Неверно введён код с картинки');
});
