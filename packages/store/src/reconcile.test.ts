import { parseAuthFlag } from './user';
import { createHarness, disposeHarnesses, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

describe('reconciling with getVars.php (docs/embedding.md#store)', () => {
  it('adds the server ids after the local ones', () => {
    const storage = new MemoryStorage({ basketItems: '[3,1]', compareItems: '[7]' });
    const { store } = createHarness({ storage });
    store.reconcile({ basketItems: [1, 5, '6', 3], compareItems: [8, 7] });
    expect(store.basketItems.value).toEqual([3, 1, 5, 6]);
    expect(store.compareItems.value).toEqual([7, 8]);
    expect(storage.getItem('basketItems')).toBe('[3,1,5,6]');
    expect(storage.getItem('compareItems')).toBe('[7,8]');
  });

  it('drops the stored ids the session no longer has (an order placed, the basket emptied on another device)', () => {
    const storage = new MemoryStorage({ basketItems: '[3,1,4]', compareItems: '[7,8]' });
    const { store, events } = createHarness({ storage });
    store.reconcile({ basketItems: [1], compareItems: [] });
    expect(store.basketItems.value).toEqual([1]);
    expect(store.basketCount.value).toBe(1);
    expect(store.isInBasket(3)).toBe(false);
    expect(store.compareItems.value).toEqual([]);
    expect(storage.getItem('basketItems')).toBe('[1]');
    expect(storage.getItem('compareItems')).toBe('[]');
    expect(events.map((event) => event.detail)).toEqual([[1], []]);
  });

  it('drops stale wholesale lines and keeps the quantities of the rest', () => {
    const storage = new MemoryStorage({ basketItems: '[{"PRODUCT_ID":5,"QUANTITY":3},{"PRODUCT_ID":6,"QUANTITY":2}]' });
    const { store } = createHarness({ storage, mode: 'opt' });
    store.reconcile({ basketItems: [{ PRODUCT_ID: 6, QUANTITY: 1 }] });
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 6, QUANTITY: 2 }]);
  });

  it('keeps a wholesale line whose quantity was typed on this page, though the answer lacks it', () => {
    const stored = '[{"PRODUCT_ID":5,"QUANTITY":2},{"PRODUCT_ID":6,"QUANTITY":1}]';
    // The start-up answer (no token), slower than the shopper's typing.
    const start = createHarness({ storage: new MemoryStorage({ basketItems: stored }), mode: 'opt' });
    start.store.setWholesaleQuantity(5, 3);
    start.store.reconcile({ basketItems: [] });
    expect(start.store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 5, QUANTITY: 3 }]);

    const later = createHarness({ storage: new MemoryStorage({ basketItems: stored }), mode: 'opt' });
    const token = later.store.beginReconcile();
    later.store.setWholesaleQuantity(6, 4);
    later.store.reconcile({ basketItems: [] }, token);
    expect(later.store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 6, QUANTITY: 4 }]);
  });

  it('keeps what the answer lacks when it was added on this page after the request left, or before it without a token', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[3]' }) });
    store.addToBasket(4);
    const token = store.beginReconcile();
    store.addToBasket(5);
    store.reconcile({ basketItems: [] }, token);
    // 3 and 4 were held when the request left: the session's answer is newer than them.
    expect(store.basketItems.value).toEqual([5]);

    // docs/embedding.md#store: the start-up call has no token; what changed on this page stays.
    const start = createHarness({ storage: new MemoryStorage({ basketItems: '[3]' }) });
    start.store.addToBasket(4);
    start.store.reconcile({ basketItems: [] });
    expect(start.store.basketItems.value).toEqual([4]);
  });

  it('reads a PHP list with gaps, which json_encode sends as an object', () => {
    const { store } = createHarness();
    store.reconcile({ basketItems: { 0: 101, 2: 103 } });
    expect(store.basketItems.value).toEqual([101, 103]);
  });

  it('reads a PHP list with gaps whose first entries were removed, and wholesale lines with gaps', () => {
    const { store } = createHarness();
    store.reconcile({ basketItems: { 1: 102, 2: 103 }, compareItems: { 2: 104, 3: 105 } });
    expect(store.basketItems.value).toEqual([102, 103]);
    expect(store.compareItems.value).toEqual([104, 105]);

    const opt = createHarness({ mode: 'opt' });
    opt.store.reconcile({ basketItems: { 0: { PRODUCT_ID: 101, QUANTITY: 2 }, 2: { PRODUCT_ID: 103, QUANTITY: 1 } } });
    expect(opt.store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 101, QUANTITY: 2 },
      { PRODUCT_ID: 103, QUANTITY: 1 },
    ]);
  });

  it('adds nothing from a product → quantity map or a single line sent where a list belongs', () => {
    // Read as lists, {"101":2,"102":1} would add products 2 and 1, and the single line product 3:
    // the header counter and «В корзине» on products never chosen, kept in localStorage.
    for (const mode of ['normal', 'opt'] as const) {
      const storage = new MemoryStorage({ basketItems: mode === 'opt' ? '[{"PRODUCT_ID":7,"QUANTITY":1}]' : '[7]', compareItems: '[8]' });
      const { store, events } = createHarness({ storage, mode });
      store.reconcile({ basketItems: { 101: 2, 102: 1 }, compareItems: { 101: 2, 102: 1 } });
      store.reconcile({ basketItems: { PRODUCT_ID: 101, QUANTITY: 3 }, compareItems: { PRODUCT_ID: 101, QUANTITY: 3 } });
      expect(store.basketItems.value).toEqual([7]);
      expect(store.compareItems.value).toEqual([8]);
      expect(store.basketCount.value).toBe(1);
      expect(store.isInBasket(2)).toBe(false);
      expect(store.isInBasket(3)).toBe(false);
      expect(storage.getItem('compareItems')).toBe('[8]');
      expect(events).toEqual([]);
    }
  });

  it('ignores malformed fields and keeps the rest of the answer', () => {
    const storage = new MemoryStorage({ basketItems: '[1]', compareItems: '[2]' });
    const { store, events } = createHarness({ storage });
    store.reconcile({ basketItems: 'oops', compareItems: null, user: { IS_AUTH: 'Y', EMAIL: 'a@b.ru' } });
    expect(store.basketItems.value).toEqual([1]);
    expect(store.compareItems.value).toEqual([2]);
    expect(store.user.value).toEqual({ isAuth: true, email: 'a@b.ru' });
    expect(events).toEqual([]);
  });

  it('drops invalid entries of a server list', () => {
    const { store } = createHarness();
    store.reconcile({ compareItems: [4, 'x', -1, null, 4, '5'] });
    expect(store.compareItems.value).toEqual([4, 5]);
  });

  it('survives an answer that is not an object at all', () => {
    const { store } = createHarness();
    expect(() => store.reconcile(null as never)).not.toThrow();
    expect(() => store.reconcile('<html>' as never)).not.toThrow();
  });

  it('merges server wholesale lines in opt mode, keeping local quantities', () => {
    const storage = new MemoryStorage({ basketItems: '[{"PRODUCT_ID":1,"QUANTITY":4}]' });
    const { store } = createHarness({ storage, mode: 'opt' });
    store.reconcile({ basketItems: [{ PRODUCT_ID: 1, QUANTITY: 1 }, { PRODUCT_ID: 2, QUANTITY: 3 }] });
    expect(store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 1, QUANTITY: 4 },
      { PRODUCT_ID: 2, QUANTITY: 3 },
    ]);
  });

  it('takes the user from the server, over what was stored', () => {
    const storage = new MemoryStorage({ user: '{"IS_AUTH":false,"EMAIL":""}' });
    const { store } = createHarness({ storage });
    store.reconcile({ user: { IS_AUTH: '1', EMAIL: ' ivan@example.ru ' } });
    expect(store.user.value).toEqual({ isAuth: true, email: 'ivan@example.ru' });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ IS_AUTH: true, EMAIL: 'ivan@example.ru' });
    store.reconcile({ user: { IS_AUTH: 'N', EMAIL: '' } });
    expect(store.user.value.isAuth).toBe(false);
  });

  it('clears the lists when the server says the session it had logged in has ended', () => {
    // A logout by the site's own link, in another browser, or an expired session: not through this store.
    const storage = new MemoryStorage({ basketItems: '[1,2]', compareItems: '[3]', user: '{"IS_AUTH":true,"EMAIL":"anna@example.ru"}' });
    const { store } = createHarness({ storage });
    store.reconcile({ basketItems: [9], compareItems: [], user: { IS_AUTH: 'N', EMAIL: '' } });
    expect(store.user.value).toEqual({ isAuth: false, email: '' });
    expect(store.basketItems.value).toEqual([9]);
    expect(store.compareItems.value).toEqual([]);
    expect(storage.getItem('basketItems')).toBe('[9]');
    // An answer asked for before, still speaking for the ended session, brings nothing back.
    const older = { since: 0 };
    store.reconcile({ basketItems: [1, 2], user: { IS_AUTH: 'Y', EMAIL: 'anna@example.ru' } }, older);
    expect(store.basketItems.value).toEqual([9]);
    expect(store.user.value.isAuth).toBe(false);
  });

  it('keeps the lists of an anonymous shopper the server also calls anonymous', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[1,2]', user: '{"IS_AUTH":false,"EMAIL":""}' }) });
    store.reconcile({ user: { IS_AUTH: 'N', EMAIL: '' } });
    expect(store.basketItems.value).toEqual([1, 2]);
  });

  it('ignores a user without a readable IS_AUTH', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ user: '{"IS_AUTH":"Y","EMAIL":"a@b.ru"}' }) });
    store.reconcile({ user: { IS_AUTH: 'maybe', EMAIL: 'x@y.ru' } });
    store.reconcile({ user: 'Y' });
    expect(store.user.value).toEqual({ isAuth: true, email: 'a@b.ru' });
  });

  it('notifies once per list that changed', () => {
    const { store, events } = createHarness();
    store.reconcile({ basketItems: [1, 2], compareItems: [3] });
    expect(events.map((event) => event.type)).toEqual(['shop-islands:basket-change', 'shop-islands:compare-change']);
  });
});

describe('a late getVars.php answer does not undo what the shopper removed on this page', () => {
  it('keeps a compare id removed after the request was sent out, and merges the rest', () => {
    const storage = new MemoryStorage({ compareItems: '[7,8]' });
    const { store } = createHarness({ storage });
    const token = store.beginReconcile();
    store.removeFromCompare(8);
    // The server answered with the list as it was when the request left.
    store.reconcile({ compareItems: [7, 8, 9] }, token);
    expect(store.compareItems.value).toEqual([7, 9]);
    expect(storage.getItem('compareItems')).toBe('[7,9]');
  });

  it('does not bring in an id removed on this page that the list did not hold yet (a first visit, the start-up answer late)', () => {
    const { store } = createHarness();
    // The comparison page's columns come from the page: the shopper removes one before getVars.php answers.
    store.removeFromCompare(101);
    store.removeFromBasket(7);
    store.reconcile({ compareItems: [101, 102], basketItems: [7, 8] });
    expect(store.compareItems.value).toEqual([102]);
    expect(store.compareCount.value).toBe(1);
    expect(store.basketItems.value).toEqual([8]);
  });

  it('keeps a cleared compare list empty of the ids it held', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ compareItems: '[133,163,103]' }) });
    const token = store.beginReconcile();
    store.clearCompare();
    store.addToCompare([133, 163]);
    store.reconcile({ compareItems: [133, 163, 103, 109, 101] }, token);
    // 133 and 163 were chosen again; 103 was cleared; 109 and 101 are the session's, never removed here.
    expect(store.compareItems.value).toEqual([133, 163, 109, 101]);
  });

  it('keeps basket removals too, bare ids and wholesale lines alike', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[1,2]' }) });
    const token = store.beginReconcile();
    store.removeFromBasket(2);
    store.reconcile({ basketItems: [1, 2, 3] }, token);
    expect(store.basketItems.value).toEqual([1, 3]);

    const { store: opt } = createHarness({ storage: new MemoryStorage({ basketItems: '[{"PRODUCT_ID":5,"QUANTITY":2}]' }), mode: 'opt' });
    const optToken = opt.beginReconcile();
    opt.setWholesaleQuantity(5, 0);
    opt.reconcile({ basketItems: [{ PRODUCT_ID: 5, QUANTITY: 2 }, { PRODUCT_ID: 6, QUANTITY: 1 }] }, optToken);
    expect(opt.wholesaleItems.value).toEqual([{ PRODUCT_ID: 6, QUANTITY: 1 }]);
  });

  it('a cleared basket stays cleared; logging out counts as removing everything', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[1,2]', compareItems: '[4]' }) });
    const token = store.beginReconcile();
    store.logout();
    store.reconcile({ basketItems: [1, 2], compareItems: [4] }, token);
    expect(store.basketItems.value).toEqual([]);
    expect(store.compareItems.value).toEqual([]);
  });

  it('an answer asked for before a logout on this page brings back neither the user nor the session’s ids', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ user: '{"IS_AUTH":true,"EMAIL":"ivan@example.ru"}' }) });
    const token = store.beginReconcile();
    store.logout();
    store.reconcile({ basketItems: [5], compareItems: [6], user: { IS_AUTH: 'Y', EMAIL: 'ivan@example.ru' } }, token);
    expect(store.user.value.isAuth).toBe(false);
    expect(store.basketItems.value).toEqual([]);
    expect(store.compareItems.value).toEqual([]);
    // One asked for after it is the new session's own.
    store.reconcile({ basketItems: [7], user: { IS_AUTH: 'N', EMAIL: '' } }, store.beginReconcile());
    expect(store.basketItems.value).toEqual([7]);
  });

  it('merges an id removed before the request was sent: the server has heard of that removal or re-added it', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ compareItems: '[7,8]' }) });
    store.removeFromCompare(8);
    const token = store.beginReconcile();
    store.reconcile({ compareItems: [7, 8] }, token);
    expect(store.compareItems.value).toEqual([7, 8]);
  });

  it('an id removed and then added again on this page is simply kept', () => {
    const { store } = createHarness();
    const token = store.beginReconcile();
    store.addToCompare(3);
    store.removeFromCompare(3);
    store.addToCompare(3);
    store.reconcile({ compareItems: [3, 4] }, token);
    expect(store.compareItems.value).toEqual([3, 4]);
  });

  it('without a token, any removal made on this page counts (the request leaves as the page starts)', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ compareItems: '[7,8]' }) });
    store.removeFromCompare(8);
    store.reconcile({ compareItems: [7, 8] });
    expect(store.compareItems.value).toEqual([7]);
  });

  it('still loses no id another tab added meanwhile', () => {
    const storage = new MemoryStorage({ compareItems: '[7,8]' });
    const { store } = createHarness({ storage });
    const token = store.beginReconcile();
    store.removeFromCompare(8);
    // Another tab of the same origin writes straight into the shared storage.
    storage.setItem('compareItems', '[7,10]');
    store.reconcile({ compareItems: [7, 8, 9] }, token);
    expect(store.compareItems.value).toEqual([7, 10, 9]);
  });
});

describe('reading IS_AUTH', () => {
  it.each([
    [true, true],
    ['Y', true],
    [1, true],
    ['1', true],
    [false, false],
    ['N', false],
    [0, false],
    ['0', false],
  ])('reads %j as %s', (value, expected) => {
    expect(parseAuthFlag(value)).toBe(expected);
  });

  it.each([['yes'], [2], [null], [undefined], [{}]])('does not read %j as a flag', (value) => {
    expect(parseAuthFlag(value)).toBeNull();
  });
});

describe('setting the user', () => {
  it('stores the user in the server field names and keeps it across page loads', () => {
    const storage = new MemoryStorage();
    const { store } = createHarness({ storage });
    store.setUser({ isAuth: true, email: 'anna@example.ru' });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ IS_AUTH: true, EMAIL: 'anna@example.ru' });
    const { store: nextPage } = createHarness({ storage });
    expect(nextPage.user.value).toEqual({ isAuth: true, email: 'anna@example.ru' });
  });
});

describe('whether the browser knows the lists yet (basketKnown, compareKnown)', () => {
  it('does not on a first visit, until the getVars.php answer is merged', () => {
    const { store } = createHarness({ storage: new MemoryStorage() });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([false, false]);
    // What the shopper adds here is not the whole list: the session may hold more.
    store.addToCompare(5);
    expect(store.compareKnown.value).toBe(false);
    store.reconcile({ basketItems: [], compareItems: [7] });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([true, true]);
    expect(store.compareItems.value).toEqual([5, 7]);
  });

  it('does when an earlier page stored them, an empty list included', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: '[]', compareItems: '[3]' }) });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([true, true]);
  });

  it('does not from corrupt or foreign text under their keys (repaired as read), until the answer', () => {
    const { store } = createHarness({ storage: new MemoryStorage({ basketItems: 'undefined', compareItems: '{"ids": 3}' }) });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([false, false]);
    expect([store.basketItems.value, store.compareItems.value]).toEqual([[], []]);
    store.reconcile({ basketItems: [4], compareItems: [] });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([true, true]);
  });

  it('learns a list only from an answer that carries it', () => {
    const { store } = createHarness({ storage: new MemoryStorage() });
    store.reconcile({ compareItems: [1] });
    expect([store.basketKnown.value, store.compareKnown.value]).toEqual([false, true]);
  });
});
