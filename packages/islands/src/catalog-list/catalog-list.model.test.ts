import { ApiError } from '@shop-islands/api';
import { emptyCatalogFilter, type CatalogQuery } from '@shop-islands/store';
import { buildFilterParams, pageSizeFromConfig } from './catalog-list.params';
import { parseCatalogListProps } from './catalog-list.props';
import { listSetup, page, range, settle } from './catalog-list.testkit';

const alarms = { ...emptyCatalogFilter('signalizatsii'), purposes: [2] };

describe('catalogList parameters (docs/islands/catalog-list.md)', () => {
  const query = (filter: Partial<CatalogQuery['filter']>, pages = 1): CatalogQuery => ({
    filter: { ...emptyCatalogFilter('signalizatsii'), ...filter },
    pages,
    origin: 'shopper',
  });

  it('sends SORT_BY with its SORT_ORDER: 1 ascending, 2 descending, otherwise SORT ascending', () => {
    expect(buildFilterParams(query({ sort: '1' }), 18)).toMatchObject({ SORT_BY: '1', SORT_ORDER: 'asc' });
    expect(buildFilterParams(query({ sort: '2' }), 18)).toMatchObject({ SORT_BY: '2', SORT_ORDER: 'desc' });
    expect(buildFilterParams(query({}), 18)).toMatchObject({ SORT_BY: 'SORT', SORT_ORDER: 'asc' });
  });

  it('sends purposes as a list, functions as {code: Y}, prices only when limited, page size × pages', () => {
    expect(buildFilterParams(query({ purposes: [1, 3], features: ['gsm'], minPrice: 1000 }, 3), 18)).toEqual({
      SORT_BY: 'SORT',
      SORT_ORDER: 'asc',
      SECTION_CODE: 'signalizatsii',
      ITEM_PURPOSE_LIST: [1, 3],
      ITEM_FEATURES: { gsm: 'Y' },
      MIN_PRICE: 1000,
      PAGE_ELEMENT_COUNT: 54,
    });
  });

  it('asks for the wholesale fragment in opt mode', () => {
    expect(buildFilterParams(query({}), 18, 'opt')).toMatchObject({ MODE: 'opt' });
  });

  it('takes the page size from the page config, else 18', () => {
    expect(pageSizeFromConfig({ catalogPageSize: 24 })).toBe(24);
    // As Bitrix prints a component parameter.
    expect(pageSizeFromConfig({ catalogPageSize: '24' })).toBe(24);
    for (const wrong of ['', 'abc', 0, -6, 2.5, true, null]) expect(pageSizeFromConfig({ catalogPageSize: wrong })).toBe(18);
    expect(pageSizeFromConfig({})).toBe(18);
  });
});

describe('catalog-list model', () => {
  it('keeps the server’s first page: nothing is loaded on mount', () => {
    const { model, catalogCalls, store } = listSetup();
    expect(catalogCalls).toHaveLength(0);
    expect(model.state.value).toBe('idle');
    expect(model.foundCount.value).toBe(42);
    expect(store.catalogQuery.value).toMatchObject({ origin: 'server', pages: 1 });
    expect(store.catalogResult.value).toEqual({ status: 'idle', foundCount: 42 });
  });

  it('loads a new filter, shows its items and count, and announces the count', async () => {
    const { model, store, catalogCalls, announced } = listSetup();
    store.setCatalogFilter(alarms);
    expect(model.state.value).toBe('loading');
    expect(store.catalogResult.value.status).toBe('loading');
    expect(catalogCalls[0]).toMatchObject({ sectionCode: 'signalizatsii', params: { ITEM_PURPOSE_LIST: [2], PAGE_ELEMENT_COUNT: 18 } });
    catalogCalls[0]!.resolve(page(range(1, 16), 16));
    await settle();
    expect(model.state.value).toBe('idle');
    expect(model.foundCount.value).toBe(16);
    expect(model.fragment.value).toEqual({ html: expect.stringContaining('data-product-id="16"'), shownBefore: null });
    expect(store.catalogResult.value).toEqual({ status: 'idle', foundCount: 16 });
    expect(announced).toEqual(['Найдено 16 товаров']);
  });

  it('a newer filter supersedes an older one: the late answer is never shown', async () => {
    const { model, store, catalogCalls } = listSetup();
    store.setCatalogFilter(alarms);
    store.setCatalogFilter({ ...alarms, purposes: [3] });
    expect(catalogCalls[0]!.signal?.aborted).toBe(true);
    catalogCalls[1]!.resolve(page([7], 1));
    catalogCalls[0]!.resolve(page(range(1, 16), 16));
    await settle();
    expect(model.foundCount.value).toBe(1);
    expect(model.fragment.value?.html).toContain('data-product-id="7"');
  });

  it('going back to the filter shown cancels the one still loading', async () => {
    const { model, store, catalogCalls } = listSetup();
    store.setCatalogFilter(alarms);
    catalogCalls[0]!.resolve(page(range(1, 16), 16));
    await settle();
    store.setCatalogFilter({ ...alarms, purposes: [3] });
    store.setCatalogFilter(alarms);
    expect(catalogCalls).toHaveLength(2);
    expect(catalogCalls[1]!.signal?.aborted).toBe(true);
    expect(model.state.value).toBe('idle');
    expect(model.foundCount.value).toBe(16);
  });

  it('going back to the filter shown after a failed load clears the error, and nothing retries the failed one', async () => {
    const { model, store, catalogCalls } = listSetup();
    store.setCatalogFilter(alarms);
    catalogCalls[0]!.resolve(page(range(1, 16), 16));
    await settle();
    model.itemsRendered(range(1, 16));
    store.setCatalogFilter({ ...alarms, purposes: [3] });
    catalogCalls[1]!.reject(new ApiError('http', 'HTTP 500', { url: '/catalogList', status: 500 }));
    await settle();
    expect(model.state.value).toBe('error');
    store.setCatalogFilter(alarms);
    expect(model.state.value).toBe('idle');
    expect(model.errorMessage.value).toBe('');
    expect(model.foundCount.value).toBe(16);
    expect(store.catalogResult.value).toEqual({ status: 'idle', foundCount: 16 });
    expect(catalogCalls).toHaveLength(2);
    // «Повторить» is gone with the error: the failed filter is not asked for again.
    model.retry();
    expect(catalogCalls).toHaveLength(2);
  });

  it('after dispose, a late answer is dropped and a new filter loads nothing', async () => {
    const { model, store, catalogCalls, announced } = listSetup();
    store.setCatalogFilter(alarms);
    model.dispose();
    expect(catalogCalls[0]!.signal?.aborted).toBe(true);
    catalogCalls[0]!.resolve(page(range(1, 16), 16));
    await settle();
    expect(model.fragment.value).toBeNull();
    expect(model.foundCount.value).toBe(42);
    expect(announced).toEqual([]);
    store.setCatalogFilter({ ...alarms, purposes: [3] });
    expect(catalogCalls).toHaveLength(1);
  });

  it('«Показать ещё» asks for one page more and puts focus on the first new item', async () => {
    const { model, catalogCalls, announced } = listSetup();
    model.itemsRendered(range(1, 18));
    expect(model.canShowMore.value).toBe(true);
    model.showMore();
    model.showMore(); // a double click is one request
    expect(model.state.value).toBe('loading-more');
    expect(catalogCalls).toHaveLength(1);
    expect(catalogCalls[0]!.params.PAGE_ELEMENT_COUNT).toBe(36);
    catalogCalls[0]!.resolve(page(range(1, 36), 42));
    await settle();
    expect(model.fragment.value?.shownBefore).toEqual(range(1, 18));
    model.itemsRendered(range(1, 36));
    expect(announced).toEqual(['Показано товаров: 36 из 42']);
    model.showMore();
    expect(catalogCalls[1]!.params.PAGE_ELEMENT_COUNT).toBe(54);
    catalogCalls[1]!.resolve(page(range(1, 42), 42));
    await settle();
    model.itemsRendered(range(1, 42));
    // The last page is short: 42 of 42, not the 54 asked for.
    expect(announced.at(-1)).toBe('Показано товаров: 42 из 42');
    expect(model.canShowMore.value).toBe(false);
  });

  it('a new filter starts again from the first page', async () => {
    const { model, store, catalogCalls } = listSetup();
    model.showMore();
    catalogCalls[0]!.resolve(page(range(1, 36), 42));
    await settle();
    store.setCatalogFilter(alarms);
    expect(catalogCalls[1]!.params.PAGE_ELEMENT_COUNT).toBe(18);
    expect(model.state.value).toBe('loading');
  });

  it('an empty result is its own state, announced', async () => {
    const { model, store, catalogCalls, announced } = listSetup();
    store.setCatalogFilter({ ...alarms, minPrice: 1_000_000 });
    catalogCalls[0]!.resolve(page([], 0));
    await settle();
    expect(model.state.value).toBe('empty');
    expect(model.canShowMore.value).toBe(false);
    expect(announced).toEqual(['По выбранным условиям товаров не найдено.']);
    model.resetFilter();
    expect(store.catalogQuery.value?.filter).toEqual(emptyCatalogFilter('signalizatsii'));
  });

  it('a failed load keeps the items shown, says why in Russian, and retries', async () => {
    const { model, store, catalogCalls } = listSetup();
    store.setCatalogFilter(alarms);
    catalogCalls[0]!.reject(new ApiError('http', 'HTTP 500', { url: '/catalogList', status: 500 }));
    await settle();
    expect(model.state.value).toBe('error');
    expect(model.errorMessage.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(model.fragment.value).toBeNull();
    expect(model.foundCount.value).toBe(42);
    expect(store.catalogResult.value).toEqual({ status: 'error', foundCount: 42 });
    model.retry();
    expect(catalogCalls[1]!.params).toMatchObject({ ITEM_PURPOSE_LIST: [2] });
    catalogCalls[1]!.resolve(page(range(1, 16), 16));
    await settle();
    expect(model.state.value).toBe('idle');
    expect(model.errorMessage.value).toBe('');
  });

  it('after a failed show-more, «Показать ещё» asks for the same page again, not one further', async () => {
    const { model, catalogCalls } = listSetup();
    model.showMore();
    catalogCalls[0]!.reject(new ApiError('timeout', 'timeout', { url: '/catalogList' }));
    await settle();
    expect(model.errorMessage.value).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
    model.showMore();
    expect(catalogCalls[1]!.params.PAGE_ELEMENT_COUNT).toBe(36);
  });

  it('sends MODE=opt from the wholesale catalogue', () => {
    const { store, catalogCalls } = listSetup({ mode: 'opt' });
    store.setCatalogFilter(alarms);
    expect(catalogCalls[0]!.params.MODE).toBe('opt');
  });
});

describe('«Сравнить выбранные»', () => {
  it('selects the products of this list that are in the compare list', () => {
    const { model, store } = listSetup({ compare: [3, 99] });
    model.itemsRendered(range(1, 18));
    expect(model.selectedIds.value).toEqual([3]);
    store.addToCompare(5);
    expect(model.selectedIds.value).toEqual([3, 5]);
  });

  it('adds them on the server, then goes to the comparison page', async () => {
    const { model, store, compareCalls, navigations } = listSetup({ compare: [3, 5] });
    model.itemsRendered(range(1, 18));
    model.compareSelected();
    model.compareSelected();
    expect(compareCalls).toHaveLength(1);
    expect(compareCalls[0]!.target).toEqual([3, 5]);
    expect(model.compareState.value).toBe('sending');
    compareCalls[0]!.resolve({ SHOW_COMPARE: 2 });
    await settle();
    expect(store.compareItems.value).toEqual([3, 5]);
    expect(navigations).toEqual(['/catalog/compare/']);
  });

  it('works again when the shopper comes back from the comparison page (the browser’s cached page)', async () => {
    const { model, compareCalls, navigations, comeBack } = listSetup({ compare: [3, 5] });
    model.itemsRendered(range(1, 18));
    model.compareSelected();
    compareCalls[0]!.resolve({ SHOW_COMPARE: 2 });
    await settle();
    // Leaving: clicks are ignored meanwhile.
    model.compareSelected();
    expect(compareCalls).toHaveLength(1);
    comeBack();
    await settle();
    expect(model.compareState.value).toBe('idle');
    model.compareSelected();
    expect(compareCalls).toHaveLength(2);
    compareCalls[1]!.resolve({ SHOW_COMPARE: 2 });
    await settle();
    expect(navigations).toEqual(['/catalog/compare/', '/catalog/compare/']);
  });

  it('does nothing when nothing is selected', () => {
    const { model, compareCalls } = listSetup();
    model.itemsRendered(range(1, 18));
    model.compareSelected();
    expect(compareCalls).toHaveLength(0);
  });

  it('stays on the page with the server’s reason when it answers ERROR', async () => {
    const { model, store, compareCalls, navigations } = listSetup({ compare: [3, 5] });
    model.itemsRendered(range(1, 18));
    model.compareSelected();
    compareCalls[0]!.resolve({ SHOW_COMPARE: 0, ERROR: 'Товар не найден' });
    await settle();
    expect(navigations).toEqual([]);
    expect(model.compareState.value).toBe('error');
    expect(model.compareError.value).toBe('Не удалось добавить товары к сравнению: Товар не найден');
    // The local list is left as the shopper made it; another try is possible.
    expect(store.compareItems.value).toEqual([3, 5]);
    model.compareSelected();
    expect(compareCalls).toHaveLength(2);
    expect(model.compareState.value).toBe('sending');
    expect(model.compareError.value).toBe('');
    compareCalls[1]!.resolve({ SHOW_COMPARE: 2 });
    await settle();
    expect(navigations).toEqual(['/catalog/compare/']);
  });

  it('stays on the page with a message when the server fails', async () => {
    const { model, compareCalls, navigations } = listSetup({ compare: [3] });
    model.itemsRendered(range(1, 18));
    model.compareSelected();
    compareCalls[0]!.reject(new ApiError('network', 'offline', { url: '/add2CompareList' }));
    await settle();
    expect(model.compareState.value).toBe('error');
    expect(model.compareError.value).toBe('Нет связи с сервером. Проверьте подключение к интернету.');
    expect(navigations).toEqual([]);
  });
});

describe('catalog-list props', () => {
  it('defaults the page size to the config and checks the counts', () => {
    expect(parseCatalogListProps({ totalCount: 72, shownCount: 18 })).toEqual({
      sectionCode: '',
      pageSize: null,
      totalCount: 72,
      shownCount: 18,
      compareUrl: '/catalog/compare/',
    });
    expect(() => parseCatalogListProps({ totalCount: -1, shownCount: 0 })).toThrow(/^props\.totalCount: expected a whole number ≥ 0, got -1$/);
    expect(() => parseCatalogListProps({ totalCount: 1, shownCount: 0, pageSize: 0 })).toThrow(/^props\.pageSize: expected a whole number > 0, got 0$/);
  });

  it('names any other field a template got wrong', () => {
    expect(() => parseCatalogListProps('x')).toThrow(new TypeError('props: expected an object, got "x"'));
    expect(() => parseCatalogListProps({ totalCount: 5 })).toThrow(/^props\.shownCount: expected a number, got nothing$/);
    expect(() => parseCatalogListProps({ totalCount: 5, shownCount: 5, sectionCode: {} })).toThrow(/^props\.sectionCode:/);
    expect(() => parseCatalogListProps({ totalCount: 5, shownCount: 5, compareUrl: '' })).toThrow(/^props\.compareUrl: expected non-empty text/);
  });

  it('reads numbers printed as strings and never counts more shown items than found', () => {
    expect(parseCatalogListProps({ sectionCode: 'signalizatsii', pageSize: '12', totalCount: '7', shownCount: 12, compareUrl: '/compare/' })).toEqual({
      sectionCode: 'signalizatsii',
      pageSize: 12,
      totalCount: 7,
      shownCount: 7,
      compareUrl: '/compare/',
    });
  });
});
