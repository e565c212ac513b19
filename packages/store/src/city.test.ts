import fc from 'fast-check';
import { COOKIE_NAMES, isNonRussianCountry, parseStoredCityName } from './city';
import { withNccParam } from './city-choice';
import { createHarness, createPage, disposeHarnesses, FakeCookies, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

const KAZAKHSTAN = { cityName: 'Алматы', countryName: 'Казахстан', countryCode: 'KZ' };
const RUSSIA = { cityName: 'Москва', countryName: 'Россия', countryCode: 'RU' };

describe('building the reload address (docs/embedding.md#cookies)', () => {
  it('adds ncc=1 for a non-Russian country and keeps the other parameters and the hash', () => {
    expect(withNccParam('https://shop.example/catalog/?SORT=2&q=a%20b#top', true)).toBe(
      'https://shop.example/catalog/?SORT=2&q=a%20b&ncc=1#top',
    );
    expect(withNccParam('https://shop.example/catalog/', true)).toBe('https://shop.example/catalog/?ncc=1');
  });

  it('never writes ncc twice', () => {
    expect(withNccParam('/catalog/?ncc=1&page=2&ncc=0', true)).toBe('/catalog/?page=2&ncc=1');
  });

  it('drops any ncc for Russia and leaves no empty question mark', () => {
    expect(withNccParam('/catalog/?ncc=1', false)).toBe('/catalog/');
    expect(withNccParam('/catalog/?a=1&ncc=1&b=2#x', false)).toBe('/catalog/?a=1&b=2#x');
    expect(withNccParam('/catalog/?a=1', false)).toBe('/catalog/?a=1');
  });

  it('keeps parameters whose names only look like ncc', () => {
    expect(withNccParam('/?nccx=1&xncc=2&ncc', false)).toBe('/?nccx=1&xncc=2');
  });

  it('has ncc exactly once after a non-Russian choice and never after a Russian one, for any query', () => {
    const pair = fc.tuple(fc.constantFrom('ncc', 'a', 'b', 'q', 'n%63c'), fc.string()).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), fc.boolean(), (pairs, nonRussian) => {
        const url = withNccParam(`https://shop.example/p/?${pairs.join('&')}`, nonRussian);
        const names = new URL(url).searchParams.getAll('ncc');
        expect(names).toEqual(nonRussian ? ['1'] : []);
        const others = pairs.filter((part) => !part.startsWith('ncc=') && !part.startsWith('n%63c='));
        expect(url).toContain(others.join('&'));
      }),
    );
  });
});

describe('which countries count as non-Russian', () => {
  it('treats every code but RU as non-Russian, whatever its case', () => {
    expect(isNonRussianCountry('KZ')).toBe(true);
    expect(isNonRussianCountry('by')).toBe(true);
    expect(isNonRussianCountry('RU')).toBe(false);
    expect(isNonRussianCountry(' ru ')).toBe(false);
  });

  it('treats an unknown country as domestic', () => {
    expect(isNonRussianCountry('')).toBe(false);
  });
});

describe('choosing a city (docs/embedding.md#cookies)', () => {
  it('stores the city, marks it chosen and tells the page', async () => {
    const { store, storage, events } = createHarness();
    await store.chooseCity(RUSSIA, { fromList: true });
    expect(store.city.value).toEqual({ ...RUSSIA, chosen: true });
    expect(storage?.getItem('userCity')).toBe('Москва');
    expect(events).toEqual([{ type: 'shop-islands:city-change', detail: { ...RUSSIA, chosen: true } }]);
  });

  it('writes the city cookies for 7 days and the country cookies for 2 days when chosen from the list', async () => {
    const { store, cookies } = createHarness();
    await store.chooseCity(KAZAKHSTAN, { fromList: true });
    expect(cookies.lastWrite(COOKIE_NAMES.cityName)).toEqual({ name: COOKIE_NAMES.cityName, value: 'Алматы', expires: 7, path: '/' });
    expect(cookies.lastWrite(COOKIE_NAMES.cityChosen)).toMatchObject({ value: 'Y', expires: 7, path: '/' });
    expect(cookies.lastWrite(COOKIE_NAMES.countryName)).toMatchObject({ value: 'Казахстан', expires: 2 });
    expect(cookies.lastWrite(COOKIE_NAMES.countryCode)).toMatchObject({ value: 'KZ', expires: 2 });
  });

  it('keeps the country cookies for 7 days when the city was not picked from the list', async () => {
    const { store, cookies } = createHarness();
    await store.chooseCity(KAZAKHSTAN);
    expect(cookies.lastWrite(COOKIE_NAMES.countryCode)).toMatchObject({ value: 'KZ', expires: 7 });
  });

  it('sets the non-Russian cache flag and reloads with ncc=1 for a non-Russian country', async () => {
    const page = createPage({ url: 'https://shop.example/catalog/?SORT_BY=1#list' });
    const { store, cookies, reloads } = createHarness({ page });
    await store.chooseCity(KAZAKHSTAN, { fromList: true });
    expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBe('Y');
    expect(reloads).toEqual(['https://shop.example/catalog/?SORT_BY=1&ncc=1#list']);
  });

  it('removes the flag and reloads without ncc when Russia is chosen', async () => {
    const page = createPage({ url: 'https://shop.example/catalog/?ncc=1&SORT_BY=1' });
    const cookies = new FakeCookies({ [COOKIE_NAMES.countryCode]: 'KZ', [COOKIE_NAMES.nonRussianCache]: 'Y' });
    const { store, reloads } = createHarness({ page, cookies });
    await store.chooseCity(RUSSIA, { fromList: true });
    expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBeUndefined();
    expect(reloads).toEqual(['https://shop.example/catalog/?SORT_BY=1']);
  });

  it('reloads even when Russia stays Russia, so the page shows the new city', async () => {
    const cookies = new FakeCookies({ [COOKIE_NAMES.countryCode]: 'RU' });
    const { store, reloads } = createHarness({ cookies });
    await store.chooseCity(RUSSIA);
    expect(reloads).toEqual(['https://shop.example/catalog/alarms/']);
  });

  it('sends the city event before the page reloads', async () => {
    const page = createPage();
    let reloadsWhenTold: number | undefined;
    const harness = createHarness({ page });
    page.document.addEventListener('shop-islands:city-change', () => {
      reloadsWhenTold = harness.reloads.length;
    });
    await harness.store.chooseCity(KAZAKHSTAN);
    expect(reloadsWhenTold).toBe(0);
    expect(harness.reloads).toHaveLength(1);
  });

  it('ignores a city without a name', async () => {
    const { store, reloads, cookies } = createHarness();
    expect(await store.chooseCity({ cityName: '  ', countryName: 'Россия', countryCode: 'RU' })).toBe(false);
    expect(store.city.value.chosen).toBe(false);
    expect(reloads).toEqual([]);
    expect(cookies.writes).toEqual([]);
  });

  it('normalises what it is given: names trimmed, code in upper case', async () => {
    const { store } = createHarness();
    await store.chooseCity({ cityName: ' Минск ', countryName: ' Беларусь', countryCode: 'by' });
    expect(store.city.value).toEqual({ cityName: 'Минск', countryName: 'Беларусь', countryCode: 'BY', chosen: true });
  });
});

describe('the city on page load', () => {
  it('reads the city from the cookies the server sees, then from storage', () => {
    const cookies = new FakeCookies({
      [COOKIE_NAMES.cityName]: 'Тверь',
      [COOKIE_NAMES.countryName]: 'Россия',
      [COOKIE_NAMES.countryCode]: 'RU',
      [COOKIE_NAMES.cityChosen]: 'Y',
    });
    const { store } = createHarness({ cookies, storage: new MemoryStorage({ userCity: 'Тула' }) });
    expect(store.city.value).toEqual({ cityName: 'Тверь', countryName: 'Россия', countryCode: 'RU', chosen: true });

    const { store: withoutCookies } = createHarness({ storage: new MemoryStorage({ userCity: 'Тула' }) });
    expect(withoutCookies.city.value).toEqual({ cityName: 'Тула', countryName: '', countryCode: '', chosen: false });
  });

  it('sets the non-Russian flag for a stored non-Russian country, without reloading', () => {
    const cookies = new FakeCookies({ [COOKIE_NAMES.countryCode]: 'KZ' });
    const { reloads } = createHarness({ cookies });
    expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBe('Y');
    expect(reloads).toEqual([]);
  });

  it('removes a stale flag when the stored country is Russia or unknown', () => {
    for (const countryCode of ['RU', undefined]) {
      const initial: Record<string, string> = { [COOKIE_NAMES.nonRussianCache]: 'Y' };
      if (countryCode) initial[COOKIE_NAMES.countryCode] = countryCode;
      const cookies = new FakeCookies(initial);
      const { reloads } = createHarness({ cookies });
      expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBeUndefined();
      expect(reloads).toEqual([]);
    }
  });

  it('leaves the cookies alone when they already agree with the country', () => {
    const cookies = new FakeCookies({ [COOKIE_NAMES.countryCode]: 'KZ', [COOKIE_NAMES.nonRussianCache]: 'Y' });
    createHarness({ cookies });
    expect(cookies.writes).toEqual([]);
    expect(cookies.removals).toEqual([]);
  });

  it.each([
    ['a JSON-encoded name', '"Омск"', 'Омск', 'Омск'],
    ['a padded name', '  Омск ', 'Омск', 'Омск'],
    ['a foreign object', '{"city":"Омск"}', '', null],
  ])('repairs %s stored under userCity', (_case, raw, cityName, repaired) => {
    const storage = new MemoryStorage({ userCity: raw });
    const { store } = createHarness({ storage });
    expect(store.city.value.cityName).toBe(cityName);
    expect(storage.getItem('userCity')).toBe(repaired);
  });

  it('reads any stored text without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(typeof parseStoredCityName(raw)).toBe('string');
      }),
    );
  });
});

describe('confirming the city the page shows (docs/embedding.md#cookies)', () => {
  it('marks it chosen with the 7-day cookies and does not reload when the cache flag stays', async () => {
    const { store, cookies, reloads, storage } = createHarness();
    await store.confirmCity(RUSSIA);
    expect(store.city.value).toEqual({ ...RUSSIA, chosen: true });
    expect(cookies.lastWrite(COOKIE_NAMES.cityChosen)).toMatchObject({ value: 'Y', expires: 7, path: '/' });
    expect(cookies.lastWrite(COOKIE_NAMES.countryCode)).toMatchObject({ value: 'RU', expires: 7 });
    expect(storage?.getItem('userCity')).toBe('Москва');
    expect(reloads).toEqual([]);
  });

  it('reloads with ncc=1 when the confirmed city is abroad and the page came from the Russian cache', async () => {
    const page = createPage({ url: 'https://shop.example/catalog/' });
    const { store, cookies, reloads } = createHarness({ page });
    await store.confirmCity(KAZAKHSTAN);
    expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBe('Y');
    expect(reloads).toEqual(['https://shop.example/catalog/?ncc=1']);
  });

  it('does not reload a non-Russian page already served from the non-Russian cache', async () => {
    const cookies = new FakeCookies({ [COOKIE_NAMES.countryCode]: 'KZ', [COOKIE_NAMES.nonRussianCache]: 'Y' });
    const { store, reloads } = createHarness({ cookies });
    await store.confirmCity(KAZAKHSTAN);
    expect(reloads).toEqual([]);
  });
});
