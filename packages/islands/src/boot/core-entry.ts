/**
 * `core.js`, imported by the loader on every page: the store behind the header counters, the
 * `window.shopIslands.store` hand-off to legacy scripts, the start-up reconciliation with
 * `getVars.php`, and the registry of the islands (their files, default moments and stylesheets),
 * which the loader waits for. Keeping the registry here keeps `loader.js` the same size however
 * many islands ship, and lets every file but the loader carry a content hash.
 */
import { getVars } from '@shop-islands/api';
import { createIslandRegistry } from '../bundler-registry';
import { getPageRuntime } from '../runtime/page';

// Filled in by the build: each island's stylesheet, named by its content hash, beside this file.
declare const __ISLAND_CSS__: Record<string, string>;

const { store, apiDeps, config } = getPageRuntime();
store.bindCounters(document);
const shared = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
shared.store = store;

// The islands this build ships, for the loader (it reads them once this module has run).
shared.registry = createIslandRegistry(
  Object.fromEntries(Object.entries(__ISLAND_CSS__).map(([name, file]) => [name, new URL(file, import.meta.url).href])),
);

// Without a session the server would refuse the call; the local lists stand until it has one.
if (config.sessid) {
  // The wholesale page asks for basket lines with their quantities, not bare ids.
  getVars(apiDeps, { mode: config.mode }).then(
    (vars) => store.reconcile(vars),
    (error: unknown) => console.warn('[shop-islands] getVars.php failed; counters show local lists', error),
  );
}
