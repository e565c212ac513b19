// @vitest-environment node
import { catalog, products } from './data';
import { DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS, SESSION_EXPIRED_MESSAGE } from './endpoints';
import { get, islandsIn, itemIds, itemsCount, json, post, url, useBackend } from './test-helpers';

const backend = useBackend();
const byId = new Map(products.map((p) => [p.id, p]));
const price = (id: number) => byId.get(id)?.price ?? NaN;

async function list(body: Record<string, unknown>) {
  const response = await post(DEMO_ENDPOINTS.catalogList, body);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return response.text();
}

describe('catalogList', () => {
  it('answers the first 18 items in SORT order with the total in ITEMS_COUNT', async () => {
    const html = await list({ FILTER_PARAMS: {} });
    const ids = itemIds(html);
    expect(ids).toHaveLength(18);
    expect(itemsCount(html)).toBe(products.length);
    const sorted = [...products].sort((a, b) => a.sort - b.sort).slice(0, 18).map((p) => p.id);
    expect(ids).toEqual(sorted);
  });

  it('filters by section and sorts by price type 3: 1 ascending, 2 descending', async () => {
    const inSection = products.filter((p) => p.sectionCode === 'gps-trekery');
    const asc = itemIds(await list({ SECTION_CODE: 'gps-trekery', FILTER_PARAMS: { SORT_BY: '1', PAGE_ELEMENT_COUNT: 50 } }));
    expect(asc).toHaveLength(inSection.length);
    expect(asc.every((id) => byId.get(id)?.sectionCode === 'gps-trekery')).toBe(true);
    expect(asc.map(price)).toEqual([...asc.map(price)].sort((a, b) => a - b));
    const desc = itemIds(await list({ FILTER_PARAMS: { SECTION_CODE: 'gps-trekery', SORT_BY: '2', PAGE_ELEMENT_COUNT: 50 } }));
    expect(desc.map(price)).toEqual([...asc.map(price)].sort((a, b) => b - a));
    const named = itemIds(await list({ FILTER_PARAMS: { SORT_BY: 'CATALOG_PRICE_3', SORT_ORDER: 'desc', PAGE_ELEMENT_COUNT: 5 } }));
    expect(named.map(price)).toEqual([...products].map((p) => p.price).sort((a, b) => b - a).slice(0, 5));
  });

  it('filters by purposes (any), features (all) and the price range', async () => {
    const html = await list({
      FILTER_PARAMS: {
        ITEM_PURPOSE_LIST: [5, 6],
        ITEM_FEATURES: { gps: 'Y', can: 'Y', bluetooth: 'N' },
        MIN_PRICE: '20 000',
        MAX_PRICE: 40000,
        PAGE_ELEMENT_COUNT: 100,
      },
    });
    const expected = products.filter(
      (p) =>
        (p.purposes.includes(5) || p.purposes.includes(6)) &&
        p.features.includes('gps') &&
        p.features.includes('can') &&
        p.price >= 20000 &&
        p.price <= 40000,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(new Set(itemIds(html))).toEqual(new Set(expected.map((p) => p.id)));
    expect(itemsCount(html)).toBe(expected.length);
  });

  it('shows more with a bigger PAGE_ELEMENT_COUNT, and pages with PAGEN_1', async () => {
    expect(itemIds(await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 36 } }))).toHaveLength(36);
    const first = itemIds(await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 18 } }));
    const second = itemIds(await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 18 }, PAGEN_1: 2 }));
    const both = itemIds(await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 36 } }));
    expect([...first, ...second]).toEqual(both);
  });

  it('answers an empty list with ITEMS_COUNT 0 and a message', async () => {
    const html = await list({ SECTION_CODE: 'no-such-section' });
    expect(itemIds(html)).toEqual([]);
    expect(itemsCount(html)).toBe(0);
    expect(html).toContain('По вашему запросу товары не найдены');
  });

  it('nests buy-button, compare-toggle and preorder islands with JSON props', async () => {
    const html = await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 100 } });
    const islands = islandsIn(html);
    expect(islands).toContainEqual({ name: 'buy-button', props: { productId: 101, price: 15990, productName: byId.get(101)?.name } });
    expect(islands).toContainEqual({ name: 'compare-toggle', props: { productId: 101, productName: byId.get(101)?.name } });
    const waiting = products.find((p) => p.purchasingOption === 'NO_AVAILABLE');
    expect(islands).toContainEqual({ name: 'preorder', props: { productId: waiting?.id, productName: waiting?.name } });
    const notForSale = products.find((p) => p.purchasingOption === 'NOT_FOR_SALE');
    expect(islands.filter((i) => i.props.productId === notForSale?.id).map((i) => i.name)).toEqual(['compare-toggle']);
    expect(islands.filter((i) => i.name === 'compare-toggle')).toHaveLength(products.length);
    expect(html).toContain('Нет в продаже');
    expect(html).toContain('Временно нет в наличии');
  });

  it('shows the basket and compare state of the session in the server fallbacks', async () => {
    await post(DEMO_ENDPOINTS.add2BasketByID, { PRODUCT_ID: 101 });
    await post(DEMO_ENDPOINTS.add2CompareList, { PRODUCT_ID: 101 });
    const html = await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 100 } });
    const item = html.slice(html.indexOf('data-product-id="101"'), html.indexOf('data-product-id="101"') + 3000);
    expect(item).toContain('В корзине');
    expect(item).toContain('В сравнении');
  });

  it('renders the wholesale list with quantity inputs and line prices', async () => {
    await fetch(url(FIXED_PATHS.changeQuantity, { sessid: DEMO_SESSID, PRODUCT_ID: 101, QUANTITY: 3 }));
    const html = await list({ MODE: 'opt', FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 100 } });
    const p101 = byId.get(101);
    expect(html).toContain(`name="QUANTITY" inputmode="numeric" min="0" max="${p101?.quantity}" step="1" value="3" data-product-id="101" data-price="${p101?.optPrice}"`);
    expect(islandsIn(html).some((i) => i.name === 'buy-button')).toBe(false);
    // The quantity input is the opt-quantity island with the session's quantity; the plain input is its fallback.
    expect(islandsIn(html).find((i) => i.name === 'opt-quantity' && i.props.productId === 101)?.props).toEqual({
      productId: 101,
      price: p101?.optPrice,
      max: p101?.quantity,
      quantity: 3,
      productName: p101?.name,
    });
    const notInBasket = islandsIn(html).find((i) => i.name === 'opt-quantity' && i.props.productId === 102);
    expect(notInBasket?.props.quantity).toBe(0);
    // A price list shows quantities as soon as a row is on screen.
    expect(html.match(/data-island="opt-quantity" data-props='[^']*' data-hydrate="visible"/g)).toHaveLength(
      islandsIn(html).filter((i) => i.name === 'opt-quantity').length,
    );
  });

  it('groups the wholesale list by section, under headings the section links lead to', async () => {
    const html = await list({ MODE: 'opt', FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 100 } });
    const headings = [...html.matchAll(/<h2 class="catalog-list__section-title" id="([^"]+)"[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(headings).toEqual(catalog.sections.map((section) => [`opt-section-${section.code}`, section.name]));
    // Every item follows its own section's heading.
    const alarms = html.slice(html.indexOf('id="opt-section-signalizatsii"'), html.indexOf('id="opt-section-gps-trekery"'));
    const alarmIds = [...alarms.matchAll(/class="catalog-item" id="catalog-item-(\d+)"/g)].map((m) => Number(m[1]));
    expect(alarmIds.length).toBeGreaterThan(0);
    expect(alarmIds.every((id) => byId.get(id)?.sectionCode === 'signalizatsii')).toBe(true);
    // A filtered list has only the headings of the sections it found items in.
    const immobilisers = await list({ MODE: 'opt', FILTER_PARAMS: { SECTION_CODE: 'immobilayzery' } });
    expect(immobilisers.match(/catalog-list__section-title/g)).toHaveLength(1);
    // The normal list has no headings.
    expect(await list({ FILTER_PARAMS: { PAGE_ELEMENT_COUNT: 100 } })).not.toContain('catalog-list__section-title');
  });

  it('escapes request data that goes into the fragment', async () => {
    const html = await list({ SECTION_CODE: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-section-code="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('search suggest', () => {
  it('answers nothing under 2 characters', async () => {
    expect(await json(await get(FIXED_PATHS.searchSuggest, { q: 'т' }))).toEqual({ suggestions: [] });
  });

  it('answers suggestions with exactly the documented fields', async () => {
    const answer = await json<{ suggestions: Record<string, unknown>[] }>(await get(FIXED_PATHS.searchSuggest, { q: 'a93' }));
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions[0]).toEqual({
      name: 'Автосигнализация Стражъ A93 v2 2CAN+2LIN',
      img: '/images/products/101.svg',
      section: 'Автосигнализации',
      available: true,
      price: 15990,
      purchasing_option: 'AVAILABLE',
      url: '/catalog/signalizatsii/strazh-a93-v2-2can-2lin/',
    });
  });

  it('matches every word, limits to 8, reports unavailable items and matches a wrong keyboard layout as sent', async () => {
    const trackers = await json<{ suggestions: { section: string }[] }>(await get(FIXED_PATHS.searchSuggest, { q: 'gps трекер' }));
    expect(trackers.suggestions.length).toBe(8);
    expect(trackers.suggestions.every((s) => s.section === 'GPS-трекеры и телематика')).toBe(true);
    const notForSale = products.find((p) => p.purchasingOption === 'NOT_FOR_SALE');
    const answer = await json<{ suggestions: Record<string, unknown>[] }>(
      await get(FIXED_PATHS.searchSuggest, { q: notForSale?.name }),
    );
    expect(answer.suggestions[0]).toMatchObject({ available: false, purchasing_option: 'NOT_FOR_SALE' });
    // The island converts the layout and asks again (docs/islands/search-suggest.md); the server does not.
    const layout = await json<{ suggestions: { name: string }[] }>(await get(FIXED_PATHS.searchSuggest, { q: 'bvvj,bkfqpth' }));
    expect(layout.suggestions).toEqual([]);
    const converted = await json<{ suggestions: { name: string }[] }>(await get(FIXED_PATHS.searchSuggest, { q: 'иммобилайзер' }));
    expect(converted.suggestions.length).toBeGreaterThan(0);
    expect(converted.suggestions.every((s) => /иммобилайзер/i.test(s.name))).toBe(true);
  });
});

describe('itemPrices', () => {
  it('answers the wholesale unit price at each quantity, for ITEMS[i][…] and ITEMS[][…] alike', async () => {
    const opt = byId.get(101)?.optPrice ?? 0;
    const indexed = await json(await post(DEMO_ENDPOINTS.itemPrices, { ITEMS: [{ ID: 101, QUANTITY: 2 }, { ID: 125, QUANTITY: 10 }] }));
    expect(indexed).toEqual({
      PRICES: {
        101: { PRICE: opt, PRICE_FORMATTED: expect.stringMatching(/ руб\.$/), QUANTITY: 2, LINE_PRICE: opt * 2, LINE_PRICE_FORMATTED: expect.any(String) },
        125: expect.objectContaining({ QUANTITY: 10 }),
      },
    });
    const p125 = byId.get(125)?.optPrice ?? 0;
    expect((indexed.PRICES as Record<string, { PRICE: number }>)['125']?.PRICE).toBe(Math.round((p125 * 0.97) / 10) * 10);

    const body = new URLSearchParams(`sessid=${DEMO_SESSID}&ITEMS[][ID]=101&ITEMS[][QUANTITY]=60&ITEMS[][ID]=999999&ITEMS[][QUANTITY]=1`);
    const flat = await json<{ PRICES: Record<string, { PRICE: number; QUANTITY: number }> }>(
      await fetch(url(DEMO_ENDPOINTS.itemPrices), { method: 'POST', body }),
    );
    expect(Object.keys(flat.PRICES)).toEqual(['101']);
    expect(flat.PRICES['101']).toMatchObject({ QUANTITY: 60, PRICE: Math.round((opt * 0.95) / 10) * 10 });
  });
});

describe('change_quantity (wholesale)', () => {
  const change = (query: Record<string, unknown>) =>
    get(FIXED_PATHS.changeQuantity, { sessid: DEMO_SESSID, ...query }).then((r) => json(r));

  it('sets and removes a wholesale line: {result: 1}', async () => {
    expect(await change({ PRODUCT_ID: 101, QUANTITY: 5 })).toEqual({ result: 1 });
    const vars = await json(await get(FIXED_PATHS.getVars, { sessid: DEMO_SESSID, mode: 'opt' }));
    expect(vars.basketItems).toEqual([{ PRODUCT_ID: 101, QUANTITY: 5 }]);
    expect(await change({ PRODUCT_ID: 101, QUANTITY: 0 })).toEqual({ result: 1 });
    expect(backend.state.session(DEMO_SESSID).basket.size).toBe(0);
  });

  it('fails with {result: 0, message}', async () => {
    const stock = byId.get(101)?.quantity ?? 0;
    expect(await change({ PRODUCT_ID: 101, QUANTITY: stock + 1 })).toEqual({
      result: 0,
      message: `Недостаточно товара на складе: доступно ${stock} шт.`,
    });
    expect(await change({ PRODUCT_ID: 999999, QUANTITY: 1 })).toEqual({ result: 0, message: 'Товар не найден' });
    expect(await change({ PRODUCT_ID: 101, QUANTITY: -1 })).toEqual({ result: 0, message: 'Укажите количество — целое число не меньше 0' });
    const notForSale = products.find((p) => p.purchasingOption === 'NOT_FOR_SALE');
    expect(await change({ PRODUCT_ID: notForSale?.id, QUANTITY: 1 })).toEqual({ result: 0, message: 'Товар недоступен для заказа' });
  });
});

describe('getBwIButton (installation block)', () => {
  const block = (query: Record<string, unknown>) => fetch(url(DEMO_ENDPOINTS.getBwIButton, query), { method: 'POST' });

  it('answers the HTML block of the product with prices (sessid and ID in the query)', async () => {
    const response = await block({ sessid: DEMO_SESSID, ID: 101 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('data-product-id="101"');
    expect(html).toContain('Установим «Автосигнализация Стражъ A93 v2 2CAN+2LIN» за от 4 часов');
    expect(html).toContain('Установка охранной системы</span> <span class="install-service__price">4 900 руб.');
    expect(html).toContain('Бесплатно');
    expect(html).toContain('Товар с установкой: <strong>23 390 руб.</strong>');
    expect(html).toContain('Купить с установкой');
  });

  it('puts the buy button island around «Купить с установкой», so the page mounts it inside the block', async () => {
    const html = await (await block({ sessid: DEMO_SESSID, ID: 102 })).text();
    expect(html).toMatch(/<div data-island="buy-button" data-props='\{&quot;productId&quot;:102,[^']*'><a [^>]*>Купить с установкой<\/a><\/div>/);
    expect(html).toContain('<h2 class="install-service__title">');
  });

  it('answers an empty block for an unknown product, 400 for a bad ID (escaped), 403 without sessid', async () => {
    expect(await (await block({ sessid: DEMO_SESSID, ID: 999999 })).text()).toContain('Установка для этого товара не предлагается');
    const bad = await block({ sessid: DEMO_SESSID, ID: '<b>x</b>' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('data-product-id="&lt;b&gt;x&lt;/b&gt;"');
    const forbidden = await block({ ID: 101 });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toBe(SESSION_EXPIRED_MESSAGE);
  });
});

describe('addPreOrder', () => {
  const preorder = (body: Record<string, unknown>) => post(DEMO_ENDPOINTS.addPreOrder, body).then((r) => json(r));

  it('accepts a request: ERROR is an empty list', async () => {
    expect(await preorder({ productID: 111, productCnt: 1, userEmail: 'shopper@example.ru' })).toEqual({ ERROR: [] });
    expect(backend.state.session(DEMO_SESSID).preorders).toEqual([{ productId: 111, quantity: 1, email: 'shopper@example.ru' }]);
  });

  it('answers the error texts', async () => {
    expect(await preorder({ productID: 111, productCnt: 1, userEmail: 'not-an-email' })).toEqual({ ERROR: ['Укажите корректный e-mail'] });
    expect(await preorder({ productID: 111, productCnt: 1, userEmail: '' })).toEqual({ ERROR: ['Укажите корректный e-mail'] });
    expect(await preorder({ productID: 999999, productCnt: 0, userEmail: 'x' })).toEqual({
      ERROR: ['Товар не найден', 'Укажите количество товара от 1 до 999', 'Укажите корректный e-mail'],
    });
    await preorder({ productID: 111, productCnt: 1, userEmail: 'a@example.ru' });
    expect(await preorder({ productID: 111, productCnt: 2, userEmail: 'A@example.ru' })).toEqual({
      ERROR: ['Вы уже подписаны на уведомление об этом товаре'],
    });
  });

  it('uses the email of a logged-in user when none is sent', async () => {
    backend.state.session(DEMO_SESSID).user = { isAuth: true, email: 'user@example.ru' };
    expect(await preorder({ productID: 111, productCnt: 1 })).toEqual({ ERROR: [] });
    expect(backend.state.session(DEMO_SESSID).preorders[0]?.email).toBe('user@example.ru');
  });
});
