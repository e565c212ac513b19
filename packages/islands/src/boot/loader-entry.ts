/**
 * The drop-in `loader.js`: the one script a template adds. It finds islands and imports each
 * island's chunk beside itself when its hydrate moment comes. React, the store and the API live
 * in those chunks and in `core.js`, so this file stays within its 2 KB budget.
 */
import { createLoader, type IslandModule, type IslandRegistry } from '@shop-islands/loader';
import { ISLAND_DEFAULTS } from '../registry';

// Filled in by the build: the islands that have a chunk, and those whose chunk has a stylesheet.
declare const __ISLAND_CHUNKS__: readonly (keyof typeof ISLAND_DEFAULTS)[];
declare const __ISLANDS_WITH_CSS__: readonly string[];
// Islands packaged together with others: the shared chunk to import and the island's export in it.
declare const __ISLANDS_IN_GROUP__: Record<string, [file: string, key: string]>;

const here = (file: string) => new URL(file, import.meta.url).href;
const registry: IslandRegistry = {};
for (const name of __ISLAND_CHUNKS__) {
  registry[name] = {
    hydrate: ISLAND_DEFAULTS[name],
    load: () => {
      const [file, key] = __ISLANDS_IN_GROUP__[name] || [`${name}.js`, 'default'];
      return import(/* @vite-ignore */ here(`./${file}`)).then((chunk: Record<string, IslandModule>) => chunk[key]!);
    },
    css: __ISLANDS_WITH_CSS__.includes(name) ? here(`./${name}.css`) : undefined,
  };
}

const loader = createLoader({ registry, document, window });
const shared = ((window as unknown as { shopIslands?: Record<string, unknown> }).shopIslands ??= {});
shared.scan = loader.scan;
shared.unmount = loader.unmount;
// The store, counters and server reconciliation: every page needs them, islands or not.
void import(/* @vite-ignore */ here('./core.js'));
