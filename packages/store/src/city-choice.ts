import type { Signal } from '@preact/signals-core';
import { COOKIE_DAYS, COOKIE_NAMES, COOKIE_PATH, isNonRussianCountry, NCC_PARAM, normalizeCountryCode, syncNonRussianFlag } from './city';
import { STORAGE_KEYS, type SafeStorage } from './safe-storage';
import type { CityState, CookieJar } from './types';

/**
 * Choosing a city: the write half of the store's city (docs/embedding.md#cookies). A module of its
 * own, imported by the store when a shopper chooses or confirms a city: the city picker is the
 * only island that does, so the pages' start-up file does not carry it.
 */

/** What the store hands over for a choice: its cookies, storage and reload, and its city signal. */
export interface CityWriter {
  cookies: CookieJar;
  storage: SafeStorage;
  currentUrl(): string;
  reload(url: string): void;
  city: Signal<CityState>;
  /** Tells the page (the store's city event). */
  onChange(city: CityState): void;
}

function isNccPair(pair: string): boolean {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')) === NCC_PARAM;
  } catch {
    return name === NCC_PARAM;
  }
}

/**
 * The address to reload after a country change (docs/embedding.md#cookies): `ncc=1` added for a non-Russian
 * country, any `ncc` removed for Russia. Other parameters and the hash are kept byte for byte
 * (no re-encoding), and `ncc` never appears twice.
 */
export function withNccParam(url: string, nonRussian: boolean): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const pairs = query.split('&').filter((pair) => pair !== '' && !isNccPair(pair));
  if (nonRussian) pairs.push(`${NCC_PARAM}=1`);
  return `${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;
}

/** Writes the chosen city's cookies (names and lifetimes: docs/embedding.md#cookies). */
export function writeCityCookies(cookies: CookieJar, city: Omit<CityState, 'chosen'>, fromList: boolean): void {
  const countryDays = fromList ? COOKIE_DAYS.countryFromList : COOKIE_DAYS.country;
  cookies.set(COOKIE_NAMES.cityName, city.cityName, { expires: COOKIE_DAYS.city, path: COOKIE_PATH });
  cookies.set(COOKIE_NAMES.countryName, city.countryName, { expires: countryDays, path: COOKIE_PATH });
  cookies.set(COOKIE_NAMES.countryCode, city.countryCode, { expires: countryDays, path: COOKIE_PATH });
  cookies.set(COOKIE_NAMES.cityChosen, 'Y', { expires: COOKIE_DAYS.city, path: COOKIE_PATH });
}

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Writes the cookies and `userCity` and tells the page; null for a city without a name. */
function save(writer: CityWriter, given: Omit<CityState, 'chosen'>, fromList: boolean): CityState | null {
  const next: CityState = {
    cityName: asText(given.cityName),
    countryName: asText(given.countryName),
    countryCode: normalizeCountryCode(asText(given.countryCode)),
    chosen: true,
  };
  if (next.cityName === '') return null;
  // Cookies before storage: a tab woken by the storage event then reads the new cookies too.
  writeCityCookies(writer.cookies, next, fromList);
  writer.storage.write(STORAGE_KEYS.city, next.cityName);
  writer.city.value = next;
  writer.onChange(next);
  return next;
}

/** The store's `chooseCity`, once loaded: whether it saved the city (false for one without a name). */
export function chooseCity(writer: CityWriter, chosenCity: Omit<CityState, 'chosen'>, choice?: { fromList?: boolean }): boolean {
  const next = save(writer, chosenCity, choice?.fromList ?? false);
  if (!next) return false;
  // docs/embedding.md#cookies country rule: the composite cache keeps non-Russian pages apart, so the flag
  // follows the country and the page reloads to be served from the right cache.
  const nonRussian = isNonRussianCountry(next.countryCode);
  syncNonRussianFlag(writer.cookies, next.countryCode);
  writer.reload(withNccParam(writer.currentUrl(), nonRussian));
  return true;
}

/** The store's `confirmCity`, once loaded. */
export function confirmCity(writer: CityWriter, shownCity: Omit<CityState, 'chosen'>): void {
  const wasNonRussian = writer.cookies.get(COOKIE_NAMES.nonRussianCache) === 'Y';
  const next = save(writer, shownCity, false);
  if (!next) return;
  // docs/embedding.md#cookies: the page already shows this city, so it reloads only when it came from the
  // other composite cache (the flag changes with the country).
  const nonRussian = isNonRussianCountry(next.countryCode);
  syncNonRussianFlag(writer.cookies, next.countryCode);
  if (nonRussian !== wasNonRussian) writer.reload(withNccParam(writer.currentUrl(), nonRussian));
}
