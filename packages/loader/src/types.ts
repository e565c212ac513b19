/**
 * The contract between the loader and an island chunk. The loader knows nothing about React:
 * it finds elements, decides when to hydrate, imports the island's module and calls `mount`.
 */

/** When an island is mounted (docs/embedding.md#hydration). `media:(query)` waits for the media query to match. */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

/** Lifecycle word written to `data-island-status` on the island element. */
export type IslandStatus = 'pending' | 'loading' | 'mounted' | 'failed';

/** The page config from `<script type="application/json" id="shop-islands-config">`. */
export interface PageConfig {
  /** Bitrix session id sent with every call; falls back to `BX.bitrix_sessid()`. */
  sessid: string;
  user: { isAuth: boolean; email: string };
  /** Addresses of the calls without a fixed path, keyed by call name (docs/embedding.md#server-calls). */
  endpoints: Record<string, string>;
  /** Catalogue mode: 'opt' is the wholesale catalogue. */
  mode: 'normal' | 'opt';
  /** Anything else the template wants to hand to islands (page size, basket addresses …). */
  [key: string]: unknown;
}

/** What an island receives besides its props. */
export interface IslandContext {
  /** The `data-island` name. */
  name: string;
  /**
   * The element carrying `data-island`; the island renders into it. A child
   * `<script type="application/json" data-island-props>` is the props carrier, not content: the
   * loader leaves it in the fallback and the island must not render or reuse it.
   */
  element: HTMLElement;
  /**
   * What the shopper did to the server fallback of an `interaction` island while it loaded (the
   * click or keystrokes that woke it). The island replays them after its first render with
   * `replay(element, events)`, so that they are not lost; kept out of the loader for its size.
   */
  events: readonly Event[];
  /** Report an error after mount (render crash): the loader marks the island failed and restores the fallback. */
  fail(error: unknown): void;
}

/** What `mount` gives back. */
export interface IslandHandle {
  unmount(): void;
  /**
   * Resolves once the island's markup is in place, when it renders after `mount` returns (still
   * in the same task); the loader marks the island `mounted` then.
   */
  ready?: Promise<unknown>;
}

/** The module an island chunk exports (its default export or named `island`). */
export interface IslandModule<Props = unknown> {
  /** Checks raw props (already JSON-parsed); throws a `TypeError` with a readable message when they are bad. */
  parseProps(raw: unknown): Props;
  /**
   * Renders the island into `context.element`, replacing the server fallback in the same task
   * (no frame without content, so no layout shift).
   */
  mount(props: Props, context: IslandContext): IslandHandle;
}

/** How the loader finds an island: its default strategy and how to import it. */
export interface IslandRegistryEntry {
  /** Used when the element has no (or an unknown) `data-hydrate`. */
  hydrate: HydrateStrategy;
  /** Imports the chunk and resolves to its `IslandModule` itself (unwrap `default` / `island` here). */
  load(): Promise<IslandModule>;
  /** Stylesheet URL to add before the island mounts (drop-in build); none in bundler use. */
  css?: string;
  /**
   * Shows the shopper's own state (basket, compare list …) on the server fallback as soon as the
   * entry is known, before the island hydrates: cached HTML is the same for every shopper. Gets
   * the raw props; returns the function that puts the fallback back as it was (called right
   * before the island mounts, in the same task, and on unmount).
   */
  prepaint?(element: HTMLElement, props: unknown): (() => void) | void;
}

/** Every island the page may use, keyed by its `data-island` name. */
export type IslandRegistry = Record<string, IslandRegistryEntry>;

/** What `createLoader` works on; the environment is passed in, so tests can hand in fakes. */
export interface LoaderOptions {
  /** The islands, or a promise of them (the drop-in's loader imports them from `core.js`). */
  registry: IslandRegistry | Promise<IslandRegistry>;
  document: Document;
  window: Window;
  /** Where problems are reported; `console` by default. */
  log?: Pick<Console, 'error' | 'warn'>;
}

/** A running loader. `scan` and `unmount` are what `window.shopIslands` offers legacy code. */
export interface Loader {
  /** Mounts the islands under `root` (the whole document by default), `root` included. Safe to repeat. */
  scan(root?: ParentNode): void;
  /** Unmounts the islands under `root` and clears their status, so a later scan mounts them again. */
  unmount(root?: ParentNode): void;
  /** Stops watching the page (mutations, composite-cache events); mounted islands stay. */
  stop(): void;
}

/** The parts of Bitrix's core (`window.BX`) the loader uses when it is on the page. */
export interface BitrixCore {
  bitrix_sessid?(): string;
  addCustomEvent?(event: string, handler: () => void): void;
}
