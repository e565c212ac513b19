import { signal, type ReadonlySignal } from '@preact/signals-core';
import { parseStoredCityName, readCity, syncNonRussianFlag } from './city';
import type { CityWriter } from './city-choice';
import { STORAGE_KEYS, type SafeStorage } from './safe-storage';
import type { CityState, CookieJar } from './types';

/**
 * The city half of the store: `userCity`, the city cookies and the country rule of
 * docs/embedding.md#cookies. Only the reading half is here; choosing a city (`city-choice.ts`)
 * is loaded when a shopper does it, so every page's start-up does not carry it.
 */
export interface CityStateHandle {
  city: ReadonlySignal<CityState>;
  /** What choosing a city needs from the store: its cookies, storage, reload and city signal. */
  writer: CityWriter;
  /** Takes over a city another tab chose (the `storage` event on `userCity`). */
  syncFromStorage(): void;
}

function sameCity(a: CityState, b: CityState): boolean {
  return (
    a.cityName === b.cityName && a.countryName === b.countryName && a.countryCode === b.countryCode && a.chosen === b.chosen
  );
}

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
    writer: { ...options, city },
    syncFromStorage() {
      const next = readCity(cookies, readStoredCityName());
      if (sameCity(next, city.peek())) return;
      city.value = next;
      onChange(next);
    },
  };
}
