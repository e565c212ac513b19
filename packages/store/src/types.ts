import type { ReadonlySignal } from '@preact/signals-core';

/** One line of the wholesale ('opt') basket as kept in localStorage (spec §3). */
export interface WholesaleItem {
  PRODUCT_ID: number;
  QUANTITY: number;
}

/** The chosen city and its country (spec §3 cookies, `userCity` in localStorage). */
export interface CityState {
  cityName: string;
  countryName: string;
  /** ISO code, e.g. 'RU', 'KZ', 'BY'. Empty when unknown. */
  countryCode: string;
  /** The user chose the city themselves (the "city was chosen" cookie). */
  chosen: boolean;
}

/** The current user (spec §3 `IS_AUTH`, `EMAIL`). */
export interface CurrentUser {
  isAuth: boolean;
  email: string;
}

/** Site variant switched by body classes (spec §1). */
export interface SiteVariant {
  mobile: boolean;
  promo: boolean;
  market: boolean;
}

/** What `getVars.php` may answer (spec §7); every field optional and checked by the store. */
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

/** Names of the DOM CustomEvents dispatched on `document` (detail: the new value). */
export const STORE_EVENTS = {
  basket: 'shop-islands:basket-change',
  compare: 'shop-islands:compare-change',
  city: 'shop-islands:city-change',
} as const;

/** The shared state of every island. Signals are read-only outside; change them through actions. */
export interface ShopStore {
  /** Product ids in the basket (normal mode), or the ids of the wholesale lines (opt mode). */
  readonly basketItems: ReadonlySignal<readonly number[]>;
  /** Wholesale lines; empty in normal mode. */
  readonly wholesaleItems: ReadonlySignal<readonly WholesaleItem[]>;
  readonly compareItems: ReadonlySignal<readonly number[]>;
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
  /** Wholesale: a quantity above 0 puts the line in the basket, 0 or NaN removes it (spec §4). */
  setWholesaleQuantity(productId: number, quantity: number): void;
  addToCompare(productIds: number | readonly number[]): void;
  removeFromCompare(productId: number): void;
  clearCompare(): void;
  setUser(user: CurrentUser): void;
  /** Logging out clears the stored basket and compare lists (spec §4). */
  logout(): void;
  /**
   * Stores the chosen city and applies the country rule (spec §4): a change of country
   * sets or removes the non-Russian cache flag and reloads (with `ncc=1` when not RU).
   */
  chooseCity(city: Omit<CityState, 'chosen'>, options?: { fromList?: boolean }): void;
  /** Merges `getVars.php` answers: ids are merged, never lost; the server wins for the user. */
  reconcile(vars: ServerVars): void;
  /** Keeps every `.basket_count` / `.compare_count` under `root` showing the counts, including ones added later. Returns a stop function. */
  bindCounters(root: ParentNode): () => void;
  /** Stops listeners (storage, resize, body class observer). */
  dispose(): void;
}
