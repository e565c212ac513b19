/**
 * `core.js`, imported by the loader on every page: the store behind the header counters, the
 * `window.shopIslands.store` hand-off to legacy scripts, and the start-up reconciliation with
 * `getVars.php` (DESIGN.md §4).
 */
import { getVars } from '@shop-islands/api';
import { getPageRuntime } from '../runtime/page';

const { store, apiDeps, config } = getPageRuntime();
store.bindCounters(document);
const shared = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
shared.store = store;

// Without a session the server would refuse the call; the local lists stand until it has one.
if (config.sessid) {
  // The wholesale page asks for basket lines with their quantities, not bare ids.
  getVars(apiDeps, { mode: config.mode }).then(
    (vars) => store.reconcile(vars),
    (error: unknown) => console.warn('[shop-islands] getVars.php failed; counters show local lists', error),
  );
}
