import type { HydrateStrategy } from '@shop-islands/loader';

/**
 * Every island this library ships, with the moment it hydrates when the template does not say
 * (`data-hydrate`). The name is the `data-island` value, the folder, the Storybook title, the
 * e2e file and the CSS scope. Plain data, so the drop-in loader can carry it for a few bytes.
 */
export const ISLAND_DEFAULTS = {
  'mobile-search': 'interaction',
} as const satisfies Record<string, HydrateStrategy>;

/** A `data-island` name this library ships. */
export type IslandName = keyof typeof ISLAND_DEFAULTS;
