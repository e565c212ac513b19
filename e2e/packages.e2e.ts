/**
 * What a site developer with a bundler gets: the packed packages (`npm pack`, as they would be
 * published) installed in an app folder of its own outside the repository, built with Vite and
 * opened in Chromium. Needs `npm run build` first (packages/*\/dist).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['store', 'api', 'loader', 'islands'];
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pinned = (name: string) => rootManifest.dependencies[name] ?? rootManifest.devDependencies[name];

/** The header counters and one buy button, as a Bitrix template would mark them. */
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Bundled islands</title>
    <script type="application/json" id="shop-islands-config">{"sessid": "app-sessid", "user": {"isAuth": false, "email": ""}, "mode": "normal", "endpoints": {}}</script>
  </head>
  <body>
    <a href="/personal/cart/">Корзина <span class="basket_count">0</span></a>
    <div data-island="buy-button" data-hydrate="load" data-props='{"productId": 105, "productName": "Стражъ A93"}'>
      <a href="/personal/cart/">В корзину</a>
    </div>
    <script type="module" src="/main.ts"></script>
  </body>
</html>
`;

const MAIN_TS = `import { createLoader } from '@shop-islands/loader';
import { createIslandRegistry, startPage } from '@shop-islands/islands';

startPage();
createLoader({ registry: createIslandRegistry(), document, window });
`;

/** What the stub backend's getVars.php answers: two products already in the session's basket. */
const SERVER_VARS = { basketItems: [101, 102], compareItems: [], user: { IS_AUTH: false, EMAIL: '' } };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** The built app's files, and getVars.php answering for the session. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/local/ajax/getVars.php') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(SERVER_VARS));
      return;
    }
    const file = join(dir, normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * npm run by `npm test` passes its own settings down as `npm_*` variables (the workspace among
 * them); the app's install must not see them. Where the cache and registry are stays.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || keep.test(name)));
}

describe('the packed packages in a Vite app', () => {
  let work = '';
  let packedFiles: string[] = [];
  let server: Server | undefined;
  let baseUrl = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (!PACKAGES.every((name) => existsSync(join(root, `packages/${name}/dist/index.js`)))) {
      throw new Error('packages/*/dist is missing: run `npm run build` first');
    }
    work = mkdtempSync(join(tmpdir(), 'shop-islands-app-'));
    const tarballs = join(work, 'tarballs');
    const app = join(work, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    const env = npmEnv();
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', tarballs, ...PACKAGES.map((name) => `--workspace=packages/${name}`)], { cwd: root, env });
    const packed = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    packedFiles = packed.flatMap((entry) => entry.files.map((file) => `${entry.filename}: ${file.path}`));

    writeFileSync(join(app, 'index.html'), INDEX_HTML);
    writeFileSync(join(app, 'main.ts'), MAIN_TS);
    // The packages' own dependencies come with them; only their versions are held to the ones the
    // repository tests with, so that the install needs nothing beyond npm's cache.
    const overrides = Object.fromEntries(['@preact/signals-core', 'js-cookie', '@floating-ui/dom'].map((name) => [name, pinned(name)]));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'bundled-islands-app', private: true, type: 'module', overrides }));
    await run(
      'npm',
      [
        'install',
        ...packed.map((entry) => join(tarballs, entry.filename)),
        `react@${pinned('react')}`,
        `react-dom@${pinned('react-dom')}`,
        `vite@${pinned('vite')}`,
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: app, env },
    );
    await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: app, env });
    server = await serve(join(app, 'dist'));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** The app in a fresh context, with console errors and page errors recorded. */
  async function openApp(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser!.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(baseUrl);
    return { page, errors, close: () => context.close() };
  }

  test('the tarballs hold the built files and no sources or tests', () => {
    expect(packedFiles.filter((file) => !/: (dist\/.+|package\.json|README\.md)$/.test(file))).toEqual([]);
    expect(packedFiles).toContain('shop-islands-islands-0.1.0.tgz: dist/buy-button.css');
  });

  test('the buy button mounts, styled by its own stylesheet that came with the island', async () => {
    const { page, errors, close } = await openApp();
    const island = page.locator('[data-island="buy-button"][data-island-status="mounted"]');
    await island.waitFor();
    const button = island.getByRole('button', { name: /^В корзину/ });
    await button.waitFor({ state: 'visible' });
    expect(await button.textContent()).toContain('В корзину');
    // The shop's red and the 40 px touch height come from buy-button.css, nothing else on the page.
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, minHeight: computed.minHeight };
    });
    expect(style).toEqual({ background: 'rgb(176, 0, 30)', minHeight: '40px' });
    expect(errors).toEqual([]);
    await close();
  });

  test('startPage shows the session’s basket from getVars.php in the header counter and hands the store to legacy scripts', async () => {
    const { page, errors, close } = await openApp();
    await expect.poll(() => page.locator('.basket_count').textContent()).toBe('2');
    const hasStore = await page.evaluate(() => {
      const shared = (window as unknown as { shopIslands?: { store?: { addToBasket?: unknown } } }).shopIslands;
      return typeof shared?.store?.addToBasket === 'function';
    });
    expect(hasStore).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
