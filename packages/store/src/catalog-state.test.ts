import { CATALOG_FILTER_COOKIE, emptyCatalogFilter, parseCatalogFilter, sameCatalogFilter } from './catalog-state';
import { createBrowserCookies } from './cookies';
import { createStore } from './create-store';
import { createHarness, disposeHarnesses, FakeCookies } from './test-fakes';
import type { CatalogFilterState } from './types';

afterEach(disposeHarnesses);

const alarmsFilter: CatalogFilterState = {
  sectionCode: 'signalizatsii',
  sort: '1',
  purposes: [3, 1],
  features: ['gsm', 'autostart'],
  minPrice: 5000,
  maxPrice: 30000,
};

describe('catalogue query (docs/islands/catalog-list.md)', () => {
  it('starts unknown, then takes what the server rendered without asking for a load', () => {
    const { store } = createHarness();
    expect(store.catalogQuery.value).toBeNull();
    store.initCatalog({ filter: alarmsFilter });
    store.initCatalog({ pages: 2 });
    expect(store.catalogQuery.value).toEqual({
      filter: { ...alarmsFilter, purposes: [1, 3], features: ['autostart', 'gsm'] },
      pages: 2,
      origin: 'server',
    });
  });

  it('a shopper change goes back to the first page and is not overwritten by a late island', () => {
    const { store } = createHarness();
    store.initCatalog({ filter: emptyCatalogFilter('signalizatsii'), pages: 3 });
    store.setCatalogFilter(alarmsFilter);
    expect(store.catalogQuery.value).toMatchObject({ pages: 1, origin: 'shopper' });
    store.initCatalog({ filter: emptyCatalogFilter('signalizatsii'), pages: 5 });
    expect(store.catalogQuery.value?.filter.purposes).toEqual([1, 3]);
    expect(store.catalogQuery.value?.pages).toBe(1);
  });

  it('the same filter again (ids in another order) asks for nothing', () => {
    const { store } = createHarness();
    store.setCatalogFilter(alarmsFilter);
    const first = store.catalogQuery.value;
    store.setCatalogFilter({ ...alarmsFilter, purposes: [1, 3, 3], features: ['gsm', 'autostart'] });
    expect(store.catalogQuery.value).toBe(first);
  });

  it('show more adds one page to the same filter', () => {
    const { store } = createHarness();
    store.showMoreCatalog();
    expect(store.catalogQuery.value).toBeNull();
    store.initCatalog({ filter: alarmsFilter });
    store.showMoreCatalog();
    store.showMoreCatalog();
    expect(store.catalogQuery.value).toMatchObject({ pages: 3, origin: 'shopper', filter: { sort: '1' } });
  });

  it('keeps the last result’s status word and found count', () => {
    const { store } = createHarness();
    expect(store.catalogResult.value).toEqual({ status: 'idle', foundCount: null });
    store.setCatalogResult({ status: 'loading', foundCount: 72 });
    expect(store.catalogResult.value).toEqual({ status: 'loading', foundCount: 72 });
    store.setCatalogResult({ status: 'idle', foundCount: -3 });
    expect(store.catalogResult.value).toEqual({ status: 'idle', foundCount: null });
  });
});

describe('filter cookie (docs/embedding.md#cookies: 1 day)', () => {
  it('keeps the shopper’s filter for a day as JSON with the FILTER_PARAMS names', () => {
    const { store, cookies } = createHarness();
    store.setCatalogFilter(alarmsFilter);
    const write = cookies.lastWrite(CATALOG_FILTER_COOKIE);
    expect(write).toMatchObject({ expires: 1, path: '/' });
    expect(JSON.parse(write!.value)).toEqual({
      SECTION_CODE: 'signalizatsii',
      SORT_BY: '1',
      ITEM_PURPOSE_LIST: [1, 3],
      ITEM_FEATURES: { autostart: 'Y', gsm: 'Y' },
      MIN_PRICE: 5000,
      MAX_PRICE: 30000,
    });
  });

  it('restores it on the next page load', () => {
    const cookies = new FakeCookies();
    createHarness({ cookies }).store.setCatalogFilter(alarmsFilter);
    const next = createHarness({ cookies }).store;
    expect(sameCatalogFilter(next.savedCatalogFilter()!, alarmsFilter)).toBe(true);
  });

  it('survives the browser’s real cookie jar (js-cookie encodes the JSON)', () => {
    const first = createStore({ storage: null, cookies: createBrowserCookies(), window: null, document: null });
    first.setCatalogFilter(alarmsFilter);
    expect(document.cookie).toContain(`${CATALOG_FILTER_COOKIE}=`);
    const next = createStore({ storage: null, cookies: createBrowserCookies(), window: null, document: null });
    expect(sameCatalogFilter(next.savedCatalogFilter()!, alarmsFilter)).toBe(true);
    next.setCatalogFilter(emptyCatalogFilter('signalizatsii'));
    expect(document.cookie).not.toContain(`${CATALOG_FILTER_COOKIE}=`);
  });

  it('removes the cookie when the filter is reset to nothing', () => {
    const { store, cookies } = createHarness();
    store.setCatalogFilter(alarmsFilter);
    store.setCatalogFilter(emptyCatalogFilter('signalizatsii'));
    expect(cookies.get(CATALOG_FILTER_COOKIE)).toBeUndefined();
    expect(store.savedCatalogFilter()).toBeNull();
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null'])('ignores and removes a corrupt cookie %s', (raw) => {
    const cookies = new FakeCookies({ [CATALOG_FILTER_COOKIE]: raw });
    const { store } = createHarness({ cookies });
    expect(store.savedCatalogFilter()).toBeNull();
    expect(cookies.removals).toContain(CATALOG_FILTER_COOKIE);
  });

  it('cleans a foreign cookie: bad ids, unknown sort, swapped prices', () => {
    expect(
      parseCatalogFilter({
        SECTION_CODE: ' gps-trekery ',
        SORT_BY: 'RAND',
        ITEM_PURPOSE_LIST: ['2', 2, -1, 'x', 1.5],
        ITEM_FEATURES: { gps: 'Y', app: 'N', '<b>': 'Y' },
        MIN_PRICE: '9000',
        MAX_PRICE: 1000,
        EXTRA: 'dropped',
      }),
    ).toEqual({ sectionCode: 'gps-trekery', sort: 'SORT', purposes: [2], features: ['gps'], minPrice: 1000, maxPrice: 9000 });
  });
});
