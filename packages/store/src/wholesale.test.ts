import { createHarness, disposeHarnesses, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

const stored = (storage: Storage | null) => JSON.parse(storage?.getItem('basketItems') ?? 'null') as unknown;

describe('wholesale catalogue (mode opt, docs/embedding.md#store)', () => {
  it('puts a product in the basket when a quantity above 0 is typed, and stores lines', () => {
    const { store, storage } = createHarness({ mode: 'opt' });
    store.setWholesaleQuantity(10, 3);
    store.setWholesaleQuantity(11, 1);
    expect(store.isInBasket(10)).toBe(true);
    expect(store.basketItems.value).toEqual([10, 11]);
    expect(store.basketCount.value).toBe(2);
    expect(store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 10, QUANTITY: 3 },
      { PRODUCT_ID: 11, QUANTITY: 1 },
    ]);
    expect(stored(storage)).toEqual([
      { PRODUCT_ID: 10, QUANTITY: 3 },
      { PRODUCT_ID: 11, QUANTITY: 1 },
    ]);
  });

  it('updates the quantity of a line already in the basket, keeping its place', () => {
    const { store } = createHarness({ mode: 'opt' });
    store.setWholesaleQuantity(10, 3);
    store.setWholesaleQuantity(11, 1);
    store.setWholesaleQuantity(10, 7);
    expect(store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 10, QUANTITY: 7 },
      { PRODUCT_ID: 11, QUANTITY: 1 },
    ]);
  });

  it.each([0, Number.NaN, -2])('takes the product out of the basket for a quantity of %s', (quantity) => {
    const { store, storage } = createHarness({ mode: 'opt' });
    store.setWholesaleQuantity(10, 3);
    store.setWholesaleQuantity(10, quantity);
    expect(store.isInBasket(10)).toBe(false);
    expect(store.basketCount.value).toBe(0);
    expect(stored(storage)).toEqual([]);
  });

  it('reads a plain id list left by a normal page as one unit each', () => {
    const { store } = createHarness({ mode: 'opt', storage: new MemoryStorage({ basketItems: '[4,5]' }) });
    expect(store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 4, QUANTITY: 1 },
      { PRODUCT_ID: 5, QUANTITY: 1 },
    ]);
  });

  it('adds a product from a buy button as one unit', () => {
    const { store } = createHarness({ mode: 'opt' });
    store.addToBasket(4);
    store.addToBasket(4);
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 4, QUANTITY: 1 }]);
  });

  it('repairs broken lines in storage', () => {
    const raw = '[{"PRODUCT_ID":4,"QUANTITY":2},{"PRODUCT_ID":4,"QUANTITY":9},{"PRODUCT_ID":"abc"},"junk",{"PRODUCT_ID":"6","QUANTITY":"0"}]';
    const storage = new MemoryStorage({ basketItems: raw });
    const { store } = createHarness({ mode: 'opt', storage });
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 4, QUANTITY: 2 }]);
    expect(stored(storage)).toEqual([{ PRODUCT_ID: 4, QUANTITY: 2 }]);
  });
});

describe('a normal page after the wholesale catalogue', () => {
  it('reads the wholesale lines as their ids', () => {
    const storage = new MemoryStorage({ basketItems: '[{"PRODUCT_ID":4,"QUANTITY":2},{"PRODUCT_ID":5,"QUANTITY":6}]' });
    const { store } = createHarness({ storage });
    expect(store.basketItems.value).toEqual([4, 5]);
    expect(store.basketCount.value).toBe(2);
    expect(store.wholesaleItems.value).toEqual([]);
  });

  it('keeps the typed quantities when it adds or removes a product', () => {
    const storage = new MemoryStorage({ basketItems: '[{"PRODUCT_ID":4,"QUANTITY":2},{"PRODUCT_ID":5,"QUANTITY":6}]' });
    const { store } = createHarness({ storage });
    store.addToBasket(7);
    store.removeFromBasket(4);
    expect(store.basketItems.value).toEqual([5, 7]);
    expect(stored(storage)).toEqual([
      { PRODUCT_ID: 5, QUANTITY: 6 },
      { PRODUCT_ID: 7, QUANTITY: 1 },
    ]);
  });

  it('treats a wholesale quantity as add (above 0) or remove', () => {
    const { store, storage } = createHarness();
    store.setWholesaleQuantity(3, 5);
    expect(stored(storage)).toEqual([3]);
    store.setWholesaleQuantity(3, 0);
    expect(store.basketItems.value).toEqual([]);
  });
});
