/**
 * The drop-in `loader.js`: the one script a template adds, and the one file without a content
 * hash in its name (so a template can name it). It imports `core.js` under its hashed name, which
 * brings the framework, the store and the registry of the islands; the loader itself carries no
 * per-island data, so it stays within its 2 KB however many islands ship.
 */
import { createLoader, firstPaint, type IslandRegistry } from '@shop-islands/loader';

// Filled in by the build: the hashed name of core.js beside this file (a relative import resolves
// against this file's own address).
declare const __CORE__: string;

const shared: { registry?: Promise<IslandRegistry> } & Record<string, unknown> = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
// core.js puts a promise of the registry here as it runs (it settles once core's start-up tasks
// are done), so that it needs no export of its own (an export, or a top-level await, makes the
// bundler write core as a re-export of its shared chunk: one request more).
// core.js is asked for once the page has painted: its first and largest paint never waits on the
// islands' scripts (docs/budgets.md#lighthouse).
// docs/embedding.md#page-config (the loader tag): a page that includes the loader twice under two addresses
// (`loader.js?v=2` beside `loader.js`) runs it twice; the second leaves the page to the first, or
// each would mount every island over the other.
// docs/embedding.md#browsers: a browser older than the islands' floor keeps every island's server
// fallback, which works without script, instead of islands that would fail at their first use.
// Arrays' `at` came in Safari 15.4 with the rest of that version's set the islands use (the dialog
// element, :focus-visible); it is the shortest of them to ask for.
if (!shared.scan && ([] as { at?: unknown }).at) {
  const loader = createLoader({ registry: firstPaint(window).then(() => import(__CORE__)).then(() => shared.registry!), document, window });
  shared.scan = loader.scan;
  shared.unmount = loader.unmount;
}
