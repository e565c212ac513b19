import type { CityState, CookieJar } from './types';

/**
 * Cookie names of the city choice and of the non-Russian composite cache flag (docs/embedding.md#cookies). The
 * names are this library's choice; the server templates read the same names, so they are part of the API.
 */
export const COOKIE_NAMES = {
  cityName: 'USER_CITY_NAME',
  countryName: 'USER_COUNTRY_NAME',
  countryCode: 'USER_COUNTRY_CODE',
  /** 'Y' once the shopper chose a city themselves. */
  cityChosen: 'USER_CITY_CHOSEN',
  /** 'Y' while the chosen country is not Russia: the composite cache keeps those pages apart. */
  nonRussianCache: 'NCC',
} as const;

/** Cookie lifetimes in days (docs/embedding.md#cookies). */
export const COOKIE_DAYS = {
  city: 7,
  /** docs/embedding.md#cookies: country cookies are 2 days when chosen from the list, otherwise as long as the city. */
  countryFromList: 2,
  country: 7,
  nonRussianCache: 7,
} as const;

/** The query parameter that asks Bitrix for the non-Russian composite cache. */
export const NCC_PARAM = 'ncc';

/** Every city cookie is set on the whole site. */
export const COOKIE_PATH = '/';

/** The country code as stored: trimmed, upper case ('ru' → 'RU'). */
export function normalizeCountryCode(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/**
 * docs/embedding.md#cookies country rule: every code but RU is non-Russian. An unknown (empty) code counts as
 * domestic: RU is the shop's home country and its default.
 */
export function isNonRussianCountry(code: string): boolean {
  const normalized = normalizeCountryCode(code);
  return normalized !== '' && normalized !== 'RU';
}

/**
 * The city name stored under `userCity` (docs/embedding.md#store: a city string). Older scripts may have stored
 * it JSON-encoded; a JSON object or list is foreign and reads as no city.
 */
export function parseStoredCityName(raw: string | null): string {
  if (raw === null) return '';
  const text = raw.trim();
  if (text.startsWith('{') || text.startsWith('[')) return '';
  if (!text.startsWith('"')) return text;
  try {
    const decoded: unknown = JSON.parse(text);
    return typeof decoded === 'string' ? decoded.trim() : '';
  } catch {
    return '';
  }
}

/** The city as the cookies and the stored city name describe it. The cookie is what the server sees, so it wins. */
export function readCity(cookies: CookieJar, storedCityName: string): CityState {
  return {
    cityName: cookies.get(COOKIE_NAMES.cityName)?.trim() || storedCityName,
    countryName: cookies.get(COOKIE_NAMES.countryName)?.trim() ?? '',
    countryCode: normalizeCountryCode(cookies.get(COOKIE_NAMES.countryCode)),
    chosen: cookies.get(COOKIE_NAMES.cityChosen) === 'Y',
  };
}

/** Sets the non-Russian cache flag for a non-Russian country and removes it otherwise (docs/embedding.md#cookies). */
export function syncNonRussianFlag(cookies: CookieJar, countryCode: string): void {
  const isSet = cookies.get(COOKIE_NAMES.nonRussianCache) === 'Y';
  if (isNonRussianCountry(countryCode)) {
    if (!isSet) cookies.set(COOKIE_NAMES.nonRussianCache, 'Y', { expires: COOKIE_DAYS.nonRussianCache, path: COOKIE_PATH });
  } else if (cookies.get(COOKIE_NAMES.nonRussianCache) !== undefined) {
    cookies.remove(COOKIE_NAMES.nonRussianCache, { path: COOKIE_PATH });
  }
}
