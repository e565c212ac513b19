/**
 * `npm run bench`: the budgets of docs/budgets.md, measured and printed side by side in one run.
 * Sizes come from the built drop-in folders: each file a page downloads, compressed on its own —
 * as served (the build's precompressed `.gz`, which the examples server and nginx `gzip_static`
 * send; judged against the budget) and as gzip -9 on the fly (printed beside it). Timings from
 * headless Chromium against the examples server; Lighthouse (mobile preset, simulated
 * throttling) on the catalogue page with and without the islands. Exits 1 when a figure is over.
 *
 * BENCH_RUNS (default 5) sets the runs of each timing; BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, CHROMIUM_PATH, NO_ADDRESS_BAR_POPUP, OFFLINE_ROOT_FLAGS } from '../e2e/support/browser';
import { SearchSuggestPage } from '../e2e/support/search-suggest.page';
import { benchBlocking } from './bench-blocking';
import { benchReturnMap, median } from './bench-map';
import { createExamplesServer } from '../examples/server/examples-server';
import { ISLAND_DEFAULTS } from '../packages/islands/src/registry';

interface Meta {
  core: string;
  islands: Record<string, { js: string; css?: string }>;
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

const results: { what: string; value: number; unit: string; budget?: number; atLeast?: boolean }[] = [];
const record = (what: string, value: number, unit: string, budget?: number, atLeast = false) => results.push({ what, value, unit, budget, atLeast });

/** The scripts a page downloads for these entries: the files and their static imports, transitively. */
function downloadedFiles(meta: Meta, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !meta.outputs[path]) return;
    seen.add(path);
    for (const dependency of meta.outputs[path].imports) if (dependency.kind === 'import-statement') visit(dependency.path);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

const gzipSize = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
/** What a server sends: the build's precompressed `<file>.gz` (zopfli), as nginx `gzip_static` does. */
const servedSize = (files: string[]) =>
  files.reduce((sum, file) => sum + (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length), 0);

const breakdowns: string[] = [];
const CATALOGUE_ISLANDS = ['catalog-filter', 'catalog-list', 'buy-button', 'compare-toggle'];
const registered = Object.keys(ISLAND_DEFAULTS).length;
for (const [flavour, folder, budget] of [
  ['Preact', 'dist/islands-preact', 30],
  ['React', 'dist/islands', 90],
] as const) {
  const meta = JSON.parse(readFileSync(`${folder}.meta.json`, 'utf8')) as Meta;
  const loader = gzipSize([`${folder}/loader.js`]);
  record(`loader.js, ${flavour}, with every island of the contract registered (${registered} names, all in core.js; the loader names none)`, loader / 1024, 'KB gzip', 2);
  const files = downloadedFiles(meta, ['loader.js', meta.core, ...CATALOGUE_ISLANDS.map((name) => meta.islands[name]!.js)]).map((file) => `${folder}/${file}`);
  const sheets = CATALOGUE_ISLANDS.flatMap((name) => (meta.islands[name]!.css ? [`${folder}/${meta.islands[name]!.css}`] : []));
  record(`catalogue page JS, ${flavour}, as served: the precompressed .gz files (loader, core, ${CATALOGUE_ISLANDS.join(', ')})`, servedSize(files) / 1024, 'KB gzip', budget);
  record(`catalogue page JS, ${flavour}, gzip -9 on the fly (a server without precompressed files)`, gzipSize(files) / 1024, 'KB gzip');
  record(`catalogue page CSS, ${flavour} (not in the budget)`, servedSize(sheets) / 1024, 'KB gzip');
  breakdowns.push(`  ${flavour}: ${files.map((file) => `${file.slice(folder.length + 1)} ${(servedSize([file]) / 1024).toFixed(2)}`).join(', ')}`);
}

// Mount 300 buy buttons on one page: from the insertion that the loader's observer sees to all
// mounted with their own markup; and the floor: the same final markup built with one innerHTML
// in the same page. Both end with a forced layout, so each includes the style and layout work
// the browser must do before it can paint them. A string, not a function: the script runner's
// name helpers do not exist inside the page.
const MOUNT_300 = `(async () => {
  const host = document.getElementById('late-islands') || document.body.appendChild(document.createElement('div'));
  const make = () => {
    const element = document.createElement('div');
    element.dataset.island = 'buy-button';
    element.dataset.props = '{"productId":101,"price":15990}';
    element.dataset.hydrate = 'load';
    element.innerHTML = '<a href="/personal/cart/">В корзину</a>';
    return element;
  };
  const settled = (elements) => new Promise((resolve) => {
    const check = () => elements.every((element) => element.dataset.islandStatus === 'mounted') && resolve();
    new MutationObserver(check).observe(host, { attributes: true, subtree: true, attributeFilter: ['data-island-status'] });
    check();
  });
  // Warm up: the chunk and its stylesheet are downloaded once, as on a real page.
  const first = make();
  host.append(first);
  await settled([first]);
  // Let the page finish its own start-up (idle islands, getVars) so it does not share the measure.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const box = document.createElement('div');
  host.append(box);
  const batch = Array.from({ length: 300 }, make);
  const started = performance.now();
  box.append(...batch);
  await settled(batch);
  while (!batch.every((element) => element.querySelector('button'))) await null;
  void box.offsetHeight;
  const mount = performance.now() - started;
  const markup = box.innerHTML;
  await new Promise((resolve) => setTimeout(resolve, 100));
  const copy = document.createElement('div');
  host.append(copy);
  const floorStarted = performance.now();
  copy.innerHTML = markup;
  void copy.offsetHeight;
  const floor = performance.now() - floorStarted;
  return { mount, floor };
})()`;

/**
 * The compare table's toggle (docs/islands/compare-table.md): on the comparison page with 30
 * products × 150 characteristics (`?bench=30x150`), once the island shows the differences (the page
 * prints them), a click on «все характеристики» and then on «только различия», each timed from the click
 * to the layout of the changed table (the DOM change seen by a MutationObserver, then a forced
 * layout): the work of the next frame, without the wait for it. The worse of the two counts.
 */
const COMPARE_TOGGLE = `(async () => {
  const island = document.querySelector('[data-island="compare-table"]');
  const table = island.querySelector('table');
  const button = (name) => [...island.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  const toggle = async (name, view) => {
    await new Promise(requestAnimationFrame);
    const started = performance.now();
    const done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (table.getAttribute('data-view') !== view) return;
        observer.disconnect();
        void table.offsetHeight;
        resolve(performance.now() - started);
      });
      observer.observe(table, { attributes: true, attributeFilter: ['data-view'] });
    });
    button(name).click();
    return done;
  };
  const toAll = await toggle('все характеристики', 'all');
  const toDifferences = await toggle('только различия', 'differences');
  return { toAll, toDifferences, rows: table.tBodies[0].rows.length, columns: table.tHead.rows[0].cells.length - 1 };
})()`;

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const demo = await createExamplesServer({ port: 0 });
const browser = await launchChromium();

/** The product page the bench measures: on sale, with a video, under the instalment limit, with related items. */
const PRODUCT_PAGE = 'catalog/product/101/';

/**
 * The product page's JS as served, counted in the browser rather than from the build's import
 * graph: islands load their heavy parts (swiper, the video player) by dynamic import when they are
 * about to be seen, which a static walk would miss. Each script's `encodedBodySize` (the bytes on
 * the wire: the precompressed .gz) is summed at two moments: the first view after load, and the
 * whole page used — scrolled to its end, every tab opened and every interaction island of the
 * page's content (`main`) woken. The site chrome that every page shares (the header's city picker,
 * search and menus) is not the product page's: it is woken last and printed on its own, for a
 * shopper who has chosen a city (a first visit adds the city question, docs/islands/city-picker.md).
 * A chrome island that mounts on load (the site menu) is known by its own file (`chromeFiles`:
 * the scripts of the islands outside `main` that no island inside it uses), not by when it came.
 */
const PRODUCT_PAGE_JS = `(async (chromeFiles) => {
  const scripts = () => performance.getEntriesByType('resource').filter((entry) => /\\.js(\\?|$)/.test(entry.name));
  const sum = (entries) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
  const quiet = () => new Promise((resolve) => {
    let last = scripts().length;
    const check = () => { const now = scripts().length; if (now === last) resolve(); else { last = now; setTimeout(check, 400); } };
    setTimeout(check, 400);
  });
  // Every island of the selector mounted (or failed): a busy machine can take longer than the
  // quiet spell above to fetch a part, which would then count as the next moment's. 10 s at most.
  const settled = (selector) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const waiting = [...document.querySelectorAll(selector)].some((island) => !['mounted', 'failed'].includes(island.dataset.islandStatus));
      if (!waiting || performance.now() - started > 10000) resolve(); else setTimeout(check, 50);
    };
    check();
  });
  const name = (entry) => entry.name.replace(/^.*\\//, '').replace(/\\?.*$/, '');
  const pageOwn = (entries) => entries.filter((entry) => !chromeFiles.includes(name(entry)));
  await quiet();
  const firstView = pageOwn(scripts());
  for (const tab of document.querySelectorAll('[role="tab"]')) { tab.click(); await new Promise(requestAnimationFrame); }
  for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) { scrollTo(0, y); await new Promise(requestAnimationFrame); }
  const wake = (selector) => { for (const island of document.querySelectorAll(selector)) if (island.dataset.islandStatus !== 'mounted') island.dispatchEvent(new FocusEvent('focusin', { bubbles: true })); };
  wake('main [data-island]');
  await settled('main [data-island]');
  await quiet();
  const used = pageOwn(scripts());
  wake('[data-island]');
  await settled('[data-island]');
  await quiet();
  const chrome = scripts().filter((entry) => !used.includes(entry));
  const label = (entry, note) => name(entry) + ' ' + (entry.encodedBodySize / 1024).toFixed(2) + note;
  return {
    firstView: sum(firstView),
    used: sum(used),
    chrome: sum(chrome),
    files: [...used.map((entry) => label(entry, firstView.includes(entry) ? '' : ' (later)')), ...chrome.map((entry) => label(entry, ' (chrome)'))],
  };
})`;

/** The island names of the page, inside `main` and outside it (the site chrome). */
const ISLAND_NAMES = `(() => {
  const names = (inMain) => [...document.querySelectorAll('[data-island]')].filter((element) => Boolean(element.closest('main')) === inMain).map((element) => element.dataset.island);
  return { page: names(true), chrome: names(false) };
})()`;

try {
  for (const [flavour, budget] of [
    ['preact', 50],
    ['react', 115],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // A shopper who has chosen a city: no first-visit question (site chrome, counted apart).
    await context.addCookies([{ name: 'USER_CITY_CHOSEN', value: 'Y', url: demo.url }]);
    const page = await context.newPage();
    await page.goto(`${demo.url}${PRODUCT_PAGE}?flavour=${flavour}`, { waitUntil: 'networkidle' });
    const meta = JSON.parse(readFileSync(`${flavour === 'preact' ? 'dist/islands-preact' : 'dist/islands'}.meta.json`, 'utf8')) as Meta;
    const names = (await page.evaluate(ISLAND_NAMES)) as { page: string[]; chrome: string[] };
    const pageFiles = new Set(names.page.map((island) => meta.islands[island]?.js));
    const chromeFiles = [...new Set(names.chrome.map((island) => meta.islands[island]?.js))].filter((file) => file && !pageFiles.has(file));
    const figures = (await page.evaluate(`${PRODUCT_PAGE_JS}(${JSON.stringify(chromeFiles)})`)) as { firstView: number; used: number; chrome: number; files: string[] };
    record(`product page JS, ${flavour}, as served: first view after load (/${PRODUCT_PAGE})`, figures.firstView / 1024, 'KB gzip');
    record(`product page JS, ${flavour}, as served: every island of the page woken, every tab opened, scrolled to the end`, figures.used / 1024, 'KB gzip', budget);
    record(`  site chrome on top (header islands woken: city picker, search, menus; not in the budget)`, figures.chrome / 1024, 'KB gzip');
    breakdowns.push(`  product page, ${flavour}: ${figures.files.join(', ')}`);
    await context.close();
  }
  for (const flavour of ['react', 'preact'] as const) {
    // A fresh page each run (the island's code is as cold as on a real visit); the median of
    // RUNS, since one run on a busy machine can be off by half.
    const mounts: number[] = [];
    const ratios: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(`${demo.url}?flavour=${flavour}`, { waitUntil: 'networkidle' });
      const { mount, floor } = (await page.evaluate(MOUNT_300)) as { mount: number; floor: number };
      mounts.push(mount);
      ratios.push(mount / floor);
      await page.close();
    }
    const runsText = [...mounts].sort((a, b) => a - b).map((ms) => ms.toFixed(0)).join(', ');
    record(`mount 300 buy-button islands, ${flavour} (headless Chromium; median of ${runsText} ms)`, median(mounts), 'ms', 100);
    record(`  the same, as a multiple of one innerHTML of the final markup in the same page (median of ${RUNS})`, median(ratios), '×', 1.5);
  }
  for (const flavour of ['react', 'preact'] as const) {
    // A fresh page each run, as for the mounts; the median of RUNS.
    const toggles: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${demo.url}catalog/compare/?bench=30x150&flavour=${flavour}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-island="compare-table"] table[data-view="differences"]');
      const { toAll, toDifferences, rows, columns } = (await page.evaluate(COMPARE_TOGGLE)) as { toAll: number; toDifferences: number; rows: number; columns: number };
      if (rows !== 150 || columns !== 30) throw new Error(`compare bench page: ${columns} products × ${rows} rows, not 30 × 150`);
      toggles.push(Math.max(toAll, toDifferences));
      await page.close();
    }
    const runsText = [...toggles].sort((a, b) => a - b).map((ms) => ms.toFixed(1)).join(', ');
    record(`compare table, 30 products × 150 rows: toggle all / differences, ${flavour} (headless Chromium; median of ${runsText} ms)`, median(toggles), 'ms', 16);
  }
  for (const flavour of ['react', 'preact'] as const) {
    // docs/budgets.md: the header's search box, 12 characters typed at 40 ms intervals on a fresh page
    // each run; the worse run counts (a request or a stale list is never averaged away).
    const requests: number[] = [];
    const stale: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${demo.url}?flavour=${flavour}`, { waitUntil: 'networkidle' });
      const search = new SearchSuggestPage(page);
      await search.field.focus();
      await search.mounted();
      const staleLists = await search.watchStaleLists();
      await search.typeInPage('сигнализация', 40);
      await page.waitForFunction(() => document.querySelector('.site-header [role="listbox"]')?.getAttribute('data-query') === 'сигнализация');
      requests.push(search.sent.length);
      stale.push(await staleLists());
      await page.close();
    }
    record(`search suggest, 12 characters typed at 40 ms intervals, ${flavour}: suggest.php requests (worst of ${RUNS}: ${requests.join(', ')})`, Math.max(...requests), 'requests', 2);
    record(`  the same: lists shown for another text than the field's (worst of ${RUNS})`, Math.max(...stale), 'lists', 0);
  }
  await benchReturnMap(browser, demo.url, record, RUNS);
} finally {
  await browser.close();
}

await benchBlocking(demo.url, record, RUNS);

// Lighthouse, mobile preset with simulated throttling, on the catalogue page: the page without
// islands (the loader blocked: server HTML only) and each flavour, interleaved run by run so
// that the machine's load falls on all three alike; medians of BENCH_LIGHTHOUSE_RUNS (5).
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { default: lighthouse } = await import('lighthouse');
  const { launch, Launcher } = await import('chrome-launcher');
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5;
  const variants = [
    ['no islands', `${demo.url}catalog/`, ['*loader.js']],
    ['Preact', `${demo.url}catalog/?flavour=preact`, []],
    ['React', `${demo.url}catalog/`, []],
  ] as const;
  const figures: Record<string, { lcp: number[]; tbt: number[]; score: number[]; lcpElement: string }> = {};
  for (let run = 0; run < runs; run++) {
    for (const [name, url, blocked] of variants) {
      const chrome = await launch({
        chromePath: CHROMIUM_PATH,
        // chrome-launcher's own flags, with no address-bar popup renderer competing for the CPU
        // while the page loads (e2e/support/browser.ts): Chromium keeps only the last
        // --disable-features, so the feature joins the launcher's list instead of a flag of its own.
        ignoreDefaultFlags: true,
        chromeFlags: [
          ...Launcher.defaultFlags().map((flag) => (flag.startsWith('--disable-features=') ? `${flag},${NO_ADDRESS_BAR_POPUP.join(',')}` : flag)),
          '--disable-setuid-sandbox',
          '--headless',
          ...OFFLINE_ROOT_FLAGS,
        ],
      });
      try {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', blockedUrlPatterns: [...blocked] });
        const audits = result!.lhr.audits;
        const entry = (figures[name] ??= { lcp: [], tbt: [], score: [], lcpElement: '' });
        entry.lcp.push(audits['largest-contentful-paint']!.numericValue!);
        entry.tbt.push(audits['total-blocking-time']!.numericValue!);
        entry.score.push(result!.lhr.categories.performance!.score!);
        // Lighthouse 13 names the LCP element in its LCP breakdown insight (a node among its items).
        const lcpNode = /"selector":"([^"]+)"/.exec(JSON.stringify(audits['lcp-breakdown-insight']?.details ?? {}));
        if (lcpNode) entry.lcpElement = lcpNode[1]!;
      } finally {
        await chrome.kill();
      }
    }
  }
  const base = figures['no islands']!;
  record(`Lighthouse catalogue page without islands: LCP (median of ${runs}; LCP element ${base.lcpElement || '?'})`, median(base.lcp), 'ms');
  record(`Lighthouse catalogue page without islands: TBT`, median(base.tbt), 'ms');
  record(`Lighthouse catalogue page without islands: performance`, median(base.score), 'score');
  for (const [name, tbtBudget, scoreBudget] of [
    ['Preact', 50, 0.98],
    ['React', 150, 0.95],
  ] as const) {
    const mine = figures[name]!;
    record(`Lighthouse catalogue page, ${name}: LCP / LCP without islands (${median(mine.lcp).toFixed(0)} ms; LCP element ${mine.lcpElement || '?'})`, median(mine.lcp) / median(base.lcp), '×', 1.1);
    record(`Lighthouse catalogue page, ${name}: TBT (runs ${mine.tbt.map((ms) => ms.toFixed(0)).join(', ')})`, median(mine.tbt), 'ms', tbtBudget);
    record(`Lighthouse catalogue page, ${name}: performance (runs ${mine.score.join(', ')})`, median(mine.score), 'score', scoreBudget, true);
  }
}
await demo.close();

let over = 0;
console.log('\nshop-islands bench (docs/budgets.md)\n');
for (const { what, value, unit, budget, atLeast } of results) {
  const ok = budget === undefined || (atLeast ? value >= budget : value <= budget);
  if (!ok) over++;
  const verdict = budget === undefined ? '' : `  ${ok ? 'ok' : 'OVER'} (budget ${atLeast ? '≥' : '≤'} ${budget} ${unit})`;
  console.log(`${value.toFixed(unit === 'ms' ? 1 : 2).padStart(8)} ${unit.padEnd(8)} ${what}${verdict}`);
}
console.log('\npage JS by file (KB, as served):');
for (const line of breakdowns) console.log(line);
process.exit(over ? 1 : 0);
