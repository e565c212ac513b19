/**
 * `npm run bench`: the budgets of DESIGN.md §6, measured and printed. Sizes come from the built
 * drop-in folders: each file a page downloads, compressed on its own — as served (the build's
 * precompressed `.gz`, which the examples server and nginx `gzip_static` send; judged against the
 * budget) and as gzip -9 on the fly (printed beside it). Timings from headless Chromium against
 * the examples server. Exits 1 when a measured figure is over its budget.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/browser';
import { createExamplesServer } from '../examples/server/examples-server';

interface Meta {
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

const results: { what: string; value: number; unit: string; budget?: number }[] = [];
const record = (what: string, value: number, unit: string, budget?: number) => results.push({ what, value, unit, budget });

/** The scripts a page downloads for these entries: the files and their static imports, transitively. */
function downloadedFiles(folder: string, entries: string[]): string[] {
  const meta = JSON.parse(readFileSync(`${folder}/meta.json`, 'utf8')) as Meta;
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || !meta.outputs[path]) return;
    seen.add(path);
    for (const dependency of meta.outputs[path].imports) if (dependency.kind === 'import-statement') visit(dependency.path);
  };
  for (const entry of entries) visit(`${folder}/${entry}`);
  return [...seen];
}

const gzipSize = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
/** What a server sends: the build's precompressed `<file>.gz` (zopfli), as nginx `gzip_static` does. */
const servedSize = (files: string[]) =>
  files.reduce((sum, file) => sum + (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length), 0);

const breakdowns: string[] = [];
const CATALOGUE_ISLANDS = ['catalog-filter', 'catalog-list', 'buy-button', 'compare-toggle'];
for (const [flavour, folder, budget] of [
  ['Preact', 'dist/islands-preact', 30],
  ['React', 'dist/islands', 80],
] as const) {
  const loader = gzipSize([`${folder}/loader.js`]);
  record(`loader.js alone, ${flavour}`, loader / 1024, 'KB gzip', 2);
  const built = CATALOGUE_ISLANDS.filter((name) => {
    try {
      readFileSync(`${folder}/${name}.js`);
      return true;
    } catch {
      return false;
    }
  });
  // The file the loader imports for each island (a chunk shared with other islands, or its own).
  const islandFiles = (JSON.parse(readFileSync(`${folder}/meta.json`, 'utf8')) as { islands: Record<string, string> }).islands;
  const files = downloadedFiles(folder, ['loader.js', 'core.js', ...built.map((name) => islandFiles[name] ?? `${name}.js`)]);
  // Each island's stylesheet, which the loader links before mounting it.
  for (const name of built) if (existsSync(`${folder}/${name}.css`)) files.push(`${folder}/${name}.css`);
  const missing = CATALOGUE_ISLANDS.filter((name) => !built.includes(name));
  const islands = `loader, core, ${built.join(', ') || 'no island'}${missing.length ? `; not built yet: ${missing.join(', ')}` : ''}`;
  const scripts = files.filter((file) => file.endsWith('.js'));
  record(`catalogue page JS, ${flavour}, as served: the precompressed .gz files (${islands})`, servedSize(scripts) / 1024, 'KB gzip', budget);
  record(`catalogue page JS, ${flavour}, gzip -9 on the fly (a server without precompressed files)`, gzipSize(scripts) / 1024, 'KB gzip');
  record(`catalogue page CSS, ${flavour} (not in the budget)`, servedSize(files.filter((file) => file.endsWith('.css'))) / 1024, 'KB gzip');
  // Each file is compressed on its own, as a server sends it; where the kilobytes are:
  const perFile = scripts.map((file) => `${file.slice(folder.length + 1)} ${(servedSize([file]) / 1024).toFixed(2)}`);
  breakdowns.push(`  ${flavour}: ${perFile.join(', ')}`);
}

// Mount 300 islands on one page: from the insertion that the loader's observer sees to all mounted.
// The island is the catalogue's own buy button when it is built (a page of items carries hundreds),
// else the mobile search.
const BENCH_ISLAND = existsSync('dist/islands/buy-button.js') ? 'buy-button' : 'mobile-search';
const BENCH_PROPS = BENCH_ISLAND === 'buy-button' ? '{"productId":101,"price":15990}' : '{}';
// A string, not a function: the script runner's name helpers do not exist inside the page.
const MOUNT_300 = `(async () => {
  const host = document.getElementById('late-islands');
  const make = () => {
    const element = document.createElement('div');
    element.dataset.island = '${BENCH_ISLAND}';
    element.dataset.props = '${BENCH_PROPS}';
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
  const batch = Array.from({ length: 300 }, make);
  const started = performance.now();
  host.append(...batch);
  await settled(batch);
  // And each island's own markup in place of the fallback link (its button): nothing left to render.
  while (!batch.every((element) => element.querySelector('button'))) await null;
  return performance.now() - started;
})()`;
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const demo = await createExamplesServer({ port: 0 });
const browser = await launchChromium();
try {
  for (const flavour of ['react', 'preact'] as const) {
    // A fresh page each run (the island's code is as cold as on a real visit); the median of
    // RUNS, since one run on a busy machine can be off by half.
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(`${demo.url}?flavour=${flavour}`, { waitUntil: 'networkidle' });
      runs.push((await page.evaluate(MOUNT_300)) as number);
      await page.close();
    }
    runs.sort((a, b) => a - b);
    const runsText = runs.map((ms) => ms.toFixed(0)).join(', ');
    record(`mount 300 ${BENCH_ISLAND} islands, ${flavour} (headless Chromium; median of ${runsText} ms)`, runs[RUNS >> 1]!, 'ms', 100);
  }
} finally {
  await browser.close();
  await demo.close();
}

let over = 0;
console.log('\nshop-islands bench (DESIGN.md §6)\n');
for (const { what, value, unit, budget } of results) {
  const verdict = budget === undefined ? '' : value <= budget ? `  ok (budget ${budget} ${unit})` : `  OVER (budget ${budget} ${unit})`;
  if (budget !== undefined && value > budget) over++;
  console.log(`${value.toFixed(unit === 'ms' ? 1 : 2).padStart(8)} ${unit.padEnd(8)} ${what}${verdict}`);
}
console.log('\ncatalogue page JS by file (KB, as served):');
for (const line of breakdowns) console.log(line);
console.log('\nNot measured yet (their islands are not built): search suggest requests, compare table toggle, return map long tasks.');
process.exit(over ? 1 : 0);
