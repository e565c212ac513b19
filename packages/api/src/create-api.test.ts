import type { Api } from './api';
import { createApi } from './create-api';
import { ENDPOINT_KEYS } from './endpoints';
import { ApiError } from './errors';
import { body, fakeFetch, formOf, json, queryOf, testDeps, type RecordedRequest } from './fake-fetch.testkit';
import { PATHS } from './paths';

interface WireCase {
  call: (api: Api) => Promise<unknown>;
  answer: () => Response;
  method: 'GET' | 'POST';
  path: string;
  query: Array<[string, string]>;
  form: Array<[string, string]> | null;
  result: unknown;
}

const CASES: Record<string, WireCase> = {
  refreshCaptcha: {
    call: (api) => api.refreshCaptcha('oldsid'),
    answer: () => json({ state: 1, desc: { captchaSid: 'new1', captchaImg: '/captcha.php?captcha_sid=new1' } }),
    method: 'GET',
    path: PATHS.refreshCaptcha,
    query: [['sid', 'oldsid']],
    form: null,
    result: { ok: true, state: 1, desc: { captchaSid: 'new1', captchaImg: '/captcha.php?captcha_sid=new1' } },
  },
  resendAuthCode: {
    call: (api) => api.resendAuthCode(77),
    answer: () => json({ state: 1, success_msg: 'Код отправлен', error_msg: '' }),
    method: 'GET',
    path: PATHS.resendAuthCode,
    query: [['contactID', '77']],
    form: null,
    result: { ok: true, state: 1, success_msg: 'Код отправлен', error_msg: '' },
  },
  carModels: {
    call: (api) => api.carModels(12),
    answer: () => json([{ name: 'Camry' }, { name: 'Land Cruiser', code: 'land-cruiser' }]),
    method: 'GET',
    path: PATHS.carModels,
    query: [['id', '12'], ['sessid', 'SESS1']],
    form: null,
    result: [{ name: 'Camry', code: '' }, { name: 'Land Cruiser', code: 'land-cruiser' }],
  },
  citySuggest: {
    call: (api) => api.citySuggest('Нижний Н'),
    answer: () => json({ suggestions: [{ city_name: 'Нижний Новгород', country_name: 'Россия', country_code: 'RU' }] }),
    method: 'GET',
    path: PATHS.citySuggest,
    query: [['query', 'Нижний Н']],
    form: null,
    result: { suggestions: [{ city_name: 'Нижний Новгород', country_name: 'Россия', country_code: 'RU' }] },
  },
  searchSuggest: {
    call: (api) => api.searchSuggest('a93'),
    answer: () => json({ suggestions: [] }),
    method: 'GET',
    path: PATHS.searchSuggest,
    query: [['q', 'a93']],
    form: null,
    result: { suggestions: [] },
  },
  getVars: {
    call: (api) => api.getVars(),
    answer: () => json({ basketItems: [101], compareItems: [], user: { IS_AUTH: 'N' } }),
    method: 'GET',
    path: PATHS.getVars,
    query: [['sessid', 'SESS1']],
    form: null,
    result: { basketItems: [101], compareItems: [], user: { IS_AUTH: 'N' } },
  },
  reloadCaptcha: {
    call: (api) => api.reloadCaptcha(),
    answer: () => body('0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e\n'),
    method: 'GET',
    path: PATHS.reloadCaptcha,
    query: [],
    form: null,
    result: '0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e',
  },
  changeWholesaleQuantity: {
    call: (api) => api.changeWholesaleQuantity(101, 4),
    answer: () => json({ result: 1 }),
    method: 'GET',
    path: PATHS.changeWholesaleQuantity,
    query: [['sessid', 'SESS1'], ['PRODUCT_ID', '101'], ['QUANTITY', '4']],
    form: null,
    result: { ok: true, result: 1 },
  },
  supportForm: {
    call: (api) => api.supportForm({ city: 'Москва', phone: '+7 (912) 345-67-89', captcha_sid: 'abc', captcha_word: 'XYZ' }),
    answer: () => body(''),
    method: 'POST',
    path: PATHS.supportForm,
    query: [['sessid', 'SESS1']],
    form: [['city', 'Москва'], ['phone', '+7 (912) 345-67-89'], ['captcha_sid', 'abc'], ['captcha_word', 'XYZ']],
    result: { error: '' },
  },
  checkItemInCompareList: {
    call: (api) => api.checkItemInCompareList(),
    answer: () => json({ IN_COMPARE_LIST: ['101'] }),
    method: 'POST',
    path: PATHS.checkItemInCompareList,
    query: [],
    form: [['sessid', 'SESS1']],
    result: { IN_COMPARE_LIST: [101] },
  },
  checkItemInBasket: {
    call: (api) => api.checkItemInBasket(),
    answer: () => json({ IN_BASKET: [5] }),
    method: 'POST',
    path: PATHS.checkItemInBasket,
    query: [],
    form: [['sessid', 'SESS1']],
    result: { IN_BASKET: [5] },
  },
  add2BasketByID: {
    call: (api) => api.add2BasketByID(101),
    answer: () => json({ RESULT_ID: 9001, BASKET_ITEMS_CNT: '2' }),
    method: 'POST',
    path: '/ajax/add2BasketByID.php',
    query: [],
    form: [['PRODUCT_ID', '101'], ['sessid', 'SESS1']],
    result: { ok: true, RESULT_ID: 9001, BASKET_ITEMS_CNT: 2 },
  },
  catalogList: {
    call: (api) =>
      api.catalogList(
        { SORT_BY: 'PRICE', SORT_ORDER: 'ASC', ITEM_PURPOSE_LIST: [3], ITEM_FEATURES: { autostart: 'Y' }, PAGE_ELEMENT_COUNT: 36 },
        'signalizatsii',
      ),
    answer: () => body('<div class="item">A</div><input type="hidden" name="ITEMS_COUNT" value="42">'),
    method: 'POST',
    path: '/ajax/catalogList.php',
    query: [],
    form: [
      ['FILTER_PARAMS[SORT_BY]', 'PRICE'],
      ['FILTER_PARAMS[SORT_ORDER]', 'ASC'],
      ['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '3'],
      ['FILTER_PARAMS[ITEM_FEATURES][autostart]', 'Y'],
      ['FILTER_PARAMS[PAGE_ELEMENT_COUNT]', '36'],
      ['SECTION_CODE', 'signalizatsii'],
      ['sessid', 'SESS1'],
    ],
    result: { html: '<div class="item">A</div><input type="hidden" name="ITEMS_COUNT" value="42">', totalCount: 42 },
  },
  add2CompareList: {
    call: (api) => api.add2CompareList(101),
    answer: () => json({ SHOW_COMPARE: 1 }),
    method: 'POST',
    path: '/ajax/add2CompareList.php',
    query: [],
    form: [['PRODUCT_ID', '101'], ['sessid', 'SESS1']],
    result: { SHOW_COMPARE: 1 },
  },
  delFromCompareList: {
    call: (api) => api.delFromCompareList(101),
    answer: () => json({ STATE: 'Y', SHOW_COMPARE: '0' }),
    method: 'POST',
    path: '/ajax/delFromCompareList.php',
    query: [],
    form: [['PRODUCT_ID', '101'], ['sessid', 'SESS1']],
    result: { STATE: true, SHOW_COMPARE: 0 },
  },
  addPreOrder: {
    call: (api) => api.addPreOrder({ productID: 101, productCnt: 1, userEmail: 'ivan@example.ru' }),
    answer: () => json({ ERROR: [] }),
    method: 'POST',
    path: '/ajax/addPreOrder.php',
    query: [],
    form: [['productID', '101'], ['productCnt', '1'], ['userEmail', 'ivan@example.ru'], ['sessid', 'SESS1']],
    result: { ok: true, ERROR: [] },
  },
  getBwIButton: {
    call: (api) => api.getBwIButton(101),
    answer: () => body('<div class="install">Установка от 2 500 руб.</div>'),
    method: 'POST',
    path: '/ajax/getBwIButton.php',
    query: [['sessid', 'SESS1'], ['ID', '101']],
    form: null,
    result: '<div class="install">Установка от 2 500 руб.</div>',
  },
  basketQuantity: {
    call: (api) => api.basketQuantity(9001, 3),
    answer: () => json({ TOTAL_PRICE_FORMATTED: '47 970 руб.', ITEM_SUM: '47 970 руб.' }),
    method: 'POST',
    path: '/ajax/basketQuantity.php',
    query: [],
    form: [['id', '9001'], ['quantity', '3'], ['sessid', 'SESS1']],
    result: { TOTAL_PRICE_FORMATTED: '47 970 руб.', ITEM_SUM: '47 970 руб.' },
  },
  basketDelete: {
    call: (api) => api.basketDelete(9001),
    answer: () => json({ STATE: true, TOTAL_PRICE_FORMATTED: '0 руб.' }),
    method: 'POST',
    path: '/ajax/basketDelete.php',
    query: [],
    form: [['id', '9001'], ['sessid', 'SESS1']],
    result: { STATE: true, TOTAL_PRICE_FORMATTED: '0 руб.' },
  },
  itemPrices: {
    call: (api) => api.itemPrices([{ ID: 101, QUANTITY: 10 }, { ID: 102, QUANTITY: 1 }]),
    answer: () => json({ PRICES: { '101': { PRICE: 14000, PRICE_FORMATTED: '14 000 руб.' } } }),
    method: 'POST',
    path: '/ajax/itemPrices.php',
    query: [],
    form: [['ITEMS[0][ID]', '101'], ['ITEMS[0][QUANTITY]', '10'], ['ITEMS[1][ID]', '102'], ['ITEMS[1][QUANTITY]', '1'], ['sessid', 'SESS1']],
    result: { PRICES: { '101': { PRICE: 14000, PRICE_FORMATTED: '14 000 руб.' } } },
  },
};

async function callOnce(wire: WireCase, deps = {}) {
  const { fetch, requests } = fakeFetch(wire.answer);
  const result = await wire.call(createApi(testDeps(fetch, deps)));
  expect(requests).toHaveLength(1);
  return { result, request: requests[0] as RecordedRequest };
}

describe('createApi: every server call of docs/embedding.md#server-calls on the wire', () => {
  it('covers every call of the client', () => {
    const api = createApi(testDeps(fakeFetch().fetch));
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(api).sort());
  });

  for (const [name, wire] of Object.entries(CASES)) {
    it(`${name}: ${wire.method} ${wire.path}, sessid where the contract puts it, checked answer`, async () => {
      const { result, request } = await callOnce(wire);
      const url = new URL(request.url);
      expect(request.method).toBe(wire.method);
      expect(url.origin + url.pathname).toBe(`https://shop.test${wire.path}`);
      expect(queryOf(request.url)).toEqual(wire.query);
      expect(wire.form === null ? request.body : formOf(request.body)).toEqual(wire.form);
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(result).toEqual(wire.result);
    });
  }

  it('asks getVars for the wholesale basket lines on the wholesale page', async () => {
    const wire = { ...(CASES.getVars as WireCase), call: (api: Api) => api.getVars({ mode: 'opt' }) };
    const { request } = await callOnce(wire);
    expect(queryOf(request.url)).toEqual([
      ['sessid', 'SESS1'],
      ['mode', 'opt'],
    ]);
  });

  it('lets the page config move a fixed path (a site under a sub-path)', async () => {
    const { request } = await callOnce(CASES.getVars as WireCase, { endpoints: { getVars: '/shop/local/ajax/getVars.php' } });
    expect(new URL(request.url).pathname).toBe('/shop/local/ajax/getVars.php');
  });

  it('lets suggestions come from the HTTP cache, but never session state', async () => {
    expect((await callOnce(CASES.searchSuggest as WireCase)).request.cache).toBe('default');
    expect((await callOnce(CASES.citySuggest as WireCase)).request.cache).toBe('default');
    expect((await callOnce(CASES.getVars as WireCase)).request.cache).toBe('no-store');
    expect((await callOnce(CASES.reloadCaptcha as WireCase)).request.cache).toBe('no-store');
  });
});

describe('createApi: call variants', () => {
  const sent = async (call: (api: Api) => Promise<unknown>, answer: () => Response) => {
    const { fetch, requests } = fakeFetch(answer);
    const result = await call(createApi(testDeps(fetch)));
    return { result, form: formOf(requests[0]?.body ?? null) };
  };

  it('add2CompareList sends several ids as PRODUCT_ID[] and a filter as FILTER_PARAMS[…]', async () => {
    const answer = () => json({ SHOW_COMPARE: 3 });
    expect((await sent((api) => api.add2CompareList([101, 102]), answer)).form).toEqual([
      ['PRODUCT_ID[]', '101'],
      ['PRODUCT_ID[]', '102'],
      ['sessid', 'SESS1'],
    ]);
    expect((await sent((api) => api.add2CompareList({ FILTER_PARAMS: { SECTION_CODE: 'gps', ITEM_PURPOSE_LIST: [1, 2] } }), answer)).form).toEqual([
      ['FILTER_PARAMS[SECTION_CODE]', 'gps'],
      ['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '1'],
      ['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '2'],
      ['sessid', 'SESS1'],
    ]);
  });

  it('basketDelete without an id clears the basket: only sessid is sent', async () => {
    const { form } = await sent((api) => api.basketDelete(), () => json({ STATE: 'Y', TOTAL_PRICE_FORMATTED: '0 руб.' }));
    expect(form).toEqual([['sessid', 'SESS1']]);
  });

  it('addPreOrder sends an empty userEmail for a logged-in user and returns the server’s error texts', async () => {
    const { form, result } = await sent(
      (api) => api.addPreOrder({ productID: 5, productCnt: 2 }),
      () => json({ ERROR: ['Товар уже есть в наличии'] }),
    );
    expect(form).toEqual([['productID', '5'], ['productCnt', '2'], ['userEmail', ''], ['sessid', 'SESS1']]);
    expect(result).toEqual({ ok: false, ERROR: ['Товар уже есть в наличии'] });
  });

  it('supportForm returns the server’s error text, and keeps repeated names given as pairs', async () => {
    const { form, result } = await sent(
      (api) => api.supportForm([{ name: 'topic[]', value: 'a' }, { name: 'topic[]', value: 'b' }]),
      () => body('  Неверно введён код с картинки  '),
    );
    expect(form).toEqual([['topic[]', 'a'], ['topic[]', 'b']]);
    expect(result).toEqual({ error: 'Неверно введён код с картинки' });
  });

  it('passes the caller’s signal on: an aborted call rejects as aborted', async () => {
    const { fetch } = fakeFetch(() => json({ suggestions: [] }));
    const error = await createApi(testDeps(fetch))
      .searchSuggest('a9', { signal: AbortSignal.abort() })
      .catch((rejection: unknown) => rejection);
    expect(error).toMatchObject({ kind: 'aborted' });
  });

  it('rejects a suggestion whose link would run a script as malformed: nothing of it is shown or followed', async () => {
    const suggestion = { name: 'StarLine A93', url: 'javascript:alert(document.cookie)', purchasing_option: '' };
    const { fetch } = fakeFetch(() => json({ suggestions: [suggestion] }));
    const error = await createApi(testDeps(fetch))
      .searchSuggest('a93')
      .catch((rejection: unknown) => rejection);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('suggestions[0].url: expected a path or an http(s) address');
  });

  it('rejects a catalogue answer without ITEMS_COUNT as malformed', async () => {
    const { fetch } = fakeFetch(() => body('<div class="item">A</div>'));
    const error = await createApi(testDeps(fetch))
      .catalogList({}, 'gps')
      .catch((rejection: unknown) => rejection);
    expect(error).toMatchObject({ kind: 'malformed', url: '/ajax/catalogList.php' });
  });
});

describe('createApi: calls without a configured address', () => {
  it.each(ENDPOINT_KEYS)("%s rejects with kind 'config' naming its key in the console, and sends nothing", async (key) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, requests } = fakeFetch();
    const api = createApi(testDeps(fetch, { endpoints: { [key]: '  ' } }));
    const call = (CASES[key] as WireCase).call(api);
    const error = await call.catch((rejection: unknown) => rejection);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'config' });
    expect((error as ApiError).message).toContain(`"${key}"`);
    // The shopper reads only that the site is set up wrong; the developer, which key is missing.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`"${key}"`));
    expect(requests).toHaveLength(0);
    logged.mockRestore();
  });
});
