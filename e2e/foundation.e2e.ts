import { ISLANDS_CSP } from '../examples/server/routes';
import { axeViolations } from './support/axe';
import { addToSession, baseUrl, keepScreenshot, openPage, useBrowser, waitForIslands } from './support/browser';
import { ItemActionsPage } from './support/item-actions.page';

const browser = useBrowser();

type StoreWindow = { shopIslands: { store: { addToBasket(id: number): void } } };

describe.each(['react', 'preact'] as const)('the drop-in loader (%s flavour)', (flavour) => {
  const home = flavour === 'preact' ? '/?flavour=preact' : '/';

  test('mounts an island from the built loader.js on the first click, which is not lost', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 375, height: 740 });
    await page.goto(home);
    const loaderSrc = await page.locator('script[type="module"]').getAttribute('src');
    expect(loaderSrc).toBe(flavour === 'preact' ? '/local/islands-preact/loader.js' : '/local/islands/loader.js');
    const search = page.locator('[data-island="mobile-search"]').first();
    await waitForIslands(page);
    // `interaction` is the mobile search's default: nothing is loaded until the shopper reaches for it.
    expect(await search.getAttribute('data-island-status')).toBe('pending');
    await search.locator('a').click();
    await expect.poll(() => search.getAttribute('data-island-status')).toBe('mounted');
    // The click that woke the island opened it, instead of following the fallback link.
    await expect.poll(() => search.locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    expect(page.url()).toBe(`${baseUrl()}${home}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await keepScreenshot(page, `foundation-home-mobile-${flavour}`);
    await context.close();
  });

  test('a slow press on a fallback still opens the island when it comes up, however fast the chunk loads', async () => {
    const { page, context, errors } = await openPage(browser(), { width: 375, height: 740 });
    await page.goto(home);
    await waitForIslands(page);
    const search = page.locator('[data-island="mobile-search"]').first();
    const box = (await search.locator('a').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The island's script file, whatever the build names it (it may carry a content hash).
    const chunk = page.waitForResponse((response) => /\/mobile-search[^/]*\.js$/.test(new URL(response.url()).pathname));
    await page.mouse.down();
    // The chunk and its stylesheet arrive while the finger is still down (waited for, not slept
    // on): importing the script again resolves once the loader's copy has been evaluated too.
    const entry = (await chunk).url();
    expect(await search.getAttribute('data-island-status')).toBe('loading');
    // A string, so the test runner's transform leaves this import() to the browser.
    await page.evaluate(`import(${JSON.stringify(entry)}).then(() => true)`);
    await page.evaluate(async (prefix) => {
      const sheet = () => [...document.querySelectorAll('link')].find((link) => link.href.startsWith(prefix))?.sheet;
      while (!sheet()) await new Promise((resolve) => requestAnimationFrame(resolve));
      // Two frames more: a mount made now would have rendered by then.
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    }, entry.replace(/mobile-search[^/]*$/, 'mobile-search'));
    // Everything is there, yet the island has not taken the pressed fallback away: it waits for the click.
    expect(await search.getAttribute('data-island-status')).toBe('loading');
    expect(await search.locator('a').count()).toBe(1);
    expect(await search.locator('button[aria-expanded]').count()).toBe(0);
    await page.mouse.up();
    await expect.poll(() => search.getAttribute('data-island-status')).toBe('mounted');
    await expect.poll(() => search.locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    expect(page.url()).toBe(`${baseUrl()}${home}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the drop-in scripts and stylesheets arrive precompressed, and grouped islands in one file', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(flavour === 'preact' ? '/catalog/?flavour=preact' : '/catalog/');
    await waitForIslands(page);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/local\/islands(-preact)?\//.test(entry.name))
        .map((entry) => {
          const { name, encodedBodySize, decodedBodySize } = entry as PerformanceResourceTiming;
          return { file: new URL(name).pathname.replace(/^\/local\/islands(-preact)?\//, ''), encodedBodySize, decodedBodySize };
        }),
    );
    const files = loaded.map(({ file }) => file);
    // Every file but the loader is named by its content hash: a deploy can never mix two builds.
    expect(files.filter((file) => file !== 'loader.js').every((file) => /^[\w.-]+-[\w-]{6}\.(js|css)$/.test(file)), files.join()).toBe(true);
    expect(files).toEqual(expect.arrayContaining(['loader.js', expect.stringMatching(/^core-/), expect.stringMatching(/^catalog-filter-.+\.css$/), expect.stringMatching(/^catalog-list-.+\.css$/)]));
    // The filter and the list come in one shared file.
    expect(files.filter((file) => /^catalog-[\w-]{6}\.js$/.test(file))).toHaveLength(1);
    // Sent compressed: a small file less so (gzip's own framing, little to repeat: the site menu's
    // 1 075 B chunk is 610 B), a large one to under half.
    for (const { file, encodedBodySize, decodedBodySize } of loaded) {
      if (decodedBodySize > 1000) expect(encodedBodySize, file).toBeLessThan(decodedBodySize * (decodedBodySize > 4000 ? 0.5 : 0.75));
    }
    // No script names its source map (bytes every shopper would pay); the server's header does,
    // and the map is there for the developer tools.
    const folder = flavour === 'preact' ? '/local/islands-preact/' : '/local/islands/';
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const response = await fetch(`${baseUrl()}${folder}${file}`);
      expect(await response.text(), file).not.toContain('sourceMappingURL');
      expect(response.headers.get('sourcemap'), file).toBe(`${file}.map`);
      const map = (await (await fetch(`${baseUrl()}${folder}${file}.map`)).json()) as { sources: string[] };
      expect(map.sources.length, `${file}.map`).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`core.js ${flavour === 'react' ? 'asks Chromium to compile react-dom ahead' : 'goes without the compile hint'}, and its map still names the right lines`, async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(flavour === 'preact' ? '/catalog/?flavour=preact' : '/catalog/');
    await waitForIslands(page);
    const core = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/core-[\w-]{6}\.js$/.test(entry.name))!.name);
    const code = await (await fetch(core)).text();
    const map = (await (await fetch(`${core}.map`)).json()) as { mappings: string };
    // docs/budgets.md#lighthouse: React's core.js evaluated in half the time with it; Preact's
    // takes a few milliseconds without it, and its bytes count against the catalogue budget.
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(flavour === 'react');
    // One entry of the map per line of the script, the hint's line without any.
    const lines = map.mappings.split(';');
    expect(lines).toHaveLength(code.split('\n').length);
    expect(lines[0] === '').toBe(flavour === 'react');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('asks for core.js only once the page has painted, so the page\'s first paint never waits on the islands', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(flavour === 'preact' ? '/catalog/?flavour=preact' : '/catalog/');
    await waitForIslands(page);
    const { painted, core } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      core: performance.getEntriesByType('resource').find((entry) => /\/core-[\w-]{6}\.js$/.test(entry.name))?.startTime,
    }));
    expect(painted).toBeGreaterThan(0);
    expect(core).toBeGreaterThanOrEqual(painted!);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('works under the islands\' strict Content-Security-Policy (docs/embedding.md#csp), without the template\'s style attributes', async () => {
    const { page, context, errors } = await openPage(browser());
    // The pages' own policy allows the comparison template's style attribute: this page gets the
    // islands' policy alone.
    await page.route(
      (url) => url.pathname === '/catalog/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': ISLANDS_CSP } });
      },
    );
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const response = await page.goto(flavour === 'preact' ? '/catalog/?flavour=preact' : '/catalog/');
    expect(response?.headers()['content-security-policy']).toBe(ISLANDS_CSP);
    await waitForIslands(page);
    // Islands of every kind on the page mount; a buy button wakes on the click and adds.
    for (const name of ['catalog-filter', 'catalog-list']) {
      await expect.poll(() => page.locator(`[data-island="${name}"]`).getAttribute('data-island-status')).toBe('mounted');
    }
    const buy = page.locator('[data-island="buy-button"]').first();
    await buy.locator('a, button').first().click();
    await expect.poll(() => buy.getAttribute('data-island-status')).toBe('mounted');
    // In the basket: its icon is a data: image.
    await expect.poll(() => buy.locator('[data-state]').first().getAttribute('data-state')).toBe('in-basket');
    // The popover of the filter's help loads its own chunk on first use.
    await page.getByRole('button', { name: 'Как работает фильтр' }).click();
    await expect.poll(() => page.getByRole('tooltip').isVisible()).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('keeps the header counters in step with the store and the server', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto(home);
    // Prove the counters are driven by the store: the server printed 3, the store is emptied first.
    await page.evaluate(() => localStorage.setItem('compareItems', '"not a list"'));
    // core.js merges this browser's lists with the demo session's basket (3) and compare list (5).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('basketItems'))).toBe('[101,125,149]');
    await expect.poll(() => page.locator('.compare_count').first().textContent()).toBe('5');
    // Added as an island adds: the server first, then the store.
    await addToSession('basket', 150);
    await page.evaluate(() => (window as unknown as StoreWindow).shopIslands.store.addToBasket(150));
    await expect.poll(() => page.locator('.basket_count').first().textContent()).toBe('4');
    expect(await page.evaluate(() => localStorage.getItem('basketItems'))).toBe('[101,125,149,150]');
    // A second tab sees the change through the storage event.
    const other = await context.newPage();
    await other.goto(home);
    await expect.poll(() => other.locator('.basket_count').first().textContent()).toBe('4');
    await addToSession('basket', 151);
    await page.evaluate(() => (window as unknown as StoreWindow).shopIslands.store.addToBasket(151));
    await expect.poll(() => other.locator('.basket_count').first().textContent()).toBe('5');
    expect(errors).toEqual([]);
    await keepScreenshot(page, `foundation-home-${flavour}`);
    await context.close();
  });

  test('a loader tag with `async` in the head, before the page has a body, starts the islands (docs/embedding.md#page-config)', async () => {
    const { page, context, errors } = await openPage(browser());
    // Bitrix prints its own classic scripts in the head after such a tag: the parser waits for one
    // while the loader, already fetched, runs.
    let blocking: () => void = () => {};
    const loaderRan = new Promise<void>((resolve) => (blocking = resolve));
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const src = /<script type="module" src="([^"]+\/loader\.js)"><\/script>/.exec(html)![1]!;
        const body = html.replace(/<script type="module" src="[^"]+\/loader\.js"><\/script>/, '').replace('</head>', `<script type="module" async src="${src}"></script><script src="/head-script.js"></script></head>`);
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/loader.js', async (route) => {
      await route.fulfill({ response: await route.fetch() });
      blocking();
    });
    await page.route('**/head-script.js', async (route) => {
      await loaderRan;
      // The loader has been handed to the page; the head's script comes once it has run.
      await page.waitForFunction(() => !!(window as unknown as { shopIslands?: { scan?: unknown } }).shopIslands?.scan).catch(() => {});
      await route.fulfill({ contentType: 'text/javascript', body: 'window.headScriptRan = true;' });
    });
    await page.goto(home);
    await waitForIslands(page);
    expect(await page.evaluate(() => (window as unknown as { headScriptRan?: boolean }).headScriptRan)).toBe(true);
    expect(await page.locator('[data-island-status="mounted"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-island-status="failed"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a loader included twice under two addresses runs once: each island drawn once, one add per press', async () => {
    const { page, context, errors } = await openPage(browser());
    // A template that names the loader twice, one of them versioned (docs/embedding.md#page-config).
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script type="module" src="([^"]+\/loader\.js)"><\/script>/, '$&<script type="module" src="$1?v=2"></script>');
        await route.fulfill({ response, body });
      },
    );
    await page.goto(home);
    expect(await page.locator('script[type="module"][src*="loader.js"]').count()).toBe(2);
    const items = new ItemActionsPage(page);
    await items.waitForStore();
    await items.insertCatalogItems('signalizatsii');
    await waitForIslands(page);
    const adds: string[] = [];
    page.on('request', (request) => request.url().includes('/add2BasketByID.php') && adds.push(request.url()));
    // The press that wakes the island is the add (both loaders would hold and replay it).
    await items.press(102, 'buy-button');
    await expect.poll(() => items.buyState(102)).toBe('in-basket');
    expect(await items.island(102, 'buy-button').locator('button').count()).toBe(1);
    await expect.poll(() => items.headerCount('basket_count')).toBe('4');
    expect(adds).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a link of a waiting island clicked with Ctrl opens in a new tab; this page neither follows it nor acts', async () => {
    const product = `/catalog/product/101/${flavour === 'preact' ? '?flavour=preact' : ''}`;
    const { page, context, errors } = await openPage(browser());
    await page.goto(product);
    await waitForIslands(page);
    const buy = page.locator('main [data-island="buy-button"]').first();
    expect(await buy.getAttribute('data-island-status')).toBe('pending');
    const link = buy.locator('a[href]');
    const href = new URL((await link.getAttribute('href'))!, baseUrl()).pathname;
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/local/ajax/') && calls.push(request.url()));
    const tab = context.waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const opened = await tab;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(href);
    // The press still woke the island; it replayed nothing: no add, no move of this page.
    await expect.poll(() => buy.getAttribute('data-island-status')).toBe('mounted');
    expect(page.url()).toBe(`${baseUrl()}${product}`);
    expect(calls.filter((url) => url.includes('add2Basket'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a browser below the islands\' floor (no `Array.prototype.at`, Safari before 15.4) keeps the server fallbacks, which work', async () => {
    const product = `/catalog/product/101/${flavour === 'preact' ? '?flavour=preact' : ''}`;
    const { page, context, errors } = await openPage(browser());
    await page.addInitScript(() => {
      delete (Array.prototype as { at?: unknown }).at;
    });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname.split('/').pop()!));
    await page.goto(product, { waitUntil: 'load' });
    // The module script has run by the load event: it made the page's shared object, and left it there.
    expect(await page.evaluate(() => typeof (window as unknown as { shopIslands?: { scan?: unknown } }).shopIslands?.scan)).toBe('undefined');
    expect(await page.locator('[data-island-status]').count()).toBe(0);
    expect(scripts).toEqual(['loader.js']);
    // The buy button's fallback is a link to the basket's add, as without script.
    const buy = page.locator('main [data-island="buy-button"] a[href]').first();
    const href = new URL((await buy.getAttribute('href'))!, baseUrl()).pathname;
    await Promise.all([page.waitForURL((url) => url.pathname === href), buy.click()]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('mounts an island that a script inserts later, with no call to scan', async () => {
    // A phone: the mobile search shows its toggle only on a mobile page (docs/islands/mobile-search.md).
    const { page, context, errors } = await openPage(browser(), { width: 375, height: 740 });
    await page.goto(home);
    await waitForIslands(page);
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late-search';
      late.dataset.island = 'mobile-search';
      late.dataset.hydrate = 'load';
      late.dataset.props = JSON.stringify({ action: '/search/', query: 'трекер' });
      late.innerHTML = '<a href="/search/">Поиск</a>';
      document.getElementById('late-islands')!.append(late);
      // A counter added later shows the count too.
      const counter = document.createElement('span');
      counter.className = 'basket_count';
      counter.id = 'late-counter';
      document.getElementById('late-islands')!.append(counter);
    });
    await expect.poll(() => page.locator('#late-search').getAttribute('data-island-status')).toBe('mounted');
    await page.locator('#late-search button[aria-expanded]').click();
    await expect.poll(() => page.locator('#late-search input[type="search"]').inputValue()).toBe('трекер');
    await expect.poll(() => page.locator('#late-counter').textContent()).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });
});
