/**
 * The contract between the loader and an island chunk. The loader knows nothing about React:
 * it finds elements, decides when to hydrate, imports the island's module and calls `mount`.
 */

/** When an island is mounted (DESIGN.md §2). `media:(query)` waits for the media query to match. */
export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

/** Lifecycle word written to `data-island-status` on the island element. */
export type IslandStatus = 'pending' | 'loading' | 'mounted' | 'failed';

/** The page config from `<script type="application/json" id="shop-islands-config">`. */
export interface PageConfig {
  /** Bitrix session id sent with every call; falls back to `BX.bitrix_sessid()`. */
  sessid: string;
  user: { isAuth: boolean; email: string };
  /** Addresses of the calls whose paths the spec leaves open, keyed by call name. */
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
  /** The element carrying `data-island`; the island renders into it. */
  element: HTMLElement;
  config: PageConfig;
  /** Report an error after mount (render crash): the loader marks the island failed and restores the fallback. */
  fail(error: unknown): void;
}

/** What `mount` gives back. */
export interface IslandHandle {
  unmount(): void;
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
  hydrate: HydrateStrategy;
  load(): Promise<IslandModule>;
  /** Stylesheet URL to add before the island mounts (drop-in build); none in bundler use. */
  css?: string;
}

export type IslandRegistry = Record<string, IslandRegistryEntry>;
