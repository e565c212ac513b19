import type { BrowserContext } from 'playwright-core';
import { DEMO_EXTRA_PATHS, FIXED_PATHS } from '@shop-islands/dev-server';
import { AuthFormPage, CONTACTS, signIn } from './support/auth-form.page';
import { axeViolations } from './support/axe';
import { baseUrl, holdAnswers, holdRequests, keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { VIEWPORTS } from './support/pages';

// axe and two tabs on a 2-core machine shared with other builds: generous limits.
vi.setConfig({ testTimeout: 90_000 });

const browser = useBrowser();
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

/** A failed resource the test asked for (a 500 it set up) is not a page error. */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 500'));

describe.each(['react', 'preact'] as const)('auth-form on /login/ (%s flavour)', (flavour) => {
  const url = (path: string) => (flavour === 'preact' ? `${path}${path.includes('?') ? '&' : '?'}flavour=preact` : path);

  async function open(path = '/login/', options: { width?: number; height?: number; clock?: boolean } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    // docs/islands/auth-form.md: the countdown runs on timers the test moves (Playwright's clock).
    if (options.clock) await opened.page.clock.install();
    await opened.page.goto(url(path));
    await waitForIslands(opened.page);
    return { ...opened, login: new AuthFormPage(opened.page) };
  }

  test('resends the SMS code, counts down in Russian, then shows the server’s refusal in the error block', async () => {
    const { page, errors, login } = await open('/login/', { clock: true });
    const resends = login.countRequests(FIXED_PATHS.resendAuthCode);
    expect(await login.status()).toBe('pending');
    // The fallback's link wakes the island; the press is replayed on its button (one request).
    await login.resend().click();
    await expect.poll(() => login.successText()).toBe(`Код отправлен повторно на номер ${CONTACTS.ok.phone}`);
    expect(await login.status()).toBe('mounted');
    expect(resends()).toBe(1);
    expect(await login.resend().getAttribute('aria-disabled')).toBe('true');
    expect((await login.errorBlock()).visible).toBe(false);
    await expect.poll(() => login.announcement()).toBe(`Код отправлен повторно на номер ${CONTACTS.ok.phone} Повторно отправить код можно через 60 секунд.`);

    // Playwright's installed clock runs on with the wall clock until paused, and a busy machine
    // lets seconds pass between two steps: from here on only the test moves it. (Paused earlier,
    // the island could not mount: its effects wait for an animation frame.) A pause asked for a
    // moment that has passed meanwhile is refused: asked again.
    for (;;) {
      const at = await page.evaluate(() => Date.now() + 3000);
      if (await page.clock.pauseAt(at).then(() => true, () => false)) break;
    }
    await expect.poll(() => login.resend().textContent()).toMatch(/^Отправить код повторно через \d+ секунд[уы]?$/);
    const left = Number((await login.resend().textContent())!.match(/\d+/)![0]);
    expect(left).toBeGreaterThanOrEqual(22);
    expect(left).toBeLessThanOrEqual(60);

    // Presses during the countdown send nothing (forced: Playwright waits for aria-disabled to go).
    await login.resend().click({ force: true });
    await page.clock.runFor((left - 22) * 1000);
    await expect.poll(() => login.resend().textContent()).toBe('Отправить код повторно через 22 секунды');
    await page.clock.runFor(1000);
    await expect.poll(() => login.resend().textContent()).toBe('Отправить код повторно через 21 секунду');
    await page.clock.runFor(1000);
    await expect.poll(() => login.resend().textContent()).toBe('Отправить код повторно через 20 секунд');
    await page.clock.runFor(20_000);
    await expect.poll(() => login.resend().textContent()).toBe('Отправить код повторно');
    expect(resends()).toBe(1);
    await expect.poll(() => login.announcement()).toBe('Можно отправить код повторно.');
    await keepScreenshot(page, `auth-form-countdown-${flavour}`);

    // The server's own clock has not moved a minute: it refuses, and says why, as text. The answer
    // is held until both clicks are in, so a quick answer cannot end the call between them.
    const held = await holdRequests(page, new RegExp(FIXED_PATHS.resendAuthCode.replace(/[.]/g, '\\.')));
    await login.resend().dblclick();
    await held.release();
    await expect.poll(async () => (await login.errorBlock()).visible).toBe(true);
    expect((await login.errorBlock()).text).toMatch(/^Повторно запросить код можно через \d+ сек\.$/);
    expect(await login.successText()).toBeNull();
    expect(resends()).toBe(2);
    expect(await login.resend().textContent()).toBe('Отправить код повторно');
    expect(errors).toEqual([]);
  });

  test('on a phone a tap into the waiting form keeps its field (and the keyboard) until the shopper leaves the form; then the island takes over what was typed', async () => {
    const opened = await openPage(browser(), { width: 375, height: 740, touch: true });
    openContext = opened.context;
    const { page, errors } = opened;
    page.setDefaultTimeout(45_000);
    await page.goto(url('/login/'));
    await waitForIslands(page);
    const login = new AuthFormPage(page);
    const field = login.island.locator('[name="USER_LOGIN"]');
    await field.evaluate((element) => ((element as HTMLInputElement & { tapped?: boolean }).tapped = true));
    // The tap wakes the island: its script and stylesheet come, then two frames for it to start.
    const arrived = (ending: string) => page.waitForResponse((response) => new URL(response.url()).pathname.match(/\/auth-form-[^/]*\.(js|css)$/)?.[1] === ending);
    const [script, sheet] = [arrived('js'), arrived('css')];
    await field.tap();
    await Promise.all([script, sheet]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The island is here, yet the field tapped stays, with the focus (a phone's keyboard with it).
    await page.keyboard.type('ivan');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement & { tapped?: boolean }).tapped)).toBe(true);
    expect(await login.status()).toBe('loading');
    // Out of the form: the island mounts with what was typed, and takes no focus.
    await page.locator('h1').first().tap();
    await expect.poll(() => login.status()).toBe('mounted');
    expect(await field.inputValue()).toBe('ivan');
    expect(await field.evaluate((element) => (element as HTMLInputElement & { tapped?: boolean }).tapped)).toBeUndefined();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-island]') ?? null)).toBeNull();
    expect(unexpected(errors)).toEqual([]);
  });

  test('a code that is not 4 digits is stopped by the browser with a Russian word, not its own language', async () => {
    const { page, login, errors } = await open();
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await login.codeField().fill('12');
    await expect.poll(() => login.status()).toBe('mounted');
    await login.island.locator(`form[action^="${DEMO_EXTRA_PATHS.authByCode}"]`).getByRole('button', { name: 'Войти' }).click();
    expect(await login.codeField().evaluate((field) => (field as HTMLInputElement).validationMessage)).toBe('Введите 4 цифры кода из SMS.');
    expect(await login.codeField().evaluate((field) => field === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });

  test('«Войти» pressed again while the post is on its way sends nothing more (the SMS code is good for one try)', async () => {
    const { page, login, errors } = await open();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(DEMO_EXTRA_PATHS.authByCode)) posts.push(request.url());
    });
    // The first post held on its way: the next presses come while its answer loads.
    const held = await holdRequests(page, /authByCode\.php/);
    await login.codeField().fill('4821');
    // The field's focus woke the island (docs/islands/auth-form.md#when-it-loads): its form is the one pressed.
    await expect.poll(() => login.status()).toBe('mounted');
    const submit = login.island.locator(`form[action^="${DEMO_EXTRA_PATHS.authByCode}"]`).getByRole('button', { name: 'Войти' });
    // The mouse itself, and nothing read from the page until the post is answered: while the
    // page's navigation is on its way, the test driver waits for it before it reads the page.
    const box = (await submit.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(DEMO_EXTRA_PATHS.authByCode));
    await page.mouse.dblclick(x, y);
    await sent;
    await page.mouse.click(x, y);
    await page.mouse.dblclick(x, y);
    await held.release();
    await page.waitForURL((address) => address.pathname === DEMO_EXTRA_PATHS.authByCode);
    expect(posts).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
  });

  test('«Войти» on its way keeps the site’s white on red (grey on red read at 1.2 : 1)', async () => {
    const { login, errors } = await open();
    await login.codeField().focus();
    await expect.poll(() => login.status()).toBe('mounted');
    const submit = login.island.locator(`form[action^="${DEMO_EXTRA_PATHS.authByCode}"]`).getByRole('button', { name: 'Войти' });
    // The state the island gives it while its post is on its way (aria-disabled, focus kept),
    // set here: the post itself takes the page away before a colour could be read.
    const [idle, sending] = await submit.evaluate((button) => {
      const colours = () => [getComputedStyle(button).color, getComputedStyle(button).backgroundColor].join(' on ');
      const before = colours();
      button.setAttribute('aria-disabled', 'true');
      return [before, colours()];
    });
    expect(sending).toBe(idle);
    expect(idle).toBe('rgb(255, 255, 255) on rgb(176, 0, 30)');
    expect(unexpected(errors)).toEqual([]);
  });

  test('a refused resend (blocked number) shows the server’s error message', async () => {
    const { errors, login } = await open(`/login/?contact=${CONTACTS.blocked.contactId}`);
    // Typed while the island loads: replayed once, not doubled by the values it takes over.
    await login.codeField().pressSequentially('12');
    await expect.poll(() => login.status()).toBe('mounted');
    await expect.poll(() => login.codeField().inputValue()).toBe('12');
    expect(await login.codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(await login.codeField().getAttribute('inputmode')).toBe('numeric');
    await login.resend().click();
    await expect.poll(async () => (await login.errorBlock()).text).toBe('Не удалось отправить SMS. Попробуйте позже или войдите по паролю.');
    expect((await login.errorBlock()).visible).toBe(true);
    expect(await login.successText()).toBeNull();
    expect(await login.resend().textContent()).toBe('Отправить код повторно');
    expect(errors).toEqual([]);
  });

  test('refreshes the captcha in place; a failed refresh keeps the old one and says so', async () => {
    const { page, errors, login } = await open();
    const before = await login.captchaSid();
    const boxBefore = await login.captchaImage().boundingBox();
    const islandBefore = await login.island.boundingBox();
    await login.captchaField().fill('ABC');
    await expect.poll(() => login.status()).toBe('mounted');
    // No layout shift: the island takes the fallback's box, and the picture stays where it was.
    expect(await login.island.boundingBox()).toEqual(islandBefore);
    expect(await login.captchaImage().boundingBox()).toEqual(boxBefore);
    // What was filled in before the island loaded (as autofill does, without keys) is kept.
    expect(await login.captchaField().inputValue()).toBe('ABC');

    await login.refreshCaptcha().click();
    await expect.poll(() => login.captchaSid()).not.toBe(before);
    const fresh = await login.captchaSid();
    expect(await login.captchaImage().getAttribute('src')).toBe(`/bitrix/tools/captcha.php?captcha_sid=${fresh}`);
    await expect.poll(() => login.captchaImage().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await login.captchaField().inputValue()).toBe('');
    await expect.poll(() => login.announcement()).toBe('Картинка обновлена, введите код с новой картинки.');

    await page.route(`**${FIXED_PATHS.refreshCaptcha}?*`, (route) => route.fulfill({ status: 500, body: '' }));
    await login.refreshCaptcha().click();
    await expect.poll(() => login.captchaError()).toBe('Не удалось обновить картинку. Введите код с этой картинки или попробуйте ещё раз.');
    expect(await login.captchaSid()).toBe(fresh);
    expect(unexpected(errors)).toEqual([]);
  });

  test('logging out clears the stored basket and compare lists, in the other tab too', async () => {
    await signIn();
    const { page, context, errors, login } = await open();
    await login.waitForStore();
    await expect.poll(() => login.headerCount('basket_count')).not.toBe('0');
    expect(await login.storedList('compareItems')).not.toEqual([]);
    // Another tab of the same shopper, on another page. Its start-up getVars.php answer leaves the
    // server before the logout, with the session's lists and user, and reaches the tab after it.
    const other = new AuthFormPage(await context.newPage());
    const late = await holdAnswers(other.page, /\/local\/ajax\/getVars\.php/);
    await other.page.goto(`${baseUrl()}${url('/catalog/compare/')}`);
    await late.answered;
    await expect.poll(() => other.headerCount('compare_count')).not.toBe('0');

    await login.logout().click();
    await page.waitForURL(/\/login\/\?logout=yes/);
    await expect(page.getByText('Вы вышли из личного кабинета.').count()).resolves.toBe(1);
    await login.waitForStore();
    // The other tab follows through the storage event, without a reload.
    await expect.poll(() => other.headerCount('basket_count')).toBe('0');
    expect(await other.headerCount('compare_count')).toBe('0');

    // The late answer speaks for the ended session: it brings back neither the lists nor the user.
    await late.release();
    await other.page.evaluate(() => (window as unknown as { shopIslands: { reconciled: Promise<void> } }).shopIslands.reconciled);
    expect(await login.storedList('basketItems')).toEqual([]);
    expect(await login.storedList('compareItems')).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown)).toEqual({ IS_AUTH: false, EMAIL: '' });
    await expect.poll(() => login.headerCount('basket_count')).toBe('0');
    expect(await login.headerCount('compare_count')).toBe('0');
    expect(await other.headerCount('basket_count')).toBe('0');
    expect(errors).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $name width ($width px), before and after the island', async ({ width, height, name }) => {
    const { page, errors, login } = await open(`/login/?contact=${CONTACTS.blocked.contactId}`, { width, height });
    expect(await axeViolations(page)).toEqual([]);
    await login.resend().click();
    await expect.poll(async () => (await login.errorBlock()).visible).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, `auth-form-${name}-${flavour}`);
    expect(errors).toEqual([]);
  });
});
