/**
 * The return map's figures for `npm run bench` (docs/budgets.md): 10 000 points over
 * Russia (made here, the same every run), on each engine.
 *
 * - Longest main-thread task while the example page draws the map, from the map data's arrival
 *   to the map being ready (a `longtask` observer; the data is served by the bench itself).
 *   maplibre in a browser with WebGL, Leaflet in one launched with `--disable-webgl2`.
 * - The Leaflet path against Leaflet.markercluster on the same points, in one page: from nothing
 *   to every cluster in view drawn and laid out, both with the same basemap.
 */
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';

/** The middle of the runs (the upper one of an even count): every figure of the bench. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export type Record = (what: string, value: number, unit: string, budget?: number, atLeast?: boolean) => void;

const POINTS = 10_000;

/** 10 000 points scattered around 40 Russian cities (a fixed pseudo-random sequence). */
export function benchPoints(count = POINTS) {
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const cities: Array<[number, number]> = [
    [55.75, 37.62], [59.94, 30.31], [55.03, 82.92], [56.84, 60.6], [55.79, 49.12], [56.33, 44.0], [55.16, 61.4], [53.2, 50.15],
    [54.99, 73.37], [47.23, 39.72], [54.74, 55.97], [56.01, 92.87], [58.01, 56.25], [51.67, 39.18], [48.71, 44.51], [45.04, 38.98],
    [51.53, 46.03], [57.15, 65.53], [53.35, 83.78], [52.29, 104.3], [48.48, 135.07], [43.12, 131.89], [62.03, 129.73], [64.54, 40.54],
    [68.97, 33.07], [61.25, 73.42], [52.03, 113.5], [54.71, 20.51], [44.95, 34.1], [42.98, 47.5], [53.24, 34.36], [56.13, 40.4],
    [57.63, 39.87], [54.19, 37.62], [53.72, 91.43], [50.29, 127.53], [59.57, 150.8], [60.0, 30.0], [45.03, 41.97], [66.53, 66.6],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [lat, lng] = cities[i % cities.length]!;
    return {
      id: String(i + 1),
      name: `Пункт возврата № ${i + 1}`,
      lat: Number((lat + (random() - 0.5) * 0.6).toFixed(5)),
      lng: Number((lng + (random() - 0.5) * 1.0).toFixed(5)),
    };
  });
}

/** Collects long tasks from the page's start; `longest(from)` is the longest that ended after `from`. */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })))).observe({ type: 'longtask', buffered: true });
})()`;

const LONGEST_SINCE_DATA = `(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const data = performance.getEntriesByType('resource').find((entry) => /returnPoints\\.php/.test(entry.name));
  const from = data ? data.responseEnd : 0;
  const tasks = window.__longTasks.filter((task) => task.start + task.duration > from);
  return { longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0), count: tasks.length, all: window.__longTasks.reduce((max, task) => Math.max(max, task.duration), 0) };
})()`;

async function longestTask(browser: Browser, demoUrl: string, flavour: string, engine: string, answer: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(OBSERVE_LONG_TASKS);
  await page.route('**/returnPoints.php*', (route) => route.fulfill({ contentType: 'application/json', body: answer }));
  await page.goto(`${demoUrl}return-points/?flavour=${flavour}`);
  await page.locator('[data-island="return-map"]').scrollIntoViewIfNeeded();
  // The browser's own querySelector, not a locator: the locator's engine walks every element of
  // the page (it pierces shadow roots) and, over the list of 10 000 points, would itself make the
  // page's longest task.
  await page.waitForFunction(() => document.querySelector('.si-return-map[data-state="ready"]'), null, { timeout: 60_000, polling: 100 });
  const drawnBy = await page.evaluate(() => document.querySelector('.si-return-map')?.getAttribute('data-engine'));
  if (drawnBy !== engine) throw new Error(`return map bench: drawn by ${drawnBy}, not ${engine}`);
  const figures = (await page.evaluate(LONGEST_SINCE_DATA)) as { longest: number; count: number; all: number };
  await page.close();
  return figures;
}

export async function benchReturnMap(browser: Browser, demoUrl: string, record: Record, runs: number): Promise<void> {
  const answer = JSON.stringify({ points: benchPoints() });
  const noWebgl = await launchChromium(['--disable-webgl2']);
  try {
    for (const [engine, engineBrowser] of [
      ['maplibre', browser],
      ['leaflet', noWebgl],
    ] as const) {
      for (const flavour of ['preact', 'react']) {
        const longest: number[] = [];
        const whole: number[] = [];
        for (let run = 0; run < runs; run++) {
          const figures = await longestTask(engineBrowser, demoUrl, flavour, engine, answer);
          longest.push(figures.longest);
          whole.push(figures.all);
        }
        record(
          `return map, ${POINTS} points, ${engine}, ${flavour}: longest main-thread task from the data's arrival to the map drawn (runs ${longest.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
          median(longest),
          'ms',
          50,
        );
        record(`  the same page from its start (the engine's code evaluated included; not in the budget)`, median(whole), 'ms');
      }
    }
    // The Leaflet path against Leaflet.markercluster, alternating, in one page.
    const bundle = await build({ entryPoints: ['scripts/bench-map.entry.ts'], bundle: true, write: false, format: 'iife', minify: true, target: 'es2022', logLevel: 'error', loader: { '.json': 'json' } });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${demoUrl}__demo/blank`).catch(() => undefined);
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const points = JSON.parse(answer).points.map((point: { id: string; name: string; lat: number; lng: number }) => ({ ...point, city: '', address: '', hours: '', phone: '', balloon: '', images: [] }));
    const ours: number[] = [];
    const theirs: number[] = [];
    // One warm-up of each (code compiled), then the runs.
    for (let run = -1; run < runs; run++) {
      const mine = (await page.evaluate((list) => (window as unknown as { mapBench: { ours(p: unknown): Promise<{ ms: number }> } }).mapBench.ours(list), points)).ms;
      const other = (await page.evaluate((list) => (window as unknown as { mapBench: { theirs(p: unknown): Promise<{ ms: number }> } }).mapBench.theirs(list), points)).ms;
      if (run < 0) continue;
      ours.push(mine);
      theirs.push(other);
    }
    await page.close();
    record(`return map, ${POINTS} points, Leaflet + supercluster (this island): to every cluster in view drawn (runs ${ours.map((ms) => ms.toFixed(0)).join(', ')} ms)`, median(ours), 'ms');
    record(`  Leaflet.markercluster, the same points and basemap (runs ${theirs.map((ms) => ms.toFixed(0)).join(', ')} ms)`, median(theirs), 'ms');
    record(`  Leaflet.markercluster's time / this island's (median of ${runs})`, median(theirs) / median(ours), '×', 3, true);
  } finally {
    await noWebgl.close();
  }
}
