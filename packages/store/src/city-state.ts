import { signal, type ReadonlySignal } from '@preact/signals-core';
import {
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

  return {
    city,
    choose(chosenCity, choice) {
      const next: CityState = {
        cityName: asText(chosenCity.cityName),
        countryName: asText(chosenCity.countryName),
        countryCode: normalizeCountryCode(asText(chosenCity.countryCode)),
        chosen: true,
      };
      if (next.cityName === '') return;
      // Cookies before storage: a tab woken by the storage event then reads the new cookies too.
      writeCityCookies(cookies, next, choice?.fromList ?? false);
      storage.write(STORAGE_KEYS.city, next.cityName);
      city.value = next;
      onChange(next);
      // docs/embedding.md#cookies country rule: the composite cache keeps non-Russian pages apart, so the flag
      // follows the country and the page reloads to be served from the right cache.
      const nonRussian = isNonRussianCountry(next.countryCode);
      syncNonRussianFlag(cookies, next.countryCode);
      options.reload(withNccParam(options.currentUrl(), nonRussian));
    },
    syncFromStorage() {
      const next = readCity(cookies, readStoredCityName());
      if (sameCity(next, city.peek())) return;
      city.value = next;
      onChange(next);
    },
  };
}
