import type { ReadonlySignal } from '@preact/signals-core';
import type { CatalogFilterState, CatalogSort, ShopStore } from '@shop-islands/store';
import type { PriceBounds, PriceKey, PriceKeyEffect } from './catalog-filter.rules';
import type { Clock } from '../ui/clock';

// The catalogue filter model's types, apart from its logic to keep each file short.

/** Which end of the price range. */
export type PriceSide = 'min' | 'max';

/** The «Показать другие фильтры» box. */
export type ExtraState = 'open' | 'closed';

/** Timers, passed in so tests drive time themselves. */
export type { Clock };

/** What the filter needs: the store's catalogue slice and a clock. */
export interface CatalogFilterDeps {
  store: Pick<ShopStore, 'catalogQuery' | 'initCatalog' | 'setCatalogFilter' | 'savedCatalogFilter'>;
  clock?: Clock;
  /** What the server's fallback form held when the island mounted (see `filterFromFormFields`). */
  fallbackForm?: CatalogFilterState | null;
}

export interface CatalogFilterModel {
  readonly bounds: PriceBounds;
  readonly purposes: ReadonlySignal<readonly number[]>;
  readonly features: ReadonlySignal<readonly string[]>;
  readonly sort: ReadonlySignal<CatalogSort>;
  /** What the price inputs show (digits only). */
  readonly priceText: ReadonlySignal<Readonly<Record<PriceSide, string>>>;
  /** Where the slider thumbs are, in roubles; always `min ≤ max`, within the bounds. */
  readonly priceRange: ReadonlySignal<Readonly<Record<PriceSide, number>>>;
  readonly extra: ReadonlySignal<ExtraState>;
  setPurpose(id: number, checked: boolean): void;
  setFeature(code: string, checked: boolean): void;
  setSort(value: string): void;
  /** A key pressed in a price input: the view blocks it when the answer is `block`. */
  priceKey(side: PriceSide, key: PriceKey): PriceKeyEffect;
  /** The price input's new text (typed or pasted). */
  typePrice(side: PriceSide, text: string): void;
  /** Enter or leaving the input: apply what was typed now. */
  commitPrice(side: PriceSide): void;
  /** A slider thumb moved; answers where it really is (it never passes the other thumb). */
  slidePrice(side: PriceSide, value: number): number;
  /** A slider thumb was let go (pointer up, or a key step): reload at once. */
  releasePrice(side: PriceSide): void;
  toggleExtra(): void;
  /** «Сбросить»: no purposes, functions or price limits; the sort stays. */
  reset(): void;
  dispose(): void;
}
