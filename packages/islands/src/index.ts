export { defineIsland, findInFallback, type IslandDefinition, type IslandMountContext } from './runtime/define-island';
export { useSignalValue } from './runtime/use-signal';
export { ISLAND_DEFAULTS, type IslandName } from './registry';
export { createIslandRegistry } from './bundler-registry';
export { startPage, type StartedPage } from './runtime/start-page';
