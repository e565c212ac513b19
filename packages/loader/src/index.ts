/**
 * @shop-islands/loader: finds `[data-island]` elements, applies their hydrate strategy, imports and
 * mounts their chunk, unmounts them when they leave the page. Framework-free; React lives in the chunks.
 */

/** Starts a loader on a document: scans now, observes later insertions and removals. */
export { createLoader } from './create-loader';
/** Replays on a freshly mounted island the events its fallback received while it loaded. */
export { replay } from './replay';
/** Resolves once the page has painted (or after 3 s without a paint): when the drop-in asks for core.js. */
export { firstPaint, PAINT_WAIT_MS } from './first-paint';
/** Reads `#shop-islands-config` (with defaults and the `BX.bitrix_sessid()` fallback). */
export { readPageConfig } from './config';
/** The loader–chunk contract and the loader's own option and result types. */
export type {
  BitrixCore,
  HydrateStrategy,
  IslandContext,
  IslandHandle,
  IslandModule,
  IslandRegistry,
  IslandRegistryEntry,
  IslandStatus,
  Loader,
  LoaderOptions,
  PageConfig,
} from './types';
