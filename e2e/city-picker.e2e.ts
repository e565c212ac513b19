import type { BrowserContext } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { CityPickerPage } from './support/city-picker.page';
import { VIEWPORTS } from './support/pages';

// axe on the home page takes several seconds on a 2-core machine, more while other builds run.
vi.setConfig({ testTimeout: 90_000 });

const browser = useBrowser();
// Closed even when a test fails half-way, so its page cannot act on the next test's backend.
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

const days = CityPickerPage.daysLeft;
const decoded = (value: string | undefined) => (value === undefined ? undefined : decodeURIComponent(value));

describe.each(['react', 'preact'] as const)('city picker on the home page (%s flavour)', (flavour) => {
  const home = flavour === 'preact' ? '/?flavour=preact' : '/';

  /** A fresh visitor; `chosen` makes them one who already chose a city (no question). */
  async function open(options: { chosen?: boolean; width?: number; height?: number } = {}) {
    const opened = await openPage(browser(), options);
    openContext = opened.context;
    opened.page.setDefaultTimeout(45_000);
    const picker = new CityPickerPage(opened.page, opened.context);
    if (options.chosen) await picker.markChosen(baseUrl());
    await opened.page.goto(home);
    await waitForIslands(opened.page);
    return { ...opened, picker };
  }

  test('a returning shopper loads nothing until the city is touched; a city in Russia picked by keyboard', async () => {
    const { page, errors, picker } = await open({ chosen: true });
    // docs/islands/city-picker.md#when-it-loads: no question, so no chunk before a touch.
    expect(await picker.status()).toBe('pending');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('city-picker')).length)).toBe(0);
    expect(await picker.question.count()).toBe(0);
    const fallbackBox = await picker.city.boundingBox();

    await picker.openByKeyboard();
    // No layout shift: the island's button sits where the template's link was.
    expect(await picker.city.boundingBox()).toEqual(fallbackBox);
    expect(await picker.modal.getAttribute('data-state')).toBe('hint');
    await picker.pickByKeyboard('екат', 'Екатеринбург');

    expect(new URL(page.url()).search).toBe(flavour === 'preact' ? '?flavour=preact' : '');
    const cookies = await picker.cookies();
    expect(decoded(cookies.USER_CITY_NAME?.value)).toBe('Екатеринбург');
    expect(days(cookies.USER_CITY_NAME)).toBe(7);
    expect(cookies.USER_CITY_CHOSEN?.value).toBe('Y');
    expect(days(cookies.USER_CITY_CHOSEN)).toBe(7);
    expect(decoded(cookies.USER_COUNTRY_NAME?.value)).toBe('Россия');
    expect(cookies.USER_COUNTRY_CODE?.value).toBe('RU');
    // docs/embedding.md#cookies: chosen from the list, so the country lasts 2 days.
    expect(days(cookies.USER_COUNTRY_NAME)).toBe(2);
    expect(days(cookies.USER_COUNTRY_CODE)).toBe(2);
    expect(cookies.NCC).toBeUndefined();
    // The server printed the chosen city after the reload.
    await expect.poll(() => picker.city.textContent()).toMatch(/^Екатеринбург/);
    expect(await picker.storedCity()).toBe('Екатеринбург');
    expect(errors).toEqual([]);
  });

  test('a city in Kazakhstan sets NCC and reloads with ncc=1; Russia again removes both', async () => {
    const { page, errors, picker } = await open({ chosen: true });
    await picker.openByKeyboard();
    await picker.pickByKeyboard('алма', 'Алматы');

    const url = new URL(page.url());
    expect(url.searchParams.get('ncc')).toBe('1');
    expect(url.searchParams.get('flavour')).toBe(flavour === 'preact' ? 'preact' : null);
    let cookies = await picker.cookies();
    expect(decoded(cookies.USER_CITY_NAME?.value)).toBe('Алматы');
    expect(days(cookies.USER_CITY_NAME)).toBe(7);
    expect(cookies.USER_COUNTRY_CODE?.value).toBe('KZ');
    expect(decoded(cookies.USER_COUNTRY_NAME?.value)).toBe('Казахстан');
    expect(days(cookies.USER_COUNTRY_CODE)).toBe(2);
    expect(cookies.NCC?.value).toBe('Y');
    expect(days(cookies.NCC)).toBe(7);
    await expect.poll(() => picker.city.textContent()).toMatch(/^Алматы/);
    await keepScreenshot(page, `city-picker-kazakhstan-${flavour}`);

    await waitForIslands(page);
    await picker.openByKeyboard();
    await picker.pickByKeyboard('омс', 'Омск');
    expect(new URL(page.url()).searchParams.has('ncc')).toBe(false);
    cookies = await picker.cookies();
    expect(cookies.NCC).toBeUndefined();
    expect(cookies.USER_COUNTRY_CODE?.value).toBe('RU');
    await expect.poll(() => picker.city.textContent()).toMatch(/^Омск/);
    expect(errors).toEqual([]);
  });

  test('first visit: «Да» under the city confirms it without a reload, and the question is not asked again', async () => {
    const { page, errors, picker } = await open();
    await picker.question.waitFor();
    expect(await picker.question.textContent()).toContain('Ваш город — Москва?');
    // docs/islands/city-picker.md: the question never covers the city's name.
    await expect.poll(() => picker.question.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    const city = (await picker.city.boundingBox())!;
    const question = (await picker.question.boundingBox())!;
    const overlaps = question.x < city.x + city.width && city.x < question.x + question.width && question.y < city.y + city.height && city.y < question.y + question.height;
    expect(overlaps).toBe(false);
    await keepScreenshot(page, `city-picker-question-${flavour}`);
    // Every first visit of every page shows it: it must pass axe too.
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await picker.question.getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => picker.question.count()).toBe(0);
    const cookies = await picker.cookies();
    expect(cookies.USER_CITY_CHOSEN?.value).toBe('Y');
    expect(decoded(cookies.USER_CITY_NAME?.value)).toBe('Москва');
    expect(cookies.USER_COUNTRY_CODE?.value).toBe('RU');
    // Not picked from the list: the country lasts as long as the city.
    expect(days(cookies.USER_COUNTRY_CODE)).toBe(7);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    await page.reload();
    await waitForIslands(page);
    expect(await picker.status()).toBe('pending');
    expect(await picker.question.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('first visit with a second, hidden copy of the header\'s city (a phone\'s header kept in the page): only the city on screen asks', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 1280, height: 900 });
    openContext = context;
    const picker = new CityPickerPage(page, context);
    // The template's phone header, hidden by its CSS from 576 px on: a copy of the city bar's island
    // in it. (The sheet is adopted: the page's policy blocks a <style> a script adds.)
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const copy = document.querySelector('[data-island="city-picker"]')!.cloneNode(true) as HTMLElement;
        copy.id = 'hidden-city';
        const header = document.createElement('div');
        header.className = 'phone-header';
        header.append(copy);
        document.body.prepend(header);
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('@media (min-width: 576px) { .phone-header { display: none; } }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }),
    );
    await page.goto(home);
    await waitForIslands(page);
    expect(await page.locator('#hidden-city').getAttribute('data-island-status')).toBe('mounted');
    await picker.question.waitFor();
    const city = (await page.locator('[data-island="city-picker"]:not(#hidden-city) a').first().boundingBox())!;
    const question = (await picker.question.boundingBox())!;
    expect(question.y).toBeGreaterThanOrEqual(city.y + city.height);
    expect(await page.getByRole('dialog', { name: 'Проверьте ваш город' }).count()).toBe(1);
    // On a phone the copy is shown and asks too (the example's city bar stays on phones as well).
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.getByRole('dialog', { name: 'Проверьте ваш город' }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  test('first visit: «Да» by keyboard puts the focus back on the city and says the city was saved', async () => {
    const { page, errors, picker } = await open();
    await picker.question.waitFor();
    await picker.city.focus();
    // docs/islands/city-picker.md#keyboard-and-screen-readers: Tab from the city leads into the question.
    await page.keyboard.press('Tab');
    expect(await picker.question.getByRole('button', { name: 'Да' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.question.count()).toBe(0);
    await expect.poll(() => picker.cityHasFocus()).toBe(true);
    await expect.poll(() => picker.announcement()).toBe('Город Москва сохранён.');
    expect((await picker.cookies()).USER_CITY_CHOSEN?.value).toBe('Y');
    expect(errors).toEqual([]);
  });

  test('first visit on a phone: Tab past the question goes on down the page, not stuck on «Нет»', async () => {
    // At 375 px the city bar's other links are hidden by the page's CSS: they cannot take the focus.
    const { page, errors, picker } = await open({ width: 375, height: 740 });
    await picker.question.waitFor();
    await picker.question.getByRole('button', { name: 'Нет, выбрать другой' }).focus();
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const box = active?.getBoundingClientRect();
      return { inQuestion: Boolean(active?.closest('.si-popover')), visible: Boolean(box && box.width > 0 && box.height > 0), tag: active?.tagName };
    });
    expect(landed).toMatchObject({ inQuestion: false, visible: true });
    expect(errors).toEqual([]);
  });

  test('first visit: «Нет» opens the modal; Escape closes it and the focus returns to the city', async () => {
    const { page, errors, picker } = await open();
    await picker.question.getByRole('button', { name: 'Нет, выбрать другой' }).click();
    await picker.modal.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('ор');
    await picker.options.first().waitFor();
    await page.keyboard.press('Escape');
    expect(await picker.field.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.modal.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('si-city-picker__city'))).toBe(true);
    expect((await picker.cookies()).USER_CITY_CHOSEN).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('the modal\'s own file failing to load (a lost connection): the city goes to the city page, as without the island', async () => {
    const { page, errors, picker } = await open({ chosen: true });
    await page.route(/city-picker\.dialog-[^/]*\.js$/, (route) => route.abort());
    const left = page.waitForURL((url) => url.searchParams.get('city') === 'choose');
    await picker.city.click();
    await left;
    // The browser's own line for the download it lost; nothing from the island.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing with the modal open and its list shown ($name)', async ({ name, width, height }) => {
    const { page, errors, picker } = await open({ chosen: true, width, height });
    await picker.openByKeyboard();
    await page.keyboard.type('ор');
    await picker.options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    const box = (await picker.modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await keepScreenshot(page, `city-picker-modal-${name}-${flavour}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
