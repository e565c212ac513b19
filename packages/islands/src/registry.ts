import type { HydrateStrategy } from '@shop-islands/loader';

/**
 * Every `data-island` name of the embedding contract, with the moment it hydrates when the template
 * does not say (`data-hydrate`). The name is the folder, the Storybook title and the CSS scope
 * (docs/embedding.md#island-names). Names whose folder has no `<name>.island.tsx` yet are listed so that none is taken
 * for something else; the loader reports them as unknown and their fallback stays.
 *
 * This list lives in `core.js`, not in `loader.js`: the loader carries no per-island data, so its
 * size does not grow with the number of islands.
 */
export const ISLAND_DEFAULTS = {
  'city-picker': 'interaction',
  'search-suggest': 'interaction',
  'catalog-filter': 'idle',
  'catalog-list': 'idle',
  'buy-button': 'interaction',
  'compare-toggle': 'interaction',
  preorder: 'interaction',
  'compare-table': 'visible',
  basket: 'idle',
  'return-map': 'visible',
  'support-form': 'interaction',
  'auth-form': 'interaction',
  'car-wizard': 'interaction',
  'product-tabs': 'idle',
  'product-gallery': 'visible',
  carousel: 'visible',
  'install-service': 'visible',
  instalment: 'visible',
  'payment-panels': 'idle',
  'site-menu': 'idle',
  'side-panel': 'idle',
  'mobile-search': 'interaction',
  'opt-quantity': 'interaction',
  'opt-sections': 'idle',
} as const satisfies Record<string, HydrateStrategy>;

/** A `data-island` name of the contract. */
export type IslandName = keyof typeof ISLAND_DEFAULTS;
