import { signal, type ReadonlySignal } from '@preact/signals-core';
import {
  COOKIE_NAMES,
  isNonRussianCountry,
  normalizeCountryCode,
  parseStoredCityName,
  readCity,
  syncNonRussianFlag,
  withNccParam,
  writeCityCookies,
} from './city';
import { STORAGE_KEYS, type SafeStorage } from './safe-storage';
import type { CityState, CookieJar } from './types';

/** The city half of the store: `userCity`, the city cookies and the country rule of docs/embedding.md#cookies. */
export interface CityStateHandle {
  city: ReadonlySignal<CityState>;
  choose(city: Omit<CityState, 'chosen'>, options?: { fromList?: boolean }): void;
  /** The shopper said yes to the city the page shows: chosen without a reload unless the cache flag changes. */
  confirm(city: Omit<CityState, 'chosen'>): void;
  /** Takes over a city another tab chose (the `storage` event on `userCity`). */
  syncFromStorage(): void;
}

function sameCity(a: CityState, b: CityState): boolean {
  return (
    a.cityName === b.cityName && a.countryName === b.countryName && a.countryCode === b.countryCode && a.chosen === b.chosen
  );
}

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads the city on page load and applies the load half of the country rule (no reload then). */
export function createCityState(options: {
  storage: SafeStorage;
  cookies: CookieJar;
  currentUrl(): string;
  reload(url: string): void;
  onChange(city: CityState): void;
}): CityStateHandle {
  const { storage, cookies, onChange } = options;
  const city = signal<CityState>(readCity(cookies, ''));

  const readStoredCityName = (): string => {
    const raw = storage.read(STORAGE_KEYS.city);
    if (raw === undefined) return city.peek().cityName;
    const name = parseStoredCityName(raw);
    // docs/embedding.md#store: a foreign value (JSON-encoded, object, padded) is repaired to the plain name.
    if (raw !== null && raw !== name) {
      if (name === '') storage.remove(STORAGE_KEYS.city);
      else storage.write(STORAGE_KEYS.city, name);
    }
    return name;
  };

  city.value = readCity(cookies, readStoredCityName());
  // docs/embedding.md#cookies: on page load the flag is set or removed according to the stored country code.
  syncNonRussianFlag(cookies, city.peek().countryCode);

  /** Writes the cookies and `userCity` and tells the page; null for a city without a name. */
  const save = (given: Omit<CityState, 'chosen'>, fromList: boolean): CityState | null => {
    const next: CityState = {
      cityName: asText(given.cityName),
      countryName: asText(given.countryName),
      countryCode: normalizeCountryCode(asText(given.countryCode)),
      chosen: true,
    };
    if (next.cityName === '') return null;
    // Cookies before storage: a tab woken by the storage event then reads the new cookies too.
    writeCityCookies(cookies, next, fromList);
    storage.write(STORAGE_KEYS.city, next.cityName);
    city.value = next;
    onChange(next);
    return next;
  };

  return {
    city,
    choose(chosenCity, choice) {
      const next = save(chosenCity, choice?.fromList ?? false);
      if (!next) return;
      // docs/embedding.md#cookies country rule: the composite cache keeps non-Russian pages apart, so the flag
      // follows the country and the page reloads to be served from the right cache.
      const nonRussian = isNonRussianCountry(next.countryCode);
      syncNonRussianFlag(cookies, next.countryCode);
      options.reload(withNccParam(options.currentUrl(), nonRussian));
    },
    confirm(shownCity) {
      const wasNonRussian = cookies.get(COOKIE_NAMES.nonRussianCache) === 'Y';
      const next = save(shownCity, false);
      if (!next) return;
      // docs/embedding.md#cookies: the page already shows this city, so it reloads only when it came from the
      // other composite cache (the flag changes with the country).
      const nonRussian = isNonRussianCountry(next.countryCode);
      syncNonRussianFlag(cookies, next.countryCode);
      if (nonRussian !== wasNonRussian) options.reload(withNccParam(options.currentUrl(), nonRussian));
    },
    syncFromStorage() {
      const next = readCity(cookies, readStoredCityName());
      if (sameCity(next, city.peek())) return;
      city.value = next;
      onChange(next);
    },
  };
}
