import { batch, signal } from '@preact/signals-core';
import { sameCatalogFilter, toCatalogSort, type CatalogFilterState, type CatalogSort } from '@shop-islands/store';
import type { CatalogFilterProps } from './catalog-filter.props';
import {
  boundOrNull,
  clampPrice,
  digitsOnly,
  parsePrice,
  PRICE_RELOAD_DELAY_MS,
  priceKeyEffect,
} from './catalog-filter.rules';
import { realClock } from '../ui/clock';
import type { CatalogFilterDeps, CatalogFilterModel, ExtraState, PriceSide } from './catalog-filter.types';

export type { CatalogFilterDeps, CatalogFilterModel, Clock, ExtraState, PriceSide } from './catalog-filter.types';

// Keys that virtual keyboards report instead of the character typed.
const UNIDENTIFIED_KEYS = new Set(['Unidentified', 'Process']);

/**
 * The catalogue filter (docs/islands/catalog-filter.md): checkboxes and the sort change the filter
 * at once; price inputs reload 1000 ms after a digit, Delete or Backspace; the slider on release.
 * Every change goes to the store's catalogue query, which the list follows and the store keeps in
 * the filter cookie. On load, a filter saved by an earlier visit is restored.
 */
export function createCatalogFilterModel(props: CatalogFilterProps, deps: CatalogFilterDeps): CatalogFilterModel {
  const { store } = deps;
  const clock = deps.clock ?? realClock;
  const bounds = props.price;
  const knownPurposes = new Set(props.purposes.map((option) => option.id));
  const knownFeatures = new Set(props.features.map((option) => option.code));

  const purposes = signal<readonly number[]>([]);
  const features = signal<readonly string[]>([]);
  const sort = signal<CatalogSort>('SORT');
  const priceRange = signal<Record<PriceSide, number>>({ min: bounds.min, max: bounds.max });
  const priceText = signal<Record<PriceSide, string>>({ min: String(bounds.min), max: String(bounds.max) });
  const extra = signal<ExtraState>('closed');

  let reloadTimer: unknown;
  let lastFilter: CatalogFilterState;
  const unidentified: Record<PriceSide, boolean> = { min: false, max: false };

  /** A filter limited to this page's options and price bounds. */
  const withinOptions = (filter: CatalogFilterState): CatalogFilterState => {
    const minPrice = filter.minPrice === null ? null : clampPrice(filter.minPrice, bounds);
    const maxPrice = filter.maxPrice === null ? null : clampPrice(filter.maxPrice, bounds);
    return {
      sectionCode: props.sectionCode,
      sort: filter.sort,
      purposes: filter.purposes.filter((id) => knownPurposes.has(id)),
      features: filter.features.filter((code) => knownFeatures.has(code)),
      minPrice: minPrice === null ? null : boundOrNull(minPrice, bounds.min),
      maxPrice: maxPrice === null ? null : boundOrNull(maxPrice, bounds.max),
    };
  };

  const current = (): CatalogFilterState => ({
    sectionCode: props.sectionCode,
    sort: sort.peek(),
    purposes: purposes.peek(),
    features: features.peek(),
    minPrice: boundOrNull(priceRange.peek().min, bounds.min),
    maxPrice: boundOrNull(priceRange.peek().max, bounds.max),
  });

  const setPrices = (min: number, max: number) => {
    priceRange.value = { min, max };
    priceText.value = { min: String(min), max: String(max) };
  };

  /** Shows `filter` in the controls (on load, or when another island changed it). */
  const adopt = (filter: CatalogFilterState) => {
    stopTimer();
    batch(() => {
      purposes.value = filter.purposes;
      features.value = filter.features;
      sort.value = filter.sort;
      setPrices(filter.minPrice ?? bounds.min, filter.maxPrice ?? bounds.max);
    });
    lastFilter = filter;
  };

  const stopTimer = () => {
    if (reloadTimer !== undefined) clock.clearTimeout(reloadTimer);
    reloadTimer = undefined;
  };

  /** Typed prices, read, limited to the bounds and put in order (the side typed in gives way). */
  const applyTypedPrices = (edited?: PriceSide) => {
    const text = priceText.peek();
    let min = clampPrice(parsePrice(text.min) ?? bounds.min, bounds);
    let max = clampPrice(parsePrice(text.max) ?? bounds.max, bounds);
    if (min > max) {
      if (edited === 'max') max = min;
      else min = max;
    }
    setPrices(min, max);
  };

  const publish = (edited?: PriceSide, typing?: boolean) => {
    stopTimer();
    const typed = priceText.peek();
    batch(() => {
      applyTypedPrices(edited);
      // docs/islands/catalog-filter.md#keyboard-and-screen-readers: the reload after a pause
      // leaves the field as typed, since the shopper may go on typing there («1», then «500»);
      // Enter or leaving it puts in the price the list was loaded with.
      if (typing) priceText.value = { ...priceText.peek(), [edited!]: typed[edited!] };
    });
    const next = current();
    lastFilter = next;
    store.setCatalogFilter(next);
  };

  const scheduleReload = (side: PriceSide) => {
    stopTimer();
    reloadTimer = clock.setTimeout(() => {
      reloadTimer = undefined;
      publish(side, true);
    }, PRICE_RELOAD_DELAY_MS);
  };

  const toggled = <T>(list: readonly T[], item: T, checked: boolean): readonly T[] =>
    checked ? (list.includes(item) ? list : [...list, item]) : list.filter((value) => value !== item);

  // Start: the server's filter, or the one this shopper left here yesterday (docs/embedding.md#cookies) —
  // unless they already changed the fallback form, which is the newest choice of all.
  const initial = withinOptions(props.initial);
  const touched = deps.fallbackForm ? withinOptions(deps.fallbackForm) : null;
  const saved = props.restoreSaved ? store.savedCatalogFilter() : null;
  const restored =
    touched && !sameCatalogFilter(touched, initial)
      ? touched
      : saved && saved.sectionCode === props.sectionCode
        ? withinOptions(saved)
        : null;
  adopt(restored ?? initial);
  store.initCatalog({ filter: initial });
  if (restored && !sameCatalogFilter(restored, initial)) store.setCatalogFilter(restored);
  // Functions live in the extra box: open it when some are chosen, so none is hidden.
  if (features.peek().length > 0) extra.value = 'open';

  // Another island (the list's «Сбросить фильтр») may change the filter: show it here too.
  const stopWatching = store.catalogQuery.subscribe((query) => {
    if (query && !sameCatalogFilter(query.filter, lastFilter)) adopt(withinOptions(query.filter));
  });

  return {
    bounds,
    purposes,
    features,
    sort,
    priceText,
    priceRange,
    extra,
    setPurpose(id, checked) {
      purposes.value = toggled(purposes.peek(), id, checked);
      publish();
    },
    setFeature(code, checked) {
      features.value = toggled(features.peek(), code, checked);
      publish();
    },
    setSort(value) {
      sort.value = toCatalogSort(value);
      publish();
    },
    priceKey(side, key) {
      const effect = priceKeyEffect(key);
      unidentified[side] = UNIDENTIFIED_KEYS.has(key.key);
      if (effect === 'reload') scheduleReload(side);
      return effect;
    },
    typePrice(side, raw) {
      const text = digitsOnly(raw);
      const before = priceText.peek();
      if (text === before[side]) return;
      const typed = parsePrice(text);
      batch(() => {
        priceText.value = { ...before, [side]: text };
        // The slider follows the typing, never passing the other thumb.
        if (typed !== null) {
          const range = priceRange.peek();
          const value = clampPrice(typed, bounds);
          priceRange.value = side === 'min' ? { min: Math.min(value, range.max), max: range.max } : { min: range.min, max: Math.max(value, range.min) };
        }
      });
      // A virtual keyboard said nothing about its key: the change it made is the trigger.
      if (unidentified[side]) scheduleReload(side);
    },
    commitPrice(side) {
      // The store ignores a filter equal to the current one, so an unchanged input loads nothing.
      publish(side);
    },
    slidePrice(side, raw) {
      const range = priceRange.peek();
      const value = clampPrice(raw, bounds);
      const next = side === 'min' ? Math.min(value, range.max) : Math.max(value, range.min);
      stopTimer();
      setPrices(side === 'min' ? next : range.min, side === 'max' ? next : range.max);
      return next;
    },
    releasePrice(side) {
      publish(side);
    },
    toggleExtra() {
      extra.value = extra.peek() === 'open' ? 'closed' : 'open';
    },
    reset() {
      batch(() => {
        purposes.value = [];
        features.value = [];
        setPrices(bounds.min, bounds.max);
      });
      publish();
    },
    dispose() {
      stopTimer();
      stopWatching();
    },
  };
}
