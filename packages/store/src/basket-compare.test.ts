import fc from 'fast-check';
import { createStore } from './create-store';
import { createHarness, disposeHarnesses, FakeCookies, FullStorage, MemoryStorage, ThrowingStorage } from './test-fakes';

afterEach(disposeHarnesses);

describe('basket (docs/embedding.md#store)', () => {
  it('adds a product once, as a number, and the counter follows', () => {
    const { store, storage } = createHarness();
    store.addToBasket(101);
    store.addToBasket(102);
    store.addToBasket(101);
    expect(store.basketItems.value).toEqual([101, 102]);
    expect(store.basketCount.value).toBe(2);
    expect(store.isInBasket(101)).toBe(true);
    expect(storage?.getItem('basketItems')).toBe('[101,102]');
  });

  it('accepts an id a legacy script passes as a string, and stores it as a number', () => {
    const { store, storage } = createHarness();
    store.addToBasket('101' as unknown as number);
    expect(storage?.getItem('basketItems')).toBe('[101]');
    store.removeFromBasket('101' as unknown as number);
    expect(store.basketItems.value).toEqual([]);
  });

  it('removes a product that is there and ignores one that is not', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[1,2,3]' }) });
    store.removeFromBasket(2);
    store.removeFromBasket(99);
    expect(store.basketItems.value).toEqual([1, 3]);
    expect(store.isInBasket(2)).toBe(false);
    expect(store.basketCount.value).toBe(2);
  });

  it('clears to an empty list with the counter at 0', () => {
    const { store, storage } = createHarness({ storage: new MemoryStorage({ basketItems: '[1,2,3]' }) });
    store.clearBasket();
    expect(store.basketItems.value).toEqual([]);
    expect(store.basketCount.value).toBe(0);
    expect(storage?.getItem('basketItems')).toBe('[]');
  });

  it('keeps the quantities of a stored list that mixes wholesale lines with ids an older script added', () => {
    const storage = new MemoryStorage({ basketItems: '[{"PRODUCT_ID":101,"QUANTITY":5},102]' });
    const { store } = createHarness({ storage });
    expect(store.basketItems.value).toEqual([101, 102]);
    // A normal page only starting: the wholesale page's 5 stays.
    expect(storage.getItem('basketItems')).toBe('[{"PRODUCT_ID":101,"QUANTITY":5},{"PRODUCT_ID":102,"QUANTITY":1}]');
    store.addToBasket(103);
    expect(storage.getItem('basketItems')).toBe('[{"PRODUCT_ID":101,"QUANTITY":5},{"PRODUCT_ID":102,"QUANTITY":1},{"PRODUCT_ID":103,"QUANTITY":1}]');
  });

  it('keeps wholesale lines empty in normal mode', () => {
    const { store } = createHarness();
    store.addToBasket(5);
    expect(store.wholesaleItems.value).toEqual([]);
    expect(store.mode).toBe('normal');
  });

  it('matches a simple list model over any sequence of actions, in memory and in storage', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('clear' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const storage = new MemoryStorage();
        const store = createStore({ storage, cookies: new FakeCookies(), window: null, document: null });
        let expected: number[] = [];
        for (const step of actions) {
          if (step.kind === 'add') {
            store.addToBasket(step.id);
            if (!expected.includes(step.id)) expected = [...expected, step.id];
          } else if (step.kind === 'remove') {
            store.removeFromBasket(step.id);
            expected = expected.filter((id) => id !== step.id);
          } else {
            store.clearBasket();
            expected = [];
          }
          expect(store.basketItems.value).toEqual(expected);
          expect(store.basketCount.value).toBe(store.basketItems.value.length);
        }
        expect(JSON.parse(storage.getItem('basketItems') ?? '[]')).toEqual(expected);
      }),
    );
  });
});

describe('compare list (docs/embedding.md#store)', () => {
  it('adds one id or several at once, never twice', () => {
    const { store, storage } = createHarness();
    store.addToCompare(7);
    store.addToCompare([8, 7, 9]);
    expect(store.compareItems.value).toEqual([7, 8, 9]);
    expect(store.compareCount.value).toBe(3);
    expect(store.isInCompare(8)).toBe(true);
    expect(storage?.getItem('compareItems')).toBe('[7,8,9]');
  });

  it('removes one id and clears the rest', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ compareItems: '[7,8,9]' }) });
    store.removeFromCompare(8);
    expect(store.compareItems.value).toEqual([7, 9]);
    store.clearCompare();
    expect(store.compareItems.value).toEqual([]);
    expect(store.compareCount.value).toBe(0);
  });

  it('keeps the compare list apart from the basket', () => {
    const { store } = createHarness();
    store.addToCompare(7);
    expect(store.isInBasket(7)).toBe(false);
    expect(store.basketCount.value).toBe(0);
  });
});

describe('logout (docs/embedding.md#store)', () => {
  it('clears the stored basket and compare lists and forgets the user', () => {
    const storage = new MemoryStorage({
      basketItems: '[1,2]',
      compareItems: '[3]',
      user: '{"IS_AUTH":true,"EMAIL":"ivan@example.ru"}',
    });
    const { store } = createHarness({ storage });
    expect(store.user.value).toEqual({ isAuth: true, email: 'ivan@example.ru' });
    store.logout();
    expect(store.basketItems.value).toEqual([]);
    expect(store.compareItems.value).toEqual([]);
    expect(store.user.value).toEqual({ isAuth: false, email: '' });
    expect(storage.getItem('basketItems')).toBe('[]');
    expect(storage.getItem('compareItems')).toBe('[]');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ IS_AUTH: false, EMAIL: '' });
  });
});

describe('reading what is stored', () => {
  it('reads the lists left by an earlier page', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[5,6]', compareItems: '[7]' }) });
    expect(store.basketItems.value).toEqual([5, 6]);
    expect(store.compareItems.value).toEqual([7]);
  });

  it.each([
    ['corrupt JSON', '[1,2', [], '[]'],
    ['a foreign object', '{"items":[1]}', [], '[]'],
    ['numeric strings and duplicates', '["101",101,"abc",-1,0,2.5,102]', [101, 102], '[101,102]'],
  ])('reads %s as a clean list and repairs the stored value', (_case, raw, expected, repaired) => {
    const storage = new MemoryStorage({ basketItems: raw, compareItems: raw });
    const { store } = createHarness({ storage });
    expect(store.basketItems.value).toEqual(expected);
    expect(store.compareItems.value).toEqual(expected);
    expect(storage.getItem('basketItems')).toBe(repaired);
    expect(storage.getItem('compareItems')).toBe(repaired);
  });

  it('does not write keys that were never stored', () => {
    const storage = new MemoryStorage();
    createHarness({ storage });
    expect(storage.length).toBe(0);
  });

  it('repairs a corrupt user to the anonymous user', () => {
    const storage = new MemoryStorage({ user: '{oops' });
    const { store } = createHarness({ storage });
    expect(store.user.value).toEqual({ isAuth: false, email: '' });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ IS_AUTH: false, EMAIL: '' });
  });
});

describe('when localStorage is unavailable (docs/embedding.md#store)', () => {
  it('keeps working in memory when every access throws (private mode)', async () => {
    const { store } = createHarness({ storage: new ThrowingStorage() });
    // A throw (or a rejected choice) fails the test.
    store.addToBasket(1);
    store.addToBasket(2);
    store.removeFromBasket(1);
    store.addToCompare([3, 4]);
    store.setUser({ isAuth: true, email: 'a@b.ru' });
    await store.chooseCity({ cityName: 'Москва', countryName: 'Россия', countryCode: 'RU' });
    expect(store.basketItems.value).toEqual([2]);
    expect(store.compareItems.value).toEqual([3, 4]);
    expect(store.user.value.isAuth).toBe(true);
    expect(store.city.value.cityName).toBe('Москва');
  });

  it('keeps every add in memory when storage is full, instead of re-reading the stale stored list', () => {
    const storage = new FullStorage({ basketItems: '[1]' });
    const { store } = createHarness({ storage });
    store.addToBasket(2);
    store.addToBasket(3);
    expect(store.basketItems.value).toEqual([1, 2, 3]);
    expect(store.basketCount.value).toBe(3);
  });

  it('works with no storage at all', () => {
    const { store } = createHarness({ storage: null });
    store.addToBasket(1);
    store.addToCompare(2);
    expect(store.basketCount.value).toBe(1);
    expect(store.compareCount.value).toBe(1);
  });

  it('works with no window and no document (server rendering, workers)', () => {
    const store = createStore({ storage: null, cookies: new FakeCookies(), window: null, document: null });
    store.addToBasket(1);
    expect(store.basketItems.value).toEqual([1]);
    expect(store.variant.value).toEqual({ mobile: false, promo: false, market: false });
    expect(store.isMobile.value).toBe(false);
    expect(() => store.dispose()).not.toThrow();
  });
});
