export { defineIsland, findInFallback, type IslandDefinition, type IslandMountContext } from './runtime/define-island';
export { useSignalValue } from './runtime/use-signal';
export { ISLAND_DEFAULTS, type IslandName } from './registry';
export { createIslandRegistry, prepaintOptQuantityLater as prepaintOptQuantity } from './bundler-registry';
/**
 * The prepaints of the islands whose look depends on the shopper's store, for a registry of one's
 * own: a cached page's fallback shows this shopper's state before the island loads (README,
 * bundler users). `createIslandRegistry()` carries them already.
 */
export { prepaintBuyButton } from './buy-button/buy-button.prepaint';
export { prepaintCompareToggle } from './compare-toggle/compare-toggle.prepaint';
export { startPage, type StartedPage } from './runtime/start-page';
