import { mkdirSync } from 'node:fs';
import { DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS } from '@shop-islands/dev-server';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Route } from 'playwright-core';

/** Debian's Chromium; a browser download is not possible on this network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's new headless mode is the whole browser: every new window (each test's context, each
 * bench run) started a renderer for the address bar's suggestion popup, which took half a core for
 * two to three seconds, in a window that has no address bar to show. These features turn it off.
 */
export const NO_ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Flags that let Chromium start as root, without a GPU, without reaching out to the network. */
export const OFFLINE_ROOT_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CHROMIUM_ARGS = [
  ...OFFLINE_ROOT_FLAGS,
  '--enable-unsafe-swiftshader',
  `--disable-features=${[
    ...NO_ADDRESS_BAR_POPUP,
    // Chromium keeps only the last --disable-features, so Playwright's own list (1.65) is repeated
    // here; without it pages would keep their last frame painted across navigations, and more.
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
  ].join(',')}`,
];

/**
 * `backForwardCache`: Playwright turns the browser's back-forward cache off by default (its own
 * navigation tracking does not follow a restored page); a test of a restored page turns it back on
 * and goes back with `history.back()`.
 */
export function launchChromium(extraArgs: string[] = [], { backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
  });
}

/**
 * Puts the demo backend back to its first state. Once more if the connection drops: after a long
 * pause (a build in a hook) the server may close its idle keep-alive socket just as this request
 * reuses it. The reset is idempotent, so a second try is safe.
 */
export async function resetBackend(): Promise<void> {
  const reset = () => fetch(`${baseUrl()}/__demo/reset`, { method: 'POST' });
  const answer = await reset().catch(reset);
  if (!answer.ok) throw new Error(`demo reset failed: HTTP ${answer.status}`);
}

/**
 * Puts a product in the demo session's basket or compare list on the server, as an add by another
 * page would: the start-up reconciliation drops stored ids the session lacks (docs/embedding.md#store).
 */
export async function addToSession(list: 'basket' | 'compare', productId: number): Promise<void> {
  const path = list === 'basket' ? DEMO_ENDPOINTS.add2BasketByID : DEMO_ENDPOINTS.add2CompareList;
  const body = new URLSearchParams({ PRODUCT_ID: String(productId) });
  const answer = await fetch(`${baseUrl()}${path}?sessid=${encodeURIComponent(DEMO_SESSID)}`, { method: 'POST', body });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
}

/** The demo session's basket on the server, line by line (`getVars.php` in its wholesale form). */
export async function sessionBasketLines(): Promise<{ PRODUCT_ID: number; QUANTITY: number }[]> {
  const answer = await fetch(`${baseUrl()}${FIXED_PATHS.getVars}?sessid=${encodeURIComponent(DEMO_SESSID)}&mode=opt`);
  return ((await answer.json()) as { basketItems: { PRODUCT_ID: number; QUANTITY: number }[] }).basketItems;
}

/** The product's quantity in the demo session's basket on the server; undefined when it is not there. */
export async function sessionQuantity(productId: number): Promise<number | undefined> {
  return (await sessionBasketLines()).find((line) => line.PRODUCT_ID === productId)?.QUANTITY;
}

/**
 * One Chromium for the whole test file and a fresh backend (basket, compare list, user) before
 * each test. Call once at the top of an e2e file; the function it returns gives the browser.
 */
export function useBrowser(options: { backForwardCache?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium([], options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(resetBackend);
  return () => {
    if (!browser) throw new Error('Chromium is not running: call useBrowser() at the top of the test file');
    return browser;
  };
}

/** This worker's examples server's address (no trailing slash), provided by the global setup. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!url) throw new Error(`no examples server for worker ${process.env.VITEST_POOL_ID} of ${urls.length}`);
  return url;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far: every page should end a test with none. */
  errors: string[];
}

/** A fresh context (own storage and cookies) with a page that records console errors. */
export async function openPage(browser: Browser, options: { width?: number; height?: number; touch?: boolean } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'ru-RU',
    baseURL: baseUrl(),
    // A phone's screen: touch events, and a coarse pointer without hover for the page's media queries.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/**
 * Measures `path` as the server printed it (the loader blocked: no island runs), then reloaded
 * with `island` mounted, for a test that the island takes its fallback's place exactly. The
 * blocked loader's own error is dropped from `errors`: the island's page must end with none.
 * `within`: a selector of the element holding the island meant, when the page has several (the
 * first otherwise); an island that waits to be seen is in view after the reload when `measure`
 * scrolled to it (the browser keeps the place).
 */
export async function printedThenMounted<T>(
  opened: OpenedPage,
  path: string,
  island: string,
  measure: (page: Page) => Promise<T>,
  within = '',
): Promise<{ printed: T; mounted: T }> {
  const { page, errors } = opened;
  await page.route('**/loader.js', (route) => route.abort());
  await page.goto(path);
  const printed = await measure(page);
  errors.length = 0;
  await page.unroute('**/loader.js');
  await page.reload();
  await page.waitForFunction((selector) => document.querySelector<HTMLElement>(selector)?.dataset.islandStatus === 'mounted', `${within} [data-island="${island}"]`);
  return { printed, mounted: await measure(page) };
}

/** Keeps a full-page screenshot as a test artifact (e2e/artifacts/, not in git). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('e2e/artifacts', { recursive: true });
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

/**
 * Waits until core.js has handed the loader the registry (a promise it puts on
 * `window.shopIslands`, settled once its start-up tasks are done): the loader begins every island
 * of the page in that task.
 */
export async function waitForRegistry(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { shopIslands?: { registry?: unknown } }).shopIslands?.registry);
  await page.evaluate(async () => {
    await (window as { shopIslands?: { registry?: unknown } }).shopIslands?.registry;
  });
}

/**
 * Waits until the loader has seen every island and none is still loading: each one is mounted,
 * failed, or pending its hydrate moment (`visible`, `interaction` …).
 */
export async function waitForIslands(page: Page, selector = '[data-island]'): Promise<void> {
  await waitForRegistry(page);
  // Let `idle` islands start first: the loader hands them to requestIdleCallback.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForFunction(
    (sel) =>
      Array.from(document.querySelectorAll(sel)).every((el) => {
        const status = el.getAttribute('data-island-status');
        return status !== null && status !== 'loading';
      }),
    selector,
  );
}

/**
 * Holds every request matching `pattern` (an island's chunk) until `release()`, so a test can act
 * on the server fallback before the island mounts. Call before `goto`; `release()` waits for the
 * first request (the loader asks at the island's moment), then lets them all through.
 *
 * The route stays after the release and lets everything through. Removing it turns the browser's
 * request interception off, and a request the page sends at that moment can stay pending for
 * good: the car wizard's `fallback-fields` chunk, asked for as its held chunk arrived, never
 * came, and the island never mounted (about 1 run in 100 under load).
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route: Route) => {
    // A request that comes while `release()` is letting the held ones through goes through too:
    // held then, nothing would ever let it go.
    if (released) return route.continue();
    held.push(route);
    requested();
  });
  return {
    release: async () => {
      await asked;
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Waits until the page's start-up `getVars.php` answer is merged into the store (or the call
 * failed): `window.shopIslands.reconciled`, docs/embedding.md#legacy-scripts. Stored lists alone do
 * not tell: a second tab finds them written by the first.
 */
export async function waitForReconciled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { shopIslands?: { reconciled?: unknown } }).shopIslands?.reconciled !== undefined);
  await page.evaluate(() => (window as unknown as { shopIslands: { reconciled: Promise<void> } }).shopIslands.reconciled);
}

/**
 * Lets the page's requests matching `pattern` reach the server at once, but holds their answers
 * until `release()`: an answer written before something the test does next, arriving after it.
 * `answered` settles once the server has answered the first of them.
 */
export async function holdAnswers(page: Page, pattern: RegExp): Promise<{ answered: Promise<void>; release(): Promise<void> }> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  let fetched!: () => void;
  const answered = new Promise<void>((resolve) => (fetched = resolve));
  await page.route(pattern, async (route: Route) => {
    // As in `holdRequests`: nothing that arrives once released is held any more, and the route stays.
    if (released) return route.continue();
    const response = await route.fetch();
    if (released) return route.fulfill({ response });
    held.push(() => route.fulfill({ response }));
    fetched();
  });
  return {
    answered,
    release: async () => {
      await answered;
      released = true;
      await Promise.all(held.splice(0).map((send) => send()));
    },
  };
}

/**
 * Records the page's layout shifts from its start (call before `goto`); read them with `layoutShift`.
 *
 * The browser may draw a page before its HTML is all parsed: on a busy machine the parser yields,
 * a frame shows half a header or a form without its button, and the rest of the HTML moves it.
 * That is the template's progressive rendering, not an island (the loader is a module script and
 * runs only once the parser is done), so each page's HTML gets an `<link rel="expect"
 * blocking="render">` naming no element: the browser renders nothing until the parser finishes,
 * and the shifts counted are the ones the islands make.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  // Only the pages' own addresses (no file extension) go through the test; scripts, styles and the
  // server calls stay on the browser's fast path.
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('<head>', '<head><link rel="expect" href="#html-parsed" blocking="render">');
      return route.fulfill({ response, body });
    },
  );
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far (the sum of every shift without recent input). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      // A frame first: shifts are reported after the frame that made them.
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0)))),
      ),
  );
}
