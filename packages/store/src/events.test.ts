import { STORE_EVENTS } from './types';
import { createHarness, createPage, disposeHarnesses, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

describe('DOM events for legacy scripts (docs/embedding.md#legacy-scripts)', () => {
  it('sends the new basket on document when the basket changes', () => {
    const { store, events } = createHarness();
    store.addToBasket(1);
    store.addToBasket(2);
    store.removeFromBasket(1);
    store.clearBasket();
    expect(events).toEqual([
      { type: STORE_EVENTS.basket, detail: [1] },
      { type: STORE_EVENTS.basket, detail: [1, 2] },
      { type: STORE_EVENTS.basket, detail: [2] },
      { type: STORE_EVENTS.basket, detail: [] },
    ]);
  });

  it('sends the new compare list when it changes', () => {
    const { store, events } = createHarness();
    store.addToCompare([3, 4]);
    store.removeFromCompare(3);
    expect(events).toEqual([
      { type: STORE_EVENTS.compare, detail: [3, 4] },
      { type: STORE_EVENTS.compare, detail: [4] },
    ]);
  });

  it('sends nothing when an action changes nothing', () => {
    const { store, events } = createHarness({ storage: new MemoryStorage({ basketItems: '[1]' }) });
    store.addToBasket(1);
    store.removeFromBasket(2);
    store.removeFromCompare(2);
    store.clearCompare();
    expect(events).toEqual([]);
  });

  it('sends a basket event when a wholesale quantity changes', () => {
    const { store, events } = createHarness({ mode: 'opt' });
    store.setWholesaleQuantity(1, 2);
    store.setWholesaleQuantity(1, 5);
    expect(events.map((event) => event.type)).toEqual([STORE_EVENTS.basket, STORE_EVENTS.basket]);
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 1, QUANTITY: 5 }]);
  });

  it('lets a listener read the store already updated', () => {
    const page = createPage();
    const harness = createHarness({ page });
    let countSeen = -1;
    page.document.addEventListener(STORE_EVENTS.basket, () => {
      countSeen = harness.store.basketCount.value;
    });
    harness.store.addToBasket(8);
    expect(countSeen).toBe(1);
  });
});

describe('Bitrix basket line (OnBasketChange)', () => {
  function pageWithBitrix(onCustomEvent: (name: string) => void) {
    const page = createPage();
    Object.assign(page.window, { BX: { onCustomEvent } });
    return page;
  }

  it('tells Bitrix on every basket change, and not on compare changes', () => {
    const told: string[] = [];
    const { store } = createHarness({ page: pageWithBitrix((name) => told.push(name)) });
    store.addToBasket(1);
    store.addToCompare(2);
    store.removeFromBasket(1);
    expect(told).toEqual(['OnBasketChange', 'OnBasketChange']);
  });

  it('tells Bitrix of a wholesale quantity once per saving call, and not of one still pending', () => {
    const told: string[] = [];
    const { store, events } = createHarness({ mode: 'opt', page: pageWithBitrix((name) => told.push(name)) });
    // Typed 2, then 25: the lists and the DOM event follow each key, the server has neither yet.
    store.setWholesaleQuantity(1, 2, { pending: true });
    store.setWholesaleQuantity(1, 25, { pending: true });
    expect(told).toEqual([]);
    expect(events).toHaveLength(2);
    // Saved: the lines already show 25, and Bitrix's basket line may now ask the server.
    store.setWholesaleQuantity(1, 25);
    expect(told).toEqual(['OnBasketChange']);
    // A change saved at once (a site script after its own request) tells it once, not twice.
    store.setWholesaleQuantity(1, 30);
    expect(told).toEqual(['OnBasketChange', 'OnBasketChange']);
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 1, QUANTITY: 30 }]);
  });

  it('keeps the basket working when a Bitrix handler throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = createHarness({
      page: pageWithBitrix(() => {
        throw new Error('broken template script');
      }),
    });
    expect(() => store.addToBasket(1)).not.toThrow();
    expect(store.basketItems.value).toEqual([1]);
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it('works on pages without Bitrix core', () => {
    const { store } = createHarness();
    expect(() => store.addToBasket(1)).not.toThrow();
  });
});
