import type { IslandModule, IslandRegistry } from '@shop-islands/loader';
import { ISLAND_DEFAULTS, type IslandName } from './registry';

// Each chunk's props type differs; the loader hands every module the props it parsed itself.
type Chunk = Promise<{ default: unknown }>;

// Literal imports, so a site's own bundler splits one chunk per island. An island joins this
// list when its folder has its `<name>.island.tsx` (registry.test.ts checks both agree).
export const islandChunks: Partial<Record<IslandName, () => Chunk>> = {
  'mobile-search': () => import('./mobile-search/mobile-search.island'),
  'catalog-filter': () => import('./catalog-filter/catalog-filter.island'),
  'catalog-list': () => import('./catalog-list/catalog-list.island'),
  preorder: () => import('./preorder/preorder.island'),
  'opt-quantity': () => import('./opt-quantity/opt-quantity.island'),
  'opt-sections': () => import('./opt-sections/opt-sections.island'),
  'compare-toggle': () => import('./compare-toggle/compare-toggle.island'),
  'buy-button': () => import('./buy-button/buy-button.island'),
};

/**
 * The registry for bundler users: `createLoader({ registry: createIslandRegistry(), … })`.
 * Their bundler handles the stylesheets imported by each island.
 */
export function createIslandRegistry(): IslandRegistry {
  const registry: IslandRegistry = {};
  for (const [name, load] of Object.entries(islandChunks) as [IslandName, () => Chunk][]) {
    registry[name] = {
      hydrate: ISLAND_DEFAULTS[name],
      load: () => load().then((chunk) => chunk.default as IslandModule),
    };
  }
  return registry;
}
