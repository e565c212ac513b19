import { getVars } from '@shop-islands/api';
import type { BitrixCore } from '@shop-islands/loader';
import { getPageRuntime, type PageRuntime } from './page';

/** A started page: its runtime, and the start-up reconciliation with the server. */
export interface StartedPage {
  runtime: PageRuntime;
  /**
   * Settles once the `getVars.php` answer is merged into the store; also when the call failed
   * (a warning is logged and the local lists stand). A page that has no session id yet asks once
   * Bitrix gives it one; until then (on a page that never gets one, for good) it stays pending.
   */
  reconciled: Promise<void>;
}

let started: StartedPage | null = null;

/**
 * What every page with islands needs once, islands or not: the store behind the header
 * counters (`.basket_count`, `.compare_count`), the `window.shopIslands.store` hand-off to
 * legacy scripts, and the start-up reconciliation with `getVars.php`. The drop-in's `core.js`
 * calls it; bundler users call it once next to `createLoader`.
 */
export function startPage(): StartedPage {
  const runtime = getPageRuntime();
  // A second call for the same page (hot reload, a bundle beside the drop-in) would bind the
  // counters twice and ask the server again.
  if (started?.runtime === runtime) return started;
  const { store, apiDeps, config } = runtime;
  const shared = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
  shared.store = store;
  // Without a session the server would refuse the call; the local lists stand until it has one.
  // docs/embedding.md#session-id: a composite-cached page's core learns it after the islands have
  // started, and says so with its custom event `onFrameDataReceived` (docs/embedding.md#legacy-scripts).
  // The handler stays once it came: the page's few frame events then cost a comparison each.
  const reconciled = new Promise<unknown>((resolve) => {
    const check = () => config.sessid && resolve(0);
    check();
    (window as { BX?: BitrixCore }).BX?.addCustomEvent?.('onFrameDataReceived', check);
  }).then(() =>
    // The wholesale page asks for basket lines with their quantities, not bare ids.
    getVars(apiDeps, { mode: config.mode }).then(
      (vars) => store.reconcile(vars),
      (error: unknown) => console.warn('[shop-islands] getVars.php failed', error),
    ),
  );
  // docs/embedding.md#counters: a list the browser does not know yet (a first visit) would read 0
  // until the answer came: the counters keep the server's number till then, or for good on a page
  // that never gets a session.
  const bindCounters = () => store.bindCounters(document);
  if (store.basketKnown.peek() && store.compareKnown.peek()) bindCounters();
  else void reconciled.then(bindCounters);
  // Legacy scripts that need the session's lists (not only the stored ones) wait for it too.
  shared.reconciled = reconciled;
  started = { runtime, reconciled };
  return started;
}
