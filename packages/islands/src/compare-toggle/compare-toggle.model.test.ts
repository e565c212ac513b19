import { signal } from '@preact/signals-core';
import { ApiError, type CompareAddResult, type CompareRemoveResult } from '@shop-islands/api';
import { createCompareToggleModel, parseCompareToggleProps } from './compare-toggle.model';
import { deferred } from '../runtime/testkit';

/** The model over a fake compare list and an api whose answers the test gives. */
function setup(initial: number[] = [], printed = false, compareKnown = signal(true)) {
  const compareItems = signal<readonly number[]>(initial);
  const adds: unknown[] = [];
  const removals: number[] = [];
  const announcements: string[] = [];
  let addAnswer = deferred<CompareAddResult>();
  let removeAnswer = deferred<CompareRemoveResult>();
  const model = createCompareToggleModel({
    productId: 101,
    api: {
      add2CompareList: (target) => {
        adds.push(target);
        return addAnswer.promise;
      },
      delFromCompareList: (id) => {
        removals.push(id);
        return removeAnswer.promise;
      },
    },
    store: {
      compareItems,
      addToCompare: (id) => (compareItems.value = [...compareItems.value, id as number]),
      removeFromCompare: (id) => (compareItems.value = compareItems.value.filter((item) => item !== id)),
      compareKnown,
    },
    announce: (message) => announcements.push(message),
    printed,
  });
  return {
    model,
    compareItems,
    adds,
    removals,
    announcements,
    add: () => addAnswer,
    remove: () => removeAnswer,
    reset() {
      addAnswer = deferred();
      removeAnswer = deferred();
    },
  };
}

describe('compare-toggle model', () => {
  it('becomes active only after a successful add, and the store gets the id only then', async () => {
    const t = setup([103]);
    expect(t.model.state.value).toBe('inactive');
    const click = t.model.activate();
    expect(t.model.state.value).toBe('loading');
    expect(t.compareItems.value).toEqual([103]);
    await t.model.activate(); // a second click while loading
    expect(t.adds).toEqual([101]);
    t.add().resolve({ SHOW_COMPARE: 2 });
    await click;
    expect(t.model.state.value).toBe('active');
    expect(t.compareItems.value).toEqual([103, 101]);
    expect(t.announcements).toEqual(['Товар добавлен к сравнению']);
    expect(t.model.popoverOpen.value).toBe(false);
  });

  it('drops a failed add\'s error once another tab has put the product in the compare list', async () => {
    const t = setup();
    const click = t.model.activate();
    t.add().reject(new ApiError('network', 'offline', { url: '/compare' }));
    await click;
    expect(t.model.error.value).not.toBe('');
    t.compareItems.value = [101];
    expect(t.model.state.value).toBe('active');
    expect(t.model.error.value).toBe('');
  });

  it('when active, a press opens the popover (and another closes it) without a request', async () => {
    const t = setup([101]);
    expect(t.model.state.value).toBe('active');
    await t.model.activate();
    expect(t.model.popoverOpen.value).toBe(true);
    await t.model.activate();
    expect(t.model.popoverOpen.value).toBe(false);
    expect(t.adds).toEqual([]);
  });

  it('removal from the popover makes it inactive and closes the popover', async () => {
    const t = setup([101, 103]);
    await t.model.activate();
    const removal = t.model.remove();
    expect(t.model.state.value).toBe('removing');
    await t.model.remove(); // a double click on «Удалить из сравнения»
    expect(t.removals).toEqual([101]);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 1 });
    await removal;
    expect(t.model.state.value).toBe('inactive');
    expect(t.model.popoverOpen.value).toBe(false);
    expect(t.compareItems.value).toEqual([103]);
    expect(t.announcements).toEqual(['Товар удалён из сравнения']);
  });

  it('a failed removal keeps the product and shows the reason in the open popover', async () => {
    const t = setup([101]);
    await t.model.activate();
    const removal = t.model.remove();
    t.remove().resolve({ STATE: false, SHOW_COMPARE: 1, ERROR: 'Не указан товар' });
    await removal;
    expect(t.model.state.value).toBe('active');
    expect(t.model.popoverOpen.value).toBe(true);
    expect(t.model.error.value).toBe('Не указан товар');
    expect(t.compareItems.value).toEqual([101]);

    t.reset();
    const retry = t.model.remove();
    t.remove().reject(new ApiError('network', 'offline', { url: '/del' }));
    await retry;
    expect(t.model.error.value).toBe('Нет связи с сервером. Проверьте подключение к интернету.');
    // Closing the popover forgets the old reason.
    t.model.setPopoverOpen(false);
    expect(t.model.error.value).toBe('');
  });

  it('a removal refused without a reason says so in our own words, and keeps the product', async () => {
    const t = setup([101]);
    await t.model.activate();
    const removal = t.model.remove();
    t.remove().resolve({ STATE: false, SHOW_COMPARE: 1 });
    await removal;
    expect(t.model.error.value).toBe('Не удалось удалить товар из сравнения. Попробуйте ещё раз.');
    expect(t.model.popoverOpen.value).toBe(true);
    expect(t.model.state.value).toBe('active');
    expect(t.compareItems.value).toEqual([101]);
    expect(t.announcements).toEqual([]);

    // An empty reason is no reason either.
    t.reset();
    const retry = t.model.remove();
    t.remove().resolve({ STATE: false, SHOW_COMPARE: 1, ERROR: '' });
    await retry;
    expect(t.model.error.value).toBe('Не удалось удалить товар из сравнения. Попробуйте ещё раз.');
  });

  it('a removal that fails after the popover was closed opens it again with the reason', async () => {
    const t = setup([101]);
    await t.model.activate();
    const removal = t.model.remove();
    // Escape, a click elsewhere or the product page's timer while the request runs.
    t.model.setPopoverOpen(false);
    t.remove().reject(new ApiError('timeout', 'slow', { url: '/del' }));
    await removal;
    expect(t.model.popoverOpen.value).toBe(true);
    expect(t.model.error.value).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
  });

  it('a failed add leaves the list alone and says why: HTTP errors and the server’s own ERROR', async () => {
    const t = setup();
    let click = t.model.activate();
    t.add().reject(new ApiError('http', 'HTTP 500', { url: '/add', status: 500 }));
    await click;
    expect(t.model.state.value).toBe('error');
    expect(t.model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(t.compareItems.value).toEqual([]);

    t.reset();
    click = t.model.activate();
    t.add().resolve({ SHOW_COMPARE: 0, ERROR: 'Товар не найден' });
    await click;
    expect(t.model.error.value).toBe('Товар не найден');
    expect(t.compareItems.value).toEqual([]);
  });

  it('on a first visit a printed «В сравнении» holds until the list is known: a press offers removal, not adding again', async () => {
    const known = signal(false); // a first visit: the store does not know the compare list
    const t = setup([], true, known);
    expect(t.model.state.value).toBe('active');
    await t.model.activate();
    expect(t.model.popoverOpen.value).toBe(true);
    expect(t.adds).toEqual([]);
    known.value = true; // the getVars.php answer came, without the product
    expect(t.model.state.value).toBe('inactive');
    expect(t.model.popoverOpen.value).toBe(false);
  });

  it('a printed «В сравнении» removed here, before the list is known, is no longer claimed', async () => {
    const t = setup([], true, signal(false));
    await t.model.activate();
    const removal = t.model.remove();
    expect(t.removals).toEqual([101]);
    t.remove().resolve({ STATE: true, SHOW_COMPARE: 0 });
    await removal;
    expect(t.model.state.value).toBe('inactive');
    expect(t.announcements).toEqual(['Товар удалён из сравнения']);
  });

  it('ignores what the page printed once the list is known', () => {
    expect(setup([], true).model.state.value).toBe('inactive');
  });

  it('follows other tabs, and a popover about a product removed elsewhere closes', async () => {
    const t = setup();
    t.compareItems.value = [101];
    expect(t.model.state.value).toBe('active');
    await t.model.activate();
    expect(t.model.popoverOpen.value).toBe(true);
    t.compareItems.value = [];
    expect(t.model.state.value).toBe('inactive');
    expect(t.model.popoverOpen.value).toBe(false);
  });
});

describe('compare-toggle props', () => {
  it('takes the product id, an optional name and the variant (catalogue by default)', () => {
    expect(parseCompareToggleProps({ productId: 101 })).toEqual({ productId: 101, variant: 'catalog' });
    expect(parseCompareToggleProps({ productId: '7', productName: 'Стражъ', variant: 'product' })).toEqual({
      productId: 7,
      productName: 'Стражъ',
      variant: 'product',
    });
  });

  it('rejects bad props with a message naming the field', () => {
    expect(() => parseCompareToggleProps('101')).toThrow(new TypeError('props: expected an object, got "101"'));
    expect(() => parseCompareToggleProps({ productId: 0 })).toThrow(/^props\.productId: expected a whole number > 0, got 0$/);
    expect(() => parseCompareToggleProps({ productId: '7a' })).toThrow(/^props\.productId:/);
    expect(() => parseCompareToggleProps({ productId: 1, productName: [] })).toThrow(/^props\.productName:/);
    expect(() => parseCompareToggleProps({ productId: 1, variant: 'list' })).toThrow(/^props\.variant:/);
  });

  it('falls back to the catalogue variant when the template prints null', () => {
    expect(parseCompareToggleProps({ productId: 3, variant: null })).toEqual({ productId: 3, variant: 'catalog' });
  });
});
