import { CATALOG_FILTER_COOKIE, emptyCatalogFilter, parseCatalogFilter } from '@shop-islands/store';
import { createCatalogFilterModel } from './catalog-filter.model';
import { filterFromFormFields, parseCatalogFilterProps } from './catalog-filter.props';
import { digitsOnly, parsePrice, priceKeyEffect, snapToEnds } from './catalog-filter.rules';
import { filterProps, manualClock, memoryCookies, testStore } from './catalog-filter.testkit';

function setup(options: { cookies?: Record<string, string>; props?: Record<string, unknown> } = {}) {
  const cookies = memoryCookies(options.cookies);
  const store = testStore(cookies);
  const clock = manualClock();
  const model = createCatalogFilterModel(filterProps(options.props), { store, clock });
  return { store, clock, model, cookies, query: () => store.catalogQuery.value };
}

describe('price keys (docs/islands/catalog-filter.md)', () => {
  it('digits, Delete and Backspace reload; other characters are not typed at all', () => {
    for (const key of ['0', '7', 'Backspace', 'Delete']) expect(priceKeyEffect({ key })).toBe('reload');
    for (const key of ['a', 'ю', ' ', '-', ',', '.', '+', 'e']) expect(priceKeyEffect({ key })).toBe('block');
  });

  it('navigation keys and shortcuts work but trigger nothing', () => {
    for (const key of ['Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', 'Escape', 'Shift', 'Unidentified']) {
      expect(priceKeyEffect({ key })).toBe('edit');
    }
    expect(priceKeyEffect({ key: 'v', ctrlKey: true })).toBe('edit');
    expect(priceKeyEffect({ key: 'a', metaKey: true })).toBe('edit');
    expect(priceKeyEffect({ key: '1', altKey: true })).toBe('edit');
  });

  it('keeps the digits of a pasted price', () => {
    expect(digitsOnly('12 990 ₽')).toBe('12990');
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('007')).toBe(7);
  });

  it('a slider value within one step of an end is that end, so both bounds stay reachable', () => {
    const bounds = { min: 290, max: 45995 };
    expect(snapToEnds(45990, bounds, 100)).toBe(45995);
    expect(snapToEnds(45890, bounds, 100)).toBe(45890);
    expect(snapToEnds(300, bounds, 100)).toBe(290);
    expect(snapToEnds(12090, bounds, 100)).toBe(12090);
  });
});

describe('catalog-filter model', () => {
  it('tells the store what the server rendered, without asking for a load', () => {
    const { query } = setup({ props: { initial: { SORT_BY: '2', ITEM_PURPOSE_LIST: [3] } } });
    expect(query()).toMatchObject({ origin: 'server', pages: 1, filter: { sectionCode: 'signalizatsii', sort: '2', purposes: [3] } });
  });

  it('a purpose checkbox, a function and the sort change the filter at once', () => {
    const { model, query } = setup();
    model.setPurpose(2, true);
    expect(query()).toMatchObject({ origin: 'shopper', filter: { purposes: [2] } });
    model.setFeature('gsm', true);
    model.setSort('1');
    expect(query()?.filter).toMatchObject({ purposes: [2], features: ['gsm'], sort: '1' });
    model.setPurpose(2, false);
    expect(query()?.filter.purposes).toEqual([]);
  });

  it('reloads 1000 ms after the last digit typed in a price input, not before', () => {
    const { model, clock, query } = setup();
    for (const digit of ['5', '0', '0', '0']) {
      model.priceKey('min', { key: digit });
      model.typePrice('min', `${model.priceText.value.min === '290' ? '' : model.priceText.value.min}${digit}`);
      clock.tick(400);
    }
    expect(query()?.origin).toBe('server');
    clock.tick(599);
    expect(query()?.origin).toBe('server');
    clock.tick(1);
    expect(query()).toMatchObject({ origin: 'shopper', filter: { minPrice: 5000 } });
    expect(model.priceRange.value.min).toBe(5000);
  });

  it('Backspace and Delete reload too; arrows and Tab in the input do nothing', () => {
    const { model, clock, query } = setup();
    model.priceKey('max', { key: 'ArrowLeft' });
    model.priceKey('max', { key: 'Tab' });
    expect(clock.pending()).toBe(0);
    model.priceKey('max', { key: 'Backspace' });
    model.typePrice('max', '4599');
    clock.tick(1000);
    expect(query()?.filter.maxPrice).toBe(4599);
    model.priceKey('max', { key: 'Delete' });
    model.typePrice('max', '459');
    clock.tick(1000);
    expect(query()?.filter.maxPrice).toBe(459);
  });

  it('a virtual keyboard’s unidentified key reloads through the change it makes', () => {
    const { model, clock, query } = setup();
    model.priceKey('min', { key: 'Unidentified' });
    model.typePrice('min', '3000');
    clock.tick(1000);
    expect(query()?.filter.minPrice).toBe(3000);
  });

  it('a pasted price is applied on Enter or when leaving the input', () => {
    const { model, query } = setup();
    model.priceKey('max', { key: 'v', ctrlKey: true });
    model.typePrice('max', '20 000 ₽');
    expect(model.priceText.value.max).toBe('20000');
    expect(query()?.origin).toBe('server');
    model.commitPrice('max');
    expect(query()?.filter.maxPrice).toBe(20000);
  });

  it('never lets the minimum pass the maximum: the side typed in gives way', () => {
    const { model, query } = setup();
    model.slidePrice('max', 10000);
    model.releasePrice('max');
    model.typePrice('min', '25000');
    expect(model.priceRange.value).toEqual({ min: 10000, max: 10000 });
    model.commitPrice('min');
    expect(model.priceText.value).toEqual({ min: '10000', max: '10000' });
    expect(query()?.filter).toMatchObject({ minPrice: 10000, maxPrice: 10000 });
  });

  it('the slider and the inputs always show the same prices, within the bounds', () => {
    const { model, query } = setup();
    expect(model.slidePrice('min', 12000)).toBe(12000);
    expect(model.priceText.value.min).toBe('12000');
    model.slidePrice('max', 9000);
    expect(model.priceRange.value).toEqual({ min: 12000, max: 12000 });
    expect(model.priceText.value.max).toBe('12000');
    model.typePrice('max', '99999999');
    expect(model.priceRange.value.max).toBe(45990);
    model.commitPrice('max');
    expect(model.priceText.value.max).toBe('45990');
    // A bound is no limit: not sent at all.
    expect(query()?.filter).toMatchObject({ minPrice: 12000, maxPrice: null });
  });

  it('moving a slider changes nothing until it is let go', () => {
    const { model, query } = setup();
    model.slidePrice('min', 8000);
    expect(query()?.origin).toBe('server');
    model.releasePrice('min');
    expect(query()?.filter.minPrice).toBe(8000);
  });

  it('the reload after a pause in typing leaves the field as typed, so the shopper can go on', () => {
    const { model, clock, query } = setup();
    // «1» on the way to 1500: the list loads from the lowest price, the field keeps the 1.
    model.priceKey('min', { key: '1' });
    model.typePrice('min', '1');
    clock.tick(1000);
    expect(query()?.filter.minPrice).toBeNull();
    expect(model.priceText.value.min).toBe('1');
    model.priceKey('min', { key: '5' });
    model.typePrice('min', '15');
    model.typePrice('min', '1500');
    clock.tick(1000);
    expect(query()?.filter.minPrice).toBe(1500);
    expect(model.priceText.value.min).toBe('1500');
    // The maximum cleared to type another: no limit meanwhile, and the field stays empty.
    model.priceKey('max', { key: 'Backspace' });
    model.typePrice('max', '');
    clock.tick(1000);
    expect(query()?.filter.maxPrice).toBeNull();
    expect(model.priceText.value.max).toBe('');
    // Leaving the field puts the bound in.
    model.commitPrice('max');
    expect(model.priceText.value.max).toBe('45990');
  });

  it('an emptied price input goes back to the bound', () => {
    const { model, query } = setup({ props: { initial: { MIN_PRICE: 5000 } } });
    model.priceKey('min', { key: 'Backspace' });
    model.typePrice('min', '');
    model.commitPrice('min');
    expect(model.priceText.value.min).toBe('290');
    expect(query()?.filter.minPrice).toBeNull();
  });

  it('«Сбросить» clears purposes, functions and prices, and keeps the sort', () => {
    const { model, query } = setup({ props: { initial: { SORT_BY: '1', ITEM_PURPOSE_LIST: [1], ITEM_FEATURES: { gsm: 'Y' }, MAX_PRICE: 9000 } } });
    model.reset();
    expect(query()?.filter).toEqual({ ...emptyCatalogFilter('signalizatsii'), sort: '1' });
    expect(model.priceText.value).toEqual({ min: '290', max: '45990' });
  });

  it('opens the extra box on load when functions are chosen, so none is hidden', () => {
    expect(setup().model.extra.value).toBe('closed');
    const { model } = setup({ props: { initial: { ITEM_FEATURES: { gsm: 'Y' } } } });
    expect(model.extra.value).toBe('open');
    model.toggleExtra();
    expect(model.extra.value).toBe('closed');
  });

  it('shows a change another island made (the list’s «Сбросить фильтр»)', () => {
    const { model, store } = setup({ props: { initial: { ITEM_PURPOSE_LIST: [1, 2] } } });
    store.setCatalogFilter(emptyCatalogFilter('signalizatsii'));
    expect(model.purposes.value).toEqual([]);
  });
});

describe('catalog-filter model after dispose', () => {
  it('drops a price reload still waiting: the list is not asked to load', () => {
    const { model, clock, query } = setup();
    model.priceKey('min', { key: '5' });
    model.typePrice('min', '5000');
    clock.tick(400);
    model.dispose();
    expect(clock.pending()).toBe(0);
    clock.tick(1000);
    expect(query()?.origin).toBe('server');
    expect(query()?.filter.minPrice).toBeNull();
  });

  it('no longer follows a change another island makes', () => {
    const { model, store } = setup({ props: { initial: { ITEM_PURPOSE_LIST: [1, 2] } } });
    model.dispose();
    store.setCatalogFilter(emptyCatalogFilter('signalizatsii'));
    expect(model.purposes.value).toEqual([1, 2]);
  });
});

describe('filter cookie on load (docs/embedding.md#cookies)', () => {
  const saved = JSON.stringify({ SECTION_CODE: 'signalizatsii', SORT_BY: '2', ITEM_PURPOSE_LIST: [3, 99], MIN_PRICE: 1000, MAX_PRICE: 999999 });

  it('restores the shopper’s last filter and asks the list to load it', () => {
    const { model, query } = setup({ cookies: { [CATALOG_FILTER_COOKIE]: saved } });
    expect(model.purposes.value).toEqual([3]);
    expect(model.priceText.value).toEqual({ min: '1000', max: '45990' });
    expect(query()).toMatchObject({ origin: 'shopper', filter: { sort: '2', purposes: [3], minPrice: 1000, maxPrice: null } });
  });

  it('every change is saved for 1 day', () => {
    const { model, cookies } = setup();
    model.setPurpose(1, true);
    expect(cookies.writes.at(-1)).toEqual({ name: CATALOG_FILTER_COOKIE, expires: 1 });
    expect(JSON.parse(cookies.get(CATALOG_FILTER_COOKIE)!)).toMatchObject({ ITEM_PURPOSE_LIST: [1] });
  });

  it('an address that asks for a filter wins over the cookie', () => {
    const { model, query } = setup({ cookies: { [CATALOG_FILTER_COOKIE]: saved }, props: { restoreSaved: false } });
    expect(model.purposes.value).toEqual([]);
    expect(query()?.origin).toBe('server');
  });

  it('a filter saved in another section is not applied here', () => {
    const { query } = setup({ cookies: { [CATALOG_FILTER_COOKIE]: saved.replace('signalizatsii', 'aksessuary') } });
    expect(query()?.origin).toBe('server');
  });

  it('a corrupt cookie is ignored', () => {
    const { model, query, cookies } = setup({ cookies: { [CATALOG_FILTER_COOKIE]: '{"SORT_BY":' } });
    expect(model.sort.value).toBe('SORT');
    expect(query()?.origin).toBe('server');
    expect(cookies.get(CATALOG_FILTER_COOKIE)).toBeUndefined();
  });
});

describe('the fallback form at mount', () => {
  const formFields = (extra: Array<[string, string]>): Array<[string, string]> => [
    ['SECTION_CODE', 'signalizatsii'],
    ['FILTER_PARAMS[SORT_BY]', 'SORT'],
    ['FILTER_PARAMS[MIN_PRICE]', '290'],
    ['FILTER_PARAMS[MAX_PRICE]', '45990'],
    ...extra,
  ];

  it('reads the FILTER_PARAMS fields of the plain form', () => {
    expect(
      parseCatalogFilter(filterFromFormFields(formFields([['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '3'], ['FILTER_PARAMS[ITEM_FEATURES][gsm]', 'Y']]))),
    ).toMatchObject({ sort: 'SORT', purposes: [3], features: ['gsm'], minPrice: 290, maxPrice: 45990 });
  });

  it('keeps a box the shopper ticked before the script arrived, over the cookie, and loads it', () => {
    const cookies = memoryCookies({ [CATALOG_FILTER_COOKIE]: JSON.stringify({ SECTION_CODE: 'signalizatsii', ITEM_PURPOSE_LIST: [1] }) });
    const store = testStore(cookies);
    const fallbackForm = parseCatalogFilter(filterFromFormFields(formFields([['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '3']])));
    const model = createCatalogFilterModel(filterProps(), { store, clock: manualClock(), fallbackForm: { ...fallbackForm!, sectionCode: 'signalizatsii' } });
    expect(model.purposes.value).toEqual([3]);
    expect(store.catalogQuery.value).toMatchObject({ origin: 'shopper', filter: { purposes: [3], minPrice: null } });
  });

  it('an untouched fallback form changes nothing', () => {
    const store = testStore();
    const fallbackForm = parseCatalogFilter(filterFromFormFields(formFields([])));
    createCatalogFilterModel(filterProps(), { store, clock: manualClock(), fallbackForm: { ...fallbackForm!, sectionCode: 'signalizatsii' } });
    expect(store.catalogQuery.value?.origin).toBe('server');
  });
});

describe('catalog-filter props', () => {
  it('rejects what a template could get wrong, naming the field', () => {
    expect(() => parseCatalogFilterProps(null)).toThrow(new TypeError('props: expected an object, got null'));
    expect(() => parseCatalogFilterProps({ price: { min: 5, max: 1 } })).toThrow(/^props\.price: expected \{min, max\} .*min ≤ max/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: -1 } })).toThrow(/^props\.price\.max: expected a whole number ≥ 0/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: 1 }, purposes: [{ id: 'x' }] })).toThrow(/^props\.purposes\[0\]\.id:/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: 1 }, features: [{ code: '', name: 'x' }] })).toThrow(/^props\.features\[0\]\.code:/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: 1 }, restoreSaved: 'yes' })).toThrow(/^props\.restoreSaved: expected true or false/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: 1 }, initial: 'x' })).toThrow(/^props\.initial:/);
    expect(() => parseCatalogFilterProps({ price: { min: 0, max: 1 }, help: { kasko: { note: 1 } } })).toThrow(/^props\.help\.kasko\.text:/);
  });

  it('fills in what a template may leave out', () => {
    const props = parseCatalogFilterProps({ sectionCode: 'signalizatsii', price: { min: 0, max: '45990' } });
    expect(props).toMatchObject({ purposes: [], features: [], price: { min: 0, max: 45990 }, restoreSaved: true, action: '', help: { filter: '', kasko: null } });
    expect(props.initial).toMatchObject({ sectionCode: 'signalizatsii', purposes: [], minPrice: null });
  });
});
