// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS } from './endpoints';
import { toFormBody } from './form';
import { createDemoServer, startDemoServer, type DemoServer } from './node';
import { DEMO_SEED, createBackendState } from './state';

let demo: DemoServer;
let siteDir: string;

/** A raw GET, so paths like `/../x` reach the server as written. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'demo-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Главная</title><h1>Демо-магазин</h1>');
  mkdirSync(join(siteDir, 'catalog'));
  writeFileSync(join(siteDir, 'catalog', 'index.html'), '<h1>Каталог</h1>');
  writeFileSync(join(siteDir, 'catalog', 'style.css'), 'body{color:red}');
  writeFileSync(join(siteDir, 'loader.js'), 'export {};');
  demo = await createDemoServer({ port: 0, staticDirs: [siteDir], state: createBackendState({ seed: DEMO_SEED }) });
});

afterAll(async () => {
  await demo.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('createDemoServer', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(demo.url).toBe(`http://127.0.0.1:${demo.port}/`);
    expect(demo.port).toBeGreaterThan(0);
  });

  it('serves static files with their content types, index.html for directories', async () => {
    const index = await fetch(demo.url);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('Демо-магазин');
    const css = await fetch(new URL('/catalog/style.css', demo.url));
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body{color:red}');
    expect((await fetch(new URL('/loader.js', demo.url))).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const dir = await fetch(new URL('/catalog', demo.url), { redirect: 'manual' });
    expect(dir.status).toBe(301);
    expect(dir.headers.get('location')).toBe('/catalog/');
    expect(await (await fetch(new URL('/catalog/', demo.url))).text()).toBe('<h1>Каталог</h1>');
  });

  it('serves the dev-server public files (pictures, MSW worker)', async () => {
    const picture = await fetch(new URL('/images/products/101.svg', demo.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    const worker = await fetch(new URL('/mockServiceWorker.js', demo.url));
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 with a page, and never serves files outside the directories', async () => {
    const missing = await fetch(new URL('/nope.html', demo.url));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Страница не найдена');
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/..%2fsrc%2fnode.ts']) {
      const answer = await rawGet(demo.port, path);
      expect(answer.status).toBe(404);
    }
  });

  it('answers the backend over real HTTP: getVars (GET) and add2BasketByID (POST form)', async () => {
    const vars = await fetch(new URL(`${FIXED_PATHS.getVars}?sessid=${DEMO_SESSID}`, demo.url));
    expect(await vars.json()).toEqual({
      basketItems: [101, 125, 149],
      compareItems: [101, 103, 104, 109, 123],
      user: { IS_AUTH: false, EMAIL: '' },
    });
    const added = await fetch(new URL(DEMO_ENDPOINTS.add2BasketByID, demo.url), {
      method: 'POST',
      body: toFormBody({ sessid: DEMO_SESSID, PRODUCT_ID: 102 }),
    });
    expect(added.headers.get('content-type')).toMatch(/application\/json/);
    expect(await added.json()).toEqual({ RESULT_ID: 4, BASKET_ITEMS_CNT: 4 });
    const list = await fetch(new URL(DEMO_ENDPOINTS.catalogList, demo.url), {
      method: 'POST',
      body: toFormBody({ sessid: DEMO_SESSID, SECTION_CODE: 'aksessuary', FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 2 } }),
    });
    expect(await list.text()).toMatch(/<input type="hidden" name="ITEMS_COUNT" value="20">/);
    expect((await fetch(new URL(FIXED_PATHS.getVars, demo.url))).status).toBe(403);
  });

  it('passes faults through: status, network (connection dropped), timeout aborted by the client', async () => {
    expect((await fetch(new URL(`${FIXED_PATHS.getVars}?x-mock-fault=502`, demo.url))).status).toBe(502);
    await expect(fetch(new URL(`${FIXED_PATHS.getVars}?x-mock-fault=network`, demo.url))).rejects.toThrow();
    const started = performance.now();
    await expect(
      fetch(new URL(`${FIXED_PATHS.getVars}?x-mock-fault=timeout`, demo.url), { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
    // The server is still fine afterwards.
    expect((await fetch(new URL(`${FIXED_PATHS.getVars}?sessid=${DEMO_SESSID}`, demo.url))).status).toBe(200);
  });
});

describe('startDemoServer', () => {
  it('starts the server and prints its URL', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const started = await startDemoServer({ port: 0, log: false });
    try {
      expect(log).toHaveBeenCalledWith(`Демо-сервер shop-islands: ${started.url}`);
      expect((await fetch(new URL('/images/no-photo.svg', started.url))).status).toBe(200);
    } finally {
      await started.close();
    }
  });
});
