/**
 * `core.js`, imported by the loader on every page: the page start-up (`startPage`: the store
 * behind the header counters, the `window.shopIslands.store` hand-off to legacy scripts, the
 * `getVars.php` reconciliation) and the registry of the islands (their files, default moments and
 * stylesheets), which the loader waits for. Keeping the registry here keeps `loader.js` the same
 * size however many islands ship, and lets every file but the loader carry a content hash.
 */
import { createIslandRegistry, islandChunks } from '../bundler-registry';
import { startPage } from '../runtime/start-page';

// Filled in by the build: the one content hash of the islands' stylesheets, `<island>-<hash>.css`
// beside this file (scripts/build.mjs: one hash for all of them), then the islands without a
// stylesheet, space-separated. The names already travel in the registry (registry.test.ts checks
// that its islands are the build's), so they are not sent twice.
declare const __ISLAND_CSS__: string;

const shared = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
const [cssHash, ...unstyled] = __ISLAND_CSS__.split(' ');
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The start-up in three tasks, so that none blocks the shopper's input for long
// (docs/budgets.md#lighthouse): this module's evaluation; the page start-up (the store, whose
// first localStorage and cookie reads wait on the browser, the counters, the getVars.php call);
// then the registry of the islands this build ships. The loader waits for it (a promise here) and
// begins the islands in the task it settles in, showing the shopper's state on their fallbacks.
shared.registry = (async () => {
  await nextTask();
  startPage();
  await nextTask();
  return createIslandRegistry(
    Object.fromEntries(
      Object.keys(islandChunks).map((name) => [
        name,
        unstyled.includes(name) ? undefined : new URL(`${name}-${cssHash}.css`, import.meta.url).href,
      ]),
    ),
  );
})();
