import type { HydrateStrategy } from '@shop-islands/loader';

/**
 * Every island this library ships, with the moment it hydrates when the template does not say
 * (`data-hydrate`). The name is the `data-island` value, the folder, the Storybook title, the
 * e2e file and the CSS scope. Plain data, so the drop-in loader can carry it for a few bytes.
 */
export const ISLAND_DEFAULTS = {
  'mobile-search': 'interaction',
  'catalog-filter': 'idle',
  'catalog-list': 'idle',
  'buy-button': 'interaction',
  'compare-toggle': 'interaction',
  preorder: 'interaction',
  'opt-quantity': 'interaction',
  'opt-sections': 'idle',
} as const satisfies Record<string, HydrateStrategy>;

// The drop-in build registers only names whose folder has its `<name>.island.tsx` (scripts/build.mjs),
// so a name listed here before its island exists is reported as unknown, and its fallback stays.

/** A `data-island` name this library ships. */
export type IslandName = keyof typeof ISLAND_DEFAULTS;
