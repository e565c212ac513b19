/**
 * The catalogue page's main-thread blocking at full speed, traced: what Lighthouse's simulated
 * TBT is made of, without its replay (docs/budgets.md#lighthouse). Lighthouse loads the page once
 * and multiplies every main-thread task by its CPU slowdown (4 for the mobile preset); a task
 * blocks for what it lasts beyond 50 ms. Its medians moved by ±150 ms from run to run on this
 * project's 2-core machine with the same build, so a change to the start-up is judged on this
 * figure too: Σ max(0, 4 × task − 50 ms) over the renderer's main-thread tasks (microtask
 * checkpoints included) from the first contentful paint to 1.5 s after the page went quiet,
 * at Lighthouse's phone width (412 px), each load in a browser of its own as Lighthouse's are (in
 * one browser shared by the loads they came out higher and wider apart: Preact 196–405 ms against
 * 75–228 ms), the three pages interleaved. Printed, not budgeted.
 *
 * Beside it, the main thread's CPU time in those tasks. A task's length on the clock includes the
 * time the thread waited for a core: on 2 cores shared with the browser's other processes and the
 * bench, tasks after the first paint were on a core for 55–70 % of their length, and Lighthouse
 * multiplies the waiting by 4 as well. The CPU time is the work the islands ask for, and moves
 * less between loads: it is the figure to judge a change to their start-up by.
 */
import { launchChromium } from '../e2e/support/browser';
import { median, type Record } from './bench-map';

/** Lighthouse mobile's CPU slowdown and its long-task threshold. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  args?: { name?: string };
}

/** One load: the blocking as Lighthouse would multiply it, the longest task at full speed, and the tasks' CPU time. */
async function tracedLoad(url: string, withoutIslands: boolean): Promise<{ blocking: number; longest: number; cpu: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    if (withoutIslands) await page.route('**/loader.js', (route) => route.abort());
    await browser.startTracing(page, { categories: ['loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === paint?.pid);
    if (!paint || !main) throw new Error(`no first contentful paint traced on ${url}`);
    const runs = events.filter((event) => event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid && event.ts > paint.ts && event.dur);
    const tasks = runs.map((event) => event.dur! / 1000);
    return {
      blocking: tasks.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - LONG_TASK_MS), 0),
      longest: Math.max(0, ...tasks),
      cpu: runs.reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0),
    };
  } finally {
    await browser.close();
  }
}

export async function benchBlocking(demoUrl: string, record: Record, runs: number): Promise<void> {
  const pages = [
    ['no islands', `${demoUrl}catalog/`, true],
    ['Preact', `${demoUrl}catalog/?flavour=preact`, false],
    ['React', `${demoUrl}catalog/`, false],
  ] as const;
  const figures = new Map<string, { blocking: number[]; longest: number[]; cpu: number[] }>(pages.map(([name]) => [name, { blocking: [], longest: [], cpu: [] }]));
  for (let run = 0; run < runs; run++) {
    for (const [name, url, withoutIslands] of pages) {
      const load = await tracedLoad(url, withoutIslands);
      figures.get(name)!.blocking.push(load.blocking);
      figures.get(name)!.longest.push(load.longest);
      figures.get(name)!.cpu.push(load.cpu);
    }
  }
  for (const [name] of pages) {
    const { blocking, longest, cpu } = figures.get(name)!;
    record(
      `catalogue page, ${name}, traced at full speed: blocking as Lighthouse's 4× CPU counts it after the first paint (runs ${blocking.map((ms) => ms.toFixed(0)).join(', ')}; not in the budget)`,
      median(blocking),
      'ms',
    );
    record(`  the same: the longest main-thread task at full speed (median)`, median(longest), 'ms');
    record(`  the same: the main thread's CPU time in those tasks (runs ${cpu.map((ms) => ms.toFixed(0)).join(', ')})`, median(cpu), 'ms');
  }
}
