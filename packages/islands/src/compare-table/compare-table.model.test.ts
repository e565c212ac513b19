import { signal } from '@preact/signals-core';
import { ApiError, type BasketAddResult, type CompareRemoveResult } from '@shop-islands/api';
import { manualClock } from '../ui/clock.testkit';
import { deferred } from '../runtime/testkit';
import { messages } from './compare-table.messages';
import { BASKET_PAGE_URL, createCompareTableModel } from './compare-table.model';
import { parseCompareTableProps, type CompareProduct } from './compare-table.props';
import { AUTO_DIFFERENCES_MS } from './compare-table.rules';
import { product, threeProducts } from './compare-table.testkit';

/** The model over fake store lists, a manual clock and an api whose answers the test gives. */
function setup(
  products: CompareProduct[] = threeProducts(),
  options: { compare?: number[]; basket?: number[]; basketKnown?: boolean; view?: 'all' | 'differences' } = {},
) {
  const compareItems = signal<readonly number[]>(options.compare ?? products.map((item) => item.id));
  const basketItems = signal<readonly number[]>(options.basket ?? []);
  const basketKnown = signal(options.basketKnown ?? true);
  const clock = manualClock();
  const removals: number[] = [];
  const adds: number[] = [];
  const visits: string[] = [];
  const announcements: string[] = [];
  let removeAnswer = deferred<CompareRemoveResult>();
  let addAnswer = deferred<BasketAddResult>();
  // The shopper coming back to this page from the browser's back-forward cache.
  const back = deferred<void>();
  const model = createCompareTableModel({
    products,
    view: options.view,
    api: {
      delFromCompareList: (id) => {
        removals.push(id);
        return removeAnswer.promise;
      },
      add2BasketByID: (id) => {
        adds.push(id);
        return addAnswer.promise;
      },
    },
    store: {
      compareItems,
      basketItems,
      basketKnown,
      removeFromCompare: (id) => (compareItems.value = compareItems.value.filter((item) => item !== id)),
      addToBasket: (id) => (basketItems.value = [...basketItems.value, id]),
    },
    clock,
    navigate: (url) => {
      visits.push(url);
      return back.promise;
    },
    announce: (message) => announcements.push(message),
  });
  const ids = () => model.columns.value.map((column) => column.product.id);
  return {
    model, clock, compareItems, basketItems, basketKnown, removals, adds, visits, announcements, ids,
    remove: () => removeAnswer,
    add: () => addAnswer,
    comeBack: () => back.resolve(),
    reset() {
      removeAnswer = deferred();
      addAnswer = deferred();
    },
  };
}

describe('compare-table model', () => {
  it('shows all rows first and chooses the differences view 100 ms after it starts', () => {
    const t = setup();
    expect(t.model.state.value).toBe('all');
    t.clock.tick(AUTO_DIFFERENCES_MS - 1);
    expect(t.model.state.value).toBe('all');
    t.clock.tick(1);
    expect(t.model.state.value).toBe('differences');
    expect(t.announcements).toEqual([messages.shownDifferences]);
  });

  it('starts with the view the page printed and makes no choice of its own', () => {
    // The template printed the differences: the island takes over with the same rows, unannounced.
    const printed = setup(threeProducts(), { view: 'differences' });
    expect(printed.model.state.value).toBe('differences');
    expect(printed.clock.pending()).toBe(0);
    // The shopper asked for every row (`?DIFFERENT=N`): it stays so.
    const all = setup(threeProducts(), { view: 'all' });
    all.clock.tick(AUTO_DIFFERENCES_MS * 10);
    expect(all.model.state.value).toBe('all');
    expect([...printed.announcements, ...all.announcements]).toEqual([]);
    all.model.show('differences');
    expect(all.announcements).toEqual([messages.shownDifferences]);
  });

  it('does not choose for a single product', () => {
    const t = setup([product(101, { Brand: 'A' })]);
    expect(t.clock.pending()).toBe(0);
    t.clock.tick(1000);
    expect(t.model.state.value).toBe('all');
  });

  it('leaves the shopper\'s own choice alone', () => {
    const t = setup();
    t.model.show('all');
    t.clock.tick(AUTO_DIFFERENCES_MS);
    expect(t.model.view.value).toBe('all');
  });

  it('toggles between all and differences, and says so', () => {
    const t = setup();
    t.model.show('differences');
    t.model.show('differences');
    t.model.show('all');
    expect(t.model.view.value).toBe('all');
    expect(t.announcements).toEqual([messages.shownDifferences, messages.shownAll]);
  });

  it('computes which rows differ on the client', () => {
    const t = setup();
    expect(t.model.rows.value.map((row) => [row.name, row.differs])).toEqual([
      ['Brand', true],
      ['Country', false],
      ['GSM', true],
    ]);
    expect(t.model.rows.value[2]?.values).toEqual(['yes', 'yes', '—']);
  });

  it('stops its timer when disposed', () => {
    const t = setup();
    t.model.dispose();
    expect(t.clock.pending()).toBe(0);
  });

  it('removes a column only after the server agreed, and updates the store', async () => {
    const t = setup();
    const removal = t.model.remove(103);
    expect(t.model.columns.value[1]?.request).toBe('removing');
    await t.model.remove(103); // a second click while removing
    expect(t.removals).toEqual([103]);
    expect(t.ids()).toEqual([101, 103, 104]);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 2 });
    await removal;
    expect(t.ids()).toEqual([101, 104]);
    expect(t.compareItems.value).toEqual([101, 104]);
    expect(t.announcements).toContain(messages.removed('Alarm 103'));
  });

  it('recomputes the differences of the products left', async () => {
    const t = setup();
    const removal = t.model.remove(104);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 2 });
    await removal;
    expect(t.model.rows.value.find((row) => row.name === 'GSM')?.differs).toBe(false);
  });

  it('keeps the column with the server\'s reason when it refuses', async () => {
    const t = setup();
    const removal = t.model.remove(101);
    t.remove().resolve({ STATE: false, SHOW_COMPARE: 3, ERROR: 'Нет в списке' });
    await removal;
    expect(t.ids()).toEqual([101, 103, 104]);
    expect(t.model.columns.value[0]).toMatchObject({ request: 'idle', error: 'Нет в списке' });
    expect(t.compareItems.value).toEqual([101, 103, 104]);
  });

  it('says the removal failed in its own words when the server gives none', async () => {
    const t = setup();
    const removal = t.model.remove(101);
    t.remove().resolve({ STATE: false, SHOW_COMPARE: 3 });
    await removal;
    expect(t.model.columns.value[0]?.error).toBe(messages.removeRefused);
  });

  it('keeps the column with the failure text when the request fails, and lets the shopper retry', async () => {
    const t = setup();
    const removal = t.model.remove(101);
    t.remove().reject(new ApiError('network', 'offline', { url: '/del' }));
    await removal;
    expect(t.model.columns.value[0]?.error).not.toBe('');
    t.reset();
    const retry = t.model.remove(101);
    expect(t.model.columns.value[0]?.error).toBe('');
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 2 });
    await retry;
    expect(t.ids()).toEqual([103, 104]);
  });

  it('shows every row once one product is left: there is nothing to tell apart', async () => {
    const t = setup(threeProducts().slice(0, 2), { view: 'differences' });
    expect(t.model.state.value).toBe('differences');
    const removal = t.model.remove(101);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 1 });
    await removal;
    expect([t.model.state.value, t.model.view.value]).toEqual(['all', 'all']);
    // The toggle changes nothing now, and says nothing.
    t.model.show('differences');
    expect(t.model.view.value).toBe('all');
    expect(t.announcements).toEqual([messages.removed('Alarm 101')]);
  });

  it('shows the empty state once the last product is removed', async () => {
    const t = setup([product(101)]);
    const removal = t.model.remove(101);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 0 });
    await removal;
    expect(t.model.state.value).toBe('empty');
    expect(t.model.columns.value).toEqual([]);
  });

  it('is empty from the start without products, and never chooses a view', () => {
    const t = setup([]);
    expect(t.model.state.value).toBe('empty');
    expect(t.clock.pending()).toBe(0);
  });

  it('drops a column when the compare list loses it elsewhere (another tab, another island)', () => {
    const t = setup();
    t.compareItems.value = [101, 104];
    expect(t.ids()).toEqual([101, 104]);
    t.compareItems.value = [101, 104, 103]; // added back: the page has no fresh data for it
    expect(t.ids()).toEqual([101, 104]);
  });

  it('keeps a column whose id the store never had (a new browser before getVars answered)', () => {
    const t = setup(threeProducts(), { compare: [] });
    t.compareItems.value = [101];
    expect(t.ids()).toEqual([101, 103, 104]);
    t.compareItems.value = [];
    expect(t.ids()).toEqual([103, 104]);
  });

  it('adds to the basket, then goes to the basket page', async () => {
    const t = setup();
    const buying = t.model.buy(101);
    expect(t.model.columns.value[0]?.request).toBe('adding');
    await t.model.buy(101);
    expect(t.adds).toEqual([101]);
    expect(t.visits).toEqual([]);
    t.add().resolve({ ok: true, RESULT_ID: 9, BASKET_ITEMS_CNT: 1 });
    await buying;
    expect(t.basketItems.value).toEqual([101]);
    expect(t.visits).toEqual([BASKET_PAGE_URL]);
  });

  it('frees the column when the shopper comes back from the basket page (the browser’s cached page)', async () => {
    const t = setup();
    const buying = t.model.buy(101);
    t.add().resolve({ ok: true, RESULT_ID: 9, BASKET_ITEMS_CNT: 1 });
    await buying;
    expect(t.model.columns.value[0]?.request).toBe('adding');
    t.comeBack();
    await Promise.resolve();
    expect(t.model.columns.value[0]).toMatchObject({ request: 'idle', inBasket: true });
    // Its remove works again.
    void t.model.remove(101);
    expect(t.removals).toEqual([101]);
  });

  it('takes the server’s word for the basket while the browser does not know it, so nothing is added twice', async () => {
    const products = threeProducts().map((item) => (item.id === 103 ? { ...item, inBasket: true } : item));
    const t = setup(products, { basketKnown: false });
    expect(t.model.columns.value.map((column) => column.inBasket)).toEqual([false, true, false]);
    await t.model.buy(103);
    expect(t.adds).toEqual([]);
    expect(t.visits).toEqual([BASKET_PAGE_URL]);
    // Once the browser knows the basket, its list is the whole truth.
    t.basketKnown.value = true;
    expect(t.model.columns.value[1]?.inBasket).toBe(false);
  });

  it('goes to the basket page at once for a product already there', async () => {
    const t = setup(threeProducts(), { basket: [103] });
    expect(t.model.columns.value[1]?.inBasket).toBe(true);
    await t.model.buy(103);
    expect(t.adds).toEqual([]);
    expect(t.visits).toEqual([BASKET_PAGE_URL]);
  });

  it('stays with the reason when the add is refused or fails', async () => {
    const t = setup();
    const refused = t.model.buy(101);
    t.add().resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    await refused;
    expect(t.model.columns.value[0]).toMatchObject({ request: 'idle', error: 'Товара нет в наличии' });
    t.reset();
    const silent = t.model.buy(101);
    t.add().resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0 });
    await silent;
    expect(t.model.columns.value[0]?.error).toBe(messages.addRefused);
    t.reset();
    const failed = t.model.buy(101);
    t.add().reject(new ApiError('http', 'HTTP 500', { url: '/add', status: 500 }));
    await failed;
    expect(t.model.columns.value[0]?.error).not.toBe('');
    expect(t.visits).toEqual([]);
    expect(t.basketItems.value).toEqual([]);
  });
});

describe('parseCompareTableProps', () => {
  it('accepts the template\'s products, filling what may be left out', () => {
    const props = parseCompareTableProps({ products: [{ id: '101', name: 'A', url: '/a/', price: 100, purchasingOption: 'AVAILABLE' }] });
    expect(props.products[0]).toEqual({
      id: 101, name: 'A', url: '/a/', image: '', price: 100, oldPrice: null, purchasingOption: 'AVAILABLE', quantity: 0, inBasket: false, characteristics: [],
    });
  });

  it('names the bad field', () => {
    expect(() => parseCompareTableProps({ products: [{ id: 0 }] })).toThrow(/props\.products\[0\]\.id/);
    expect(() => parseCompareTableProps({ products: [{ id: 1, name: 'A', url: '', price: 1, purchasingOption: 'SOLD' }] })).toThrow(/purchasingOption/);
    expect(() => parseCompareTableProps({})).toThrow(TypeError);
    expect(() => parseCompareTableProps({ products: [], view: 'diff' })).toThrow("props.view: expected 'all' or 'differences'");
  });

  it('takes the view the page printed, and none when it names none', () => {
    expect(parseCompareTableProps({ products: [], view: 'differences' }).view).toBe('differences');
    expect(parseCompareTableProps({ products: [], view: 'all' }).view).toBe('all');
    expect(parseCompareTableProps({ products: [] }).view).toBeUndefined();
  });
});
