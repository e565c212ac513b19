import type { ReadonlySignal } from '@preact/signals-core';

/** One line of the wholesale ('opt') basket as kept in localStorage (docs/embedding.md#store). */
export interface WholesaleItem {
  PRODUCT_ID: number;
  QUANTITY: number;
}

/** The chosen city and its country (docs/embedding.md#cookies, and `userCity` in docs/embedding.md#store). */
export interface CityState {
  cityName: string;
  countryName: string;
  /** ISO code, e.g. 'RU', 'KZ', 'BY'. Empty when unknown. */
  countryCode: string;
  /** The user chose the city themselves (the "city was chosen" cookie). */
  chosen: boolean;
}

/** The current user (`IS_AUTH`, `EMAIL`; docs/embedding.md#store). */
export interface CurrentUser {
  isAuth: boolean;
  email: string;
}

/** Site variant switched by body classes (docs/embedding.md#page-variants). */
export interface SiteVariant {
  mobile: boolean;
  promo: boolean;
  market: boolean;
}

/** What `getVars.php` may answer (docs/embedding.md#server-calls); every field optional and checked by the store. */
export interface ServerVars {
  basketItems?: unknown;
  compareItems?: unknown;
  user?: unknown;
}

/** Minimal cookie access, so tests pass a fake and the browser passes js-cookie. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { expires?: number; path?: string }): void;
  remove(name: string, options?: { path?: string }): void;
}

/**
 * Catalogue sort (docs/embedding.md#constants): `1` price ascending, `2` price descending, `SORT` Bitrix's default
 * order (by SORT ascending). The value is sent as `SORT_BY` as it is.
 */
export type CatalogSort = 'SORT' | '1' | '2';

/** The shopper's catalogue filter (the `FILTER_PARAMS` of catalogList without the page size, docs/embedding.md#server-calls). */
export interface CatalogFilterState {
  /** SECTION_CODE; '' = the whole catalogue. */
  sectionCode: string;
  /** SORT_BY (SORT_ORDER follows from it). */
  sort: CatalogSort;
  /** ITEM_PURPOSE_LIST: purpose ids, any of which matches. */
  purposes: readonly number[];
  /** ITEM_FEATURES: function codes sent with the value 'Y', all of which must match. */
  features: readonly string[];
  /** MIN_PRICE / MAX_PRICE in whole roubles; null = not limited on that side. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** The catalogue list the page should show: the filter and how many pages of it. */
export interface CatalogQuery {
  readonly filter: CatalogFilterState;
  /** Pages shown (PAGE_ELEMENT_COUNT = page size × pages, docs/embedding.md#constants). At least 1. */
  readonly pages: number;
  /**
   * `server`: what the page was rendered with, nothing to load. `shopper`: a change made on the
   * page (filter, sort, show more) that the list must load.
   */
  readonly origin: 'server' | 'shopper';
}

/** What the last catalogue load came to: one status word and the found count (null = unknown yet). */
export interface CatalogResult {
  readonly status: 'idle' | 'loading' | 'error';
  readonly foundCount: number | null;
}

/** Names of the DOM CustomEvents dispatched on `document` (detail: the new value). */
export const STORE_EVENTS = {
  basket: 'shop-islands:basket-change',
  compare: 'shop-islands:compare-change',
  city: 'shop-islands:city-change',
} as const;

/** When a reconciliation request started; from {@link ShopStore.beginReconcile}. */
export interface ReconcileToken {
  /** The store's change counter at that moment. */
  readonly since: number;
}

/** The shared state of every island. Signals are read-only outside; change them through actions. */
export interface ShopStore {
  /** Product ids in the basket (normal mode), or the ids of the wholesale lines (opt mode). */
  readonly basketItems: ReadonlySignal<readonly number[]>;
  /** Wholesale lines; empty in normal mode. */
  readonly wholesaleItems: ReadonlySignal<readonly WholesaleItem[]>;
  readonly compareItems: ReadonlySignal<readonly number[]>;
  /**
   * Does this browser know the shopper's basket (compare list): stored by an earlier page, or
   * merged from a `getVars.php` answer on this one? False on a first visit, or with storage cleared
   * or out of reach, until that answer: the lists then hold only what was added here, and what a
   * page printed for this shopper is the better guess (docs/embedding.md#cached-html).
   */
  readonly basketKnown: ReadonlySignal<boolean>;
  readonly compareKnown: ReadonlySignal<boolean>;
  readonly basketCount: ReadonlySignal<number>;
  readonly compareCount: ReadonlySignal<number>;
  readonly city: ReadonlySignal<CityState>;
  readonly user: ReadonlySignal<CurrentUser>;
  readonly variant: ReadonlySignal<SiteVariant>;
  /** Mobile class on body, or viewport narrower than 576 px; live on resize. */
  readonly isMobile: ReadonlySignal<boolean>;
  readonly mode: 'normal' | 'opt';

  isInBasket(productId: number): boolean;
  isInCompare(productId: number): boolean;
  /** Appends the id (as a number) only if absent. */
  addToBasket(productId: number): void;
  removeFromBasket(productId: number): void;
  clearBasket(): void;
  /**
   * Wholesale: a quantity above 0 puts the line in the basket, 0 or NaN removes it (docs/embedding.md#store).
   * Bitrix's `OnBasketChange` fires with each call, changed or not, as the server has the quantity
   * then; with `pending` (not sent to the server yet) it does not (docs/embedding.md#legacy-scripts).
   */
  setWholesaleQuantity(productId: number, quantity: number, options?: { pending?: boolean }): void;
  addToCompare(productIds: number | readonly number[]): void;
  removeFromCompare(productId: number): void;
  clearCompare(): void;
  setUser(user: CurrentUser): void;
  /** Logging out clears the stored basket and compare lists (docs/embedding.md#store). */
  logout(): void;
  /**
   * Stores the chosen city and applies the country rule (docs/embedding.md#cookies): a change of country
   * sets or removes the non-Russian cache flag and reloads (with `ncc=1` when not RU). Settles once
   * done (the code that writes a choice is fetched the first time a city is chosen), with whether
   * the city was saved: false for one without a name, which changes nothing.
   */
  chooseCity(city: Omit<CityState, 'chosen'>, options?: { fromList?: boolean }): Promise<boolean>;
  /**
   * The shopper confirmed the city the page shows («is this your city?» → yes): the same cookies as
   * {@link chooseCity} (country for 7 days), but a reload only when the non-Russian flag changes.
   */
  confirmCity(city: Omit<CityState, 'chosen'>): Promise<void>;
  /**
   * Marks the moment a `getVars.php` request is sent; pass the token to {@link reconcile} with its
   * answer, so that what the shopper removed on this page after that moment stays removed.
   */
  beginReconcile(): ReconcileToken;
  /**
   * Merges `getVars.php` answers; the server wins for the user. Server ids the lists lack are added;
   * a stored id the answer lacks goes (stale: an order placed, a basket emptied elsewhere) unless it
   * changed after `token` was taken (or, without a token, at any time since the store was created),
   * on this page (a wholesale quantity set here included) or in another tab, or another tab added it and this page has not heard yet. An id
   * the shopper removed after that moment is not brought back: the answer predates the removal.
   * After a login or logout (here, or heard from another tab) such an answer is dropped whole: it
   * speaks for the session that ended, its lists and its user alike.
   */
  reconcile(vars: ServerVars, token?: ReconcileToken): void;
  /** Keeps every `.basket_count` / `.compare_count` under `root` showing the counts, including ones added later. Returns a stop function. */
  bindCounters(root: ParentNode): () => void;
  /**
   * The catalogue query the filter and list islands share (docs/islands/catalog-list.md); null until
   * one of them says what the page shows.
   */
  readonly catalogQuery: ReadonlySignal<CatalogQuery | null>;
  /** The catalogue list's status and found count, for any island or script to show. */
  readonly catalogResult: ReadonlySignal<CatalogResult>;
  /**
   * Tells the store what the server rendered (filter and/or pages shown), without a load. Ignored
   * once the shopper changed something on this page: their choice is never overwritten.
   */
  initCatalog(rendered: { filter?: CatalogFilterState; pages?: number }): void;
  /**
   * The shopper's new filter: back to the first page, and kept in the filter cookie for a day
   * (docs/embedding.md#cookies). A filter equal to the current one changes nothing.
   */
  setCatalogFilter(filter: CatalogFilterState): void;
  /** Show more (docs/islands/catalog-list.md): one more page of the same filter. */
  showMoreCatalog(): void;
  setCatalogResult(result: CatalogResult): void;
  /** The filter saved in the cookie by an earlier visit, or null (none, or corrupt: then removed). */
  savedCatalogFilter(): CatalogFilterState | null;
  /** Stops listeners (storage, resize, body class observer). */
  dispose(): void;
}
