/**
 * `core.js`, imported by the loader on every page: the page start-up (`startPage`: the store
 * behind the header counters, the `window.shopIslands.store` hand-off to legacy scripts, the
 * `getVars.php` reconciliation) and the registry of the islands (their files, default moments and
 * stylesheets), which the loader waits for. Keeping the registry here keeps `loader.js` the same
 * size however many islands ship, and lets every file but the loader carry a content hash.
 */
import { createIslandRegistry, islandChunks } from '../bundler-registry';
import { startPage } from '../runtime/start-page';

// Filled in by the build: the content hash of each island's stylesheet, `<island>-<hash>.css`
// beside this file, space-separated in the order of the island names sorted ('' for an island
// without one). The names already travel in the registry (registry.test.ts checks that its
// islands are the build's), so they are not sent twice: about 60 B gzip on every page.
declare const __ISLAND_CSS__: string;

startPage();
const hashes = __ISLAND_CSS__.split(' ');
// The islands this build ships, for the loader (it reads them once this module has run).
((window as unknown as { shopIslands: Record<string, unknown> }).shopIslands ??= {}).registry = createIslandRegistry(
  Object.fromEntries(
    Object.keys(islandChunks)
      .sort()
      .map((name, index) => {
        const hash = hashes[index];
        return [name, hash ? new URL(`${name}-${hash}.css`, import.meta.url).href : undefined];
      }),
  ),
);
