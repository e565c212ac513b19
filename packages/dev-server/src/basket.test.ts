// @vitest-environment node
import { findProduct, products } from './data';
import { DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS } from './endpoints';
import { formatPrice } from './format';
import { get, json, post, useBackend } from './test-helpers';

const OTHER_SESSID = 'ffffffffffffffffffffffffffffffff';
const backend = useBackend({}, { sessids: [DEMO_SESSID, OTHER_SESSID] });
const add = (id: number, sessid = DEMO_SESSID) => post(DEMO_ENDPOINTS.add2BasketByID, { PRODUCT_ID: id, sessid }).then((r) => json(r));
const price = (id: number) => findProduct(id)?.price ?? NaN;

describe('add2BasketByID', () => {
  it('answers the basket row id and the number of rows', async () => {
    expect(await add(101)).toEqual({ RESULT_ID: 1, BASKET_ITEMS_CNT: 1 });
    expect(await add(125)).toEqual({ RESULT_ID: 2, BASKET_ITEMS_CNT: 2 });
    // Adding again raises the quantity of the same row.
    expect(await add(101)).toEqual({ RESULT_ID: 1, BASKET_ITEMS_CNT: 2 });
    expect(backend.state.session(DEMO_SESSID).basket.get(101)?.quantity).toBe(2);
  });

  it('refuses products that cannot be bought: RESULT_ID 0 with an ERROR text', async () => {
    const notForSale = products.find((p) => p.purchasingOption === 'NOT_FOR_SALE')?.id ?? 0;
    const missing = products.find((p) => p.purchasingOption === 'NO_AVAILABLE')?.id ?? 0;
    expect(await add(notForSale)).toEqual({ RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товар недоступен для покупки' });
    expect(await add(missing)).toEqual({ RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    expect(await add(999999)).toEqual({ RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товар не найден' });
  });

  it('keeps one basket per session', async () => {
    await add(101);
    expect(await add(125, OTHER_SESSID)).toEqual({ RESULT_ID: 1, BASKET_ITEMS_CNT: 1 });
    const vars = await json(await get(FIXED_PATHS.getVars, { sessid: OTHER_SESSID }));
    expect(vars.basketItems).toEqual([125]);
  });
});

describe('basketQuantity', () => {
  const change = (id: number, quantity: number | string) =>
    post(DEMO_ENDPOINTS.basketQuantity, { id, quantity }).then((r) => json(r));

  it('answers TOTAL_PRICE_FORMATTED and ITEM_SUM as the server formats them', async () => {
    await add(101);
    await add(125);
    const answer = await change(1, 3);
    expect(answer).toEqual({
      STATE: 1,
      ID: 1,
      QUANTITY: 3,
      ITEM_SUM: formatPrice(price(101) * 3),
      ITEM_SUM_VALUE: price(101) * 3,
      TOTAL_PRICE: price(101) * 3 + price(125),
      TOTAL_PRICE_FORMATTED: formatPrice(price(101) * 3 + price(125)),
      BASKET_ITEMS_CNT: 2,
    });
    expect(answer.ITEM_SUM).toBe('47 970 руб.');
  });

  it('accepts the product id instead of the row id', async () => {
    await add(101);
    expect(await change(101, 2)).toMatchObject({ STATE: 1, ITEM_SUM: '31 980 руб.', TOTAL_PRICE_FORMATTED: '31 980 руб.' });
  });

  it('refuses quantities out of range and unknown rows, with the totals unchanged', async () => {
    await add(101);
    const max = findProduct(101)?.quantity ?? 0;
    expect(await change(1, 0)).toMatchObject({ STATE: 0, ERROR: 'Минимальное значение должно быть равно 1', TOTAL_PRICE_FORMATTED: '15 990 руб.' });
    expect(await change(1, max + 1)).toMatchObject({ STATE: 0, ERROR: `Максимально возможное значение ${max}` });
    expect(await change(1, 'два')).toMatchObject({ STATE: 0 });
    expect(await change(77, 1)).toMatchObject({ STATE: 0, ERROR: 'Товар не найден в корзине' });
    expect(backend.state.session(DEMO_SESSID).basket.get(101)?.quantity).toBe(1);
  });
});

describe('basketDelete', () => {
  it('removes one row, or clears the basket when no id is sent', async () => {
    await add(101);
    await add(125);
    await add(149);
    expect(await json(await post(DEMO_ENDPOINTS.basketDelete, { id: 2 }))).toEqual({
      STATE: 1,
      TOTAL_PRICE: price(101) + price(149),
      TOTAL_PRICE_FORMATTED: formatPrice(price(101) + price(149)),
      BASKET_ITEMS_CNT: 2,
    });
    expect(await json(await post(DEMO_ENDPOINTS.basketDelete, { id: 555 }))).toMatchObject({ STATE: 0, ERROR: 'Товар не найден в корзине', BASKET_ITEMS_CNT: 2 });
    expect(await json(await post(DEMO_ENDPOINTS.basketDelete))).toEqual({
      STATE: 1,
      TOTAL_PRICE: 0,
      TOTAL_PRICE_FORMATTED: '0 руб.',
      BASKET_ITEMS_CNT: 0,
    });
  });
});

describe('checkItemInBasket and getVars', () => {
  it('answers IN_BASKET with the product ids', async () => {
    await add(125);
    await add(101);
    expect(await json(await post(FIXED_PATHS.checkItemInBasket))).toEqual({ IN_BASKET: [125, 101], BASKET_ITEMS_CNT: 2 });
    // No sessid: the demo session.
    expect(await json(await get(FIXED_PATHS.checkItemInBasket))).toEqual({ IN_BASKET: [125, 101], BASKET_ITEMS_CNT: 2 });
  });

  it('getVars answers basketItems, compareItems and user', async () => {
    await add(101);
    await post(DEMO_ENDPOINTS.add2CompareList, { PRODUCT_ID: [103, 104] });
    expect(await json(await get(FIXED_PATHS.getVars, { sessid: DEMO_SESSID }))).toEqual({
      basketItems: [101],
      compareItems: [103, 104],
      user: { IS_AUTH: false, EMAIL: '' },
    });
  });
});
