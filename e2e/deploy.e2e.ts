import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { createExamplesServer } from '../examples/server/examples-server';
import { useBrowser, waitForIslands } from './support/browser';

const browser = useBrowser();

/** The scripts and stylesheets of one drop-in build (its meta file lists them). */
function filesOf(metaFile: string): Set<string> {
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { outputs: Record<string, unknown>; islands: Record<string, { css?: string }> };
  return new Set([...Object.keys(meta.outputs), ...Object.values(meta.islands).flatMap((island) => (island.css ? [island.css] : []))]);
}

/** The first buy button still on its fallback, by a locator that stays on it when its status changes. */
async function firstPendingBuyButton(page: Page, except = '') {
  const item = await page.evaluate(
    (except) =>
      [...document.querySelectorAll('[data-island="buy-button"][data-island-status="pending"]')]
        .map((element) => element.closest('.catalog-item')!.id)
        .find((id) => id !== except)!,
    except,
  );
  return { item, button: page.locator(`#${item} [data-island="buy-button"]`) };
}

/** Records the drop-in files a page requests from now on, and its console errors. */
function watch(page: Page, prefix: string) {
  const files: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(prefix)) files.push(path.slice(prefix.length));
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return { files, errors };
}

// A changed island: build B says «Купить» where build A says «В корзину». Its text lives in the
// buy button's messages, which core.js (the prepaint) and the island's file both use.
const MESSAGES = 'packages/islands/src/buy-button/buy-button.messages.ts';

describe.each(['react', 'preact'] as const)('a deploy into the same folder (%s flavour)', (flavour) => {
  const folder = flavour === 'preact' ? 'islands-preact' : 'islands';
  const prefix = `/local/${folder}/`;
  let site: string;
  let built: string;
  let context: BrowserContext | undefined;

  // Build B is made elsewhere before the test, as a release is; the deploy is the copy. Its own
  // time limit: a build takes 20 s on a quiet machine, and 150 s of wall clock for 29 s of CPU was
  // seen on a busy one (300 s did not always do). A child process the worker waits for without
  // blocking its own event loop.
  beforeAll(async () => {
    built = mkdtempSync(join(tmpdir(), 'shop-islands-build-b-'));
    const overlay = join(built, '..', `${flavour}-overlay.json`);
    writeFileSync(overlay, JSON.stringify({ [MESSAGES]: readFileSync(MESSAGES, 'utf8').replace("addCatalog: 'В корзину'", "addCatalog: 'Купить'") }));
    try {
      await promisify(execFile)('node', ['scripts/build.mjs', '--drop-in-only', '--out', built, '--flavour', flavour, '--overlay', overlay, '--quick-gzip'], { maxBuffer: 64 * 1024 * 1024 });
    } finally {
      rmSync(overlay);
    }
  }, 900_000);
  afterAll(() => {
    rmSync(built, { recursive: true, force: true });
    rmSync(`${built}.meta.json`, { force: true });
  });
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'shop-islands-site-'));
  });
  afterEach(async () => {
    await context?.close();
    rmSync(site, { recursive: true, force: true });
  });

  test('an open page keeps running build A, a new page runs build B only, with no console error', async () => {
    cpSync(`dist/${folder}`, site, { recursive: true }); // build A, as `npm run build` wrote it
    const filesA = filesOf(`dist/${folder}.meta.json`);
    const server = await createExamplesServer({ port: 0, dropIn: { [flavour]: site } });
    try {
      // One browser profile for both pages, so build A's files sit in its HTTP cache (the
      // server sends them as immutable, as the README asks a site to).
      context = await browser().newContext({ baseURL: server.url, locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
      const url = `/catalog/?flavour=${flavour}`;
      const open = await context.newPage();
      const openWatch = watch(open, prefix);
      await open.goto(url);
      await waitForIslands(open);
      const { item: added, button: openButton } = await firstPendingBuyButton(open);
      await expect.poll(() => openButton.textContent()).toBe('В корзину');

      // Deploy build B: its files are copied over A's; A's files stay (nothing is deleted).
      cpSync(built, site, { recursive: true });
      const filesB = filesOf(`${built}.meta.json`);
      const onlyA = [...filesA].filter((file) => !filesB.has(file));
      expect(onlyA.length).toBeGreaterThan(0);

      // (a) An island of the open page that hydrates after the deploy: build A's own file.
      const requestedBefore = openWatch.files.length;
      await openButton.locator('a').click();
      await expect.poll(() => openButton.getAttribute('data-island-status')).toBe('mounted');
      await expect.poll(() => openButton.getByRole('button').textContent()).toContain('В корзине');
      const lateFiles = openWatch.files.slice(requestedBefore);
      expect(lateFiles.length).toBeGreaterThan(0);
      for (const file of lateFiles) expect(filesA.has(file), `${file} is build A's`).toBe(true);
      expect(openWatch.errors).toEqual([]);

      // (b) A newly opened page: the loader (revalidated) names build B, and nothing of A loads.
      const fresh = await context.newPage();
      const freshWatch = watch(fresh, prefix);
      await fresh.goto(url);
      await waitForIslands(fresh);
      // another product than the one just added: its fallback says the add label
      const { button: freshButton } = await firstPendingBuyButton(fresh, added);
      await expect.poll(() => freshButton.textContent()).toBe('Купить');
      await freshButton.locator('a').click();
      await expect.poll(() => freshButton.getAttribute('data-island-status')).toBe('mounted');
      for (const file of freshWatch.files) expect(onlyA, `${file} is not only build A's`).not.toContain(file);
      expect(freshWatch.files.filter((file) => file !== 'loader.js').every((file) => filesB.has(file))).toBe(true);
      expect(freshWatch.errors).toEqual([]);
    } finally {
      await server.close();
    }
  }, 90_000);
});
