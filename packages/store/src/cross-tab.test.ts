import { announceStorageChange, createHarness, createPage, disposeHarnesses, FakeCookies, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

/** Two tabs of one site: one localStorage, one cookie jar, two pages. */
function openTwoTabs(initial: Record<string, string> = {}) {
  const storage = new MemoryStorage(initial);
  const cookies = new FakeCookies();
  const tabA = createHarness({ storage, cookies, page: createPage() });
  const tabB = createHarness({ storage, cookies, page: createPage() });
  return { storage, tabA, tabB };
}

describe('tabs stay in sync (docs/embedding.md#store)', () => {
  it('shows a product added in one tab in the other tab', () => {
    const { tabA, tabB } = openTwoTabs();
    tabA.store.addToBasket(101);
    announceStorageChange(tabB.page.window, 'basketItems');
    expect(tabB.store.basketItems.value).toEqual([101]);
    expect(tabB.store.basketCount.value).toBe(1);
    expect(tabB.events).toEqual([{ type: 'shop-islands:basket-change', detail: [101] }]);
  });

  it('loses no id when both tabs add before either hears of the other', () => {
    const { storage, tabA, tabB } = openTwoTabs();
    tabA.store.addToBasket(1);
    tabB.store.addToBasket(2);
    tabA.store.addToCompare(3);
    tabB.store.addToCompare(4);
    expect(JSON.parse(storage.getItem('basketItems') ?? '[]')).toEqual([1, 2]);
    expect(JSON.parse(storage.getItem('compareItems') ?? '[]')).toEqual([3, 4]);
    expect(tabB.store.basketItems.value).toEqual([1, 2]);

    announceStorageChange(tabA.page.window, 'basketItems');
    announceStorageChange(tabA.page.window, 'compareItems');
    expect(tabA.store.basketItems.value).toEqual([1, 2]);
    expect(tabA.store.compareItems.value).toEqual([3, 4]);
  });

  it('a logout in one tab is not undone by the getVars.php answer the other tab asked for before it', () => {
    const { storage, tabA, tabB } = openTwoTabs({ basketItems: '[101,125]', compareItems: '[7]' });
    // Tab B's start-up request left while the session still held the lists.
    tabB.store.reconcile({ user: { IS_AUTH: true, EMAIL: 'ivan@example.ru' } });
    tabA.store.logout();
    for (const key of ['user', 'basketItems', 'compareItems']) announceStorageChange(tabB.page.window, key);
    expect(tabB.store.user.value.isAuth).toBe(false);
    // The answer speaks for the session that ended: its lists and its user are all stale.
    tabB.store.reconcile({ basketItems: [101, 125, 149], compareItems: [7], user: { IS_AUTH: true, EMAIL: 'ivan@example.ru' } });
    expect(tabB.store.basketItems.value).toEqual([]);
    expect(tabB.store.compareItems.value).toEqual([]);
    expect(tabB.store.user.value.isAuth).toBe(false);
    expect(storage.getItem('basketItems')).toBe('[]');
    expect(storage.getItem('compareItems')).toBe('[]');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({ IS_AUTH: false, EMAIL: '' });
  });

  it('a removal heard from another tab is not undone by an older answer, and a newer answer still merges', () => {
    const { tabA, tabB } = openTwoTabs({ compareItems: '[7,8]' });
    const token = tabB.store.beginReconcile();
    tabA.store.removeFromCompare(8);
    announceStorageChange(tabB.page.window, 'compareItems');
    tabB.store.reconcile({ compareItems: [7, 8, 9] }, token);
    expect(tabB.store.compareItems.value).toEqual([7, 9]);
    tabB.store.reconcile({ compareItems: [7, 8, 9] }, tabB.store.beginReconcile());
    expect(tabB.store.compareItems.value).toEqual([7, 9, 8]);
  });

  it('an id added in another tab is merged from a late answer, not taken for a removal', () => {
    const { tabA, tabB } = openTwoTabs({ basketItems: '[1]' });
    tabA.store.addToBasket(2);
    announceStorageChange(tabB.page.window, 'basketItems');
    tabB.store.reconcile({ basketItems: [1, 2, 3] });
    expect(tabB.store.basketItems.value).toEqual([1, 2, 3]);
  });

  it('drops a stale id without taking along one another tab added that this tab has not heard of yet', () => {
    const { storage, tabA, tabB } = openTwoTabs({ basketItems: '[1,3]' });
    tabA.store.addToBasket(2);
    // The answer was written before tabA's add; 3 is stale (an order placed elsewhere).
    tabB.store.reconcile({ basketItems: [1] });
    expect(tabB.store.basketItems.value).toEqual([1, 2]);
    expect(JSON.parse(storage.getItem('basketItems') ?? '[]')).toEqual([1, 2]);
  });

  it('keeps a product one tab just added when the other tab, not yet told, removes another', () => {
    const { storage, tabA, tabB } = openTwoTabs({ basketItems: '[1]' });
    tabA.store.addToBasket(2);
    tabB.store.removeFromBasket(1);
    expect(JSON.parse(storage.getItem('basketItems') ?? '[]')).toEqual([2]);
  });

  it('keeps wholesale quantities typed in two tabs', () => {
    const storage = new MemoryStorage();
    const tabA = createHarness({ storage, mode: 'opt', page: createPage() });
    const tabB = createHarness({ storage, mode: 'opt', page: createPage() });
    tabA.store.setWholesaleQuantity(1, 4);
    tabB.store.setWholesaleQuantity(2, 6);
    announceStorageChange(tabA.page.window, 'basketItems');
    expect(tabA.store.wholesaleItems.value).toEqual([
      { PRODUCT_ID: 1, QUANTITY: 4 },
      { PRODUCT_ID: 2, QUANTITY: 6 },
    ]);
  });

  it('follows a logout in another tab', () => {
    const { tabA, tabB } = openTwoTabs({ basketItems: '[1]', compareItems: '[2]', user: '{"IS_AUTH":"Y","EMAIL":"a@b.ru"}' });
    tabA.store.logout();
    for (const key of ['basketItems', 'compareItems', 'user']) announceStorageChange(tabB.page.window, key);
    expect(tabB.store.basketCount.value).toBe(0);
    expect(tabB.store.compareCount.value).toBe(0);
    expect(tabB.store.user.value).toEqual({ isAuth: false, email: '' });
  });

  it('shows a city chosen in another tab without reloading this one', async () => {
    const { tabA, tabB } = openTwoTabs();
    await tabA.store.chooseCity({ cityName: 'Казань', countryName: 'Россия', countryCode: 'RU' }, { fromList: true });
    announceStorageChange(tabB.page.window, 'userCity');
    expect(tabB.store.city.value).toEqual({ cityName: 'Казань', countryName: 'Россия', countryCode: 'RU', chosen: true });
    expect(tabB.events.map((event) => event.type)).toEqual(['shop-islands:city-change']);
    expect(tabB.reloads).toEqual([]);
  });

  it('empties its lists when another tab clears the whole storage', () => {
    const { storage, tabB } = openTwoTabs({ basketItems: '[1]', compareItems: '[2]' });
    storage.clear();
    announceStorageChange(tabB.page.window, null);
    expect(tabB.store.basketItems.value).toEqual([]);
    expect(tabB.store.compareItems.value).toEqual([]);
  });

  it('ignores keys of other scripts and changes to sessionStorage', () => {
    const { storage, tabB } = openTwoTabs({ basketItems: '[1]' });
    storage.setItem('basketItems', '[1,2]');
    announceStorageChange(tabB.page.window, 'somethingElse');
    const { window } = tabB.page;
    window.dispatchEvent(new window.StorageEvent('storage', { key: 'basketItems', storageArea: window.sessionStorage }));
    expect(tabB.store.basketItems.value).toEqual([1]);
    expect(tabB.events).toEqual([]);
  });

  it('stops following other tabs once disposed', () => {
    const { tabA, tabB } = openTwoTabs();
    tabB.store.dispose();
    tabA.store.addToBasket(5);
    announceStorageChange(tabB.page.window, 'basketItems');
    expect(tabB.store.basketItems.value).toEqual([]);
  });
});
