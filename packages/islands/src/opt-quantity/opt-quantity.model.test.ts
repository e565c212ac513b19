import { ApiError } from '@shop-islands/api';
import { formatPrice } from '../ui/money';
import { createOptQuantityModel } from './opt-quantity.model';
import type { OptQuantityProps } from './opt-quantity.props';
import { createFakeApi, createFakeClock, createOptStore, settle } from './opt-quantity.testkit';

const props: OptQuantityProps = { productId: 101, price: 13110, max: 42, quantity: 0, productName: 'Стражъ A93' };

function setup(options: { basketItems?: unknown; props?: Partial<OptQuantityProps> } = {}) {
  const clock = createFakeClock();
  let leaveHandler: (() => void) | null = null;
  const { api, changes, priceCalls } = createFakeApi();
  const { store, storage } = createOptStore(options.basketItems);
  const announced: string[] = [];
  const model = createOptQuantityModel({
    props: { ...props, ...options.props },
    store,
    api,
    clock,
    announce: (text) => announced.push(text),
    onPageHide: (leave) => {
      leaveHandler = leave;
      return () => (leaveHandler = null);
    },
  });
  const stored = () => JSON.parse(storage.getItem('basketItems') ?? 'null') as unknown;
  /** The page's `pagehide`. */
  const leavePage = () => leaveHandler?.();
  return { model, store, clock, changes, priceCalls, announced, stored, leavePage };
}

describe('opt-quantity model', () => {
  it('shows the line price at once and puts the line in the basket as {PRODUCT_ID, QUANTITY}', () => {
    const { model, store, stored, changes } = setup();
    model.input('3');
    // docs/islands/opt-quantity.md: no wait for the server — price and basket follow the keystroke.
    expect(model.linePrice.value).toBe(3 * 13110);
    expect(store.basketCount.value).toBe(1);
    expect(stored()).toEqual([{ PRODUCT_ID: 101, QUANTITY: 3 }]);
    expect(changes).toHaveLength(0);
    expect(model.state.value).toBe('saving');
  });

  describe('before the browser knows the basket (a first visit, docs/embedding.md#cached-html)', () => {
    it('shows the printed quantity and its line price, then follows the start-up answer', () => {
      const { model, store, changes } = setup({ props: { quantity: 3 } });
      expect(model.text.value).toBe('3');
      expect(model.linePrice.value).toBe(3 * 13110);
      store.reconcile({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 5 }] });
      expect(model.text.value).toBe('5');
      expect(changes).toHaveLength(0);

      const { model: gone, store: goneStore } = setup({ props: { quantity: 3 } });
      // The page was printed for another shopper: this one's basket has no such line.
      goneStore.reconcile({ basketItems: [] });
      expect(gone.text.value).toBe('');
    });

    it('counts + from the printed quantity, and the late start-up answer does not undo it', async () => {
      const { model, store, clock, changes } = setup({ props: { quantity: 3 } });
      model.step(1);
      expect(model.text.value).toBe('4');
      clock.advance(400);
      expect(changes.map((call) => call.args.quantity)).toEqual([4]);
      store.reconcile({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] });
      expect(model.text.value).toBe('4');
      expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 101, QUANTITY: 4 }]);
      changes[0]!.resolve({ ok: true, result: 1 });
      await settle();
      expect(model.state.value).toBe('idle');
    });

    it('keeps a field emptied by the shopper empty, and sends the 0', () => {
      const { model, clock, changes } = setup({ props: { quantity: 3 } });
      model.input('');
      expect(model.text.value).toBe('');
      clock.advance(400);
      expect(changes.map((call) => call.args.quantity)).toEqual([0]);
    });

    it('shows the browser\'s basket, not the printed quantity, once an earlier page stored it', () => {
      const { model } = setup({ basketItems: [], props: { quantity: 3 } });
      expect(model.text.value).toBe('');
    });
  });

  it('takes the line out of the basket for 0 or an empty field', () => {
    const { model, store, stored } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 5 }, { PRODUCT_ID: 7, QUANTITY: 2 }] });
    expect(model.text.value).toBe('5');
    model.input('0');
    expect(model.text.value).toBe('0');
    expect(store.isInBasket(101)).toBe(false);
    expect(model.linePrice.value).toBe(0);
    model.input('4');
    model.input('');
    expect(stored()).toEqual([{ PRODUCT_ID: 7, QUANTITY: 2 }]);
    expect(store.basketCount.value).toBe(1);
  });

  it('ignores letters and signs typed into the field', () => {
    const { model } = setup();
    model.input('2x');
    expect(model.text.value).toBe('2');
    model.input('2-5');
    expect(model.text.value).toBe('25');
  });

  it('sends the quantity once typing pauses for 400 ms, not on every keystroke', () => {
    const { model, clock, changes } = setup();
    model.input('1');
    clock.advance(300);
    model.input('12');
    clock.advance(399);
    expect(changes).toHaveLength(0);
    clock.advance(1);
    expect(changes.map((call) => call.args)).toEqual([{ productId: 101, quantity: 12 }]);
  });

  it('sends at once on Enter or when the field is left', () => {
    const { model, changes, clock } = setup();
    model.input('8');
    model.commit();
    expect(changes.map((call) => call.args.quantity)).toEqual([8]);
    clock.advance(1000);
    expect(changes).toHaveLength(1);
  });

  it('confirms the change and tells screen-reader users what is in the basket', async () => {
    const { model, clock, changes, announced } = setup();
    model.input('1');
    clock.advance(400);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(model.state.value).toBe('idle');
    expect(announced).toEqual([`В корзине 1 шт. на сумму ${formatPrice(13110)}`]);
  });

  it('says the total at the volume price when the save answers before the price', async () => {
    const { model, clock, changes, priceCalls, announced } = setup();
    model.input('10');
    clock.advance(400);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(model.state.value).toBe('idle');
    // The estimate at the old unit price is not said: the price for 10 is on its way.
    expect(announced).toEqual([]);
    priceCalls[0]!.resolve({ PRICES: { '101': { PRICE: 12720, PRICE_FORMATTED: '12 720 руб.' } } });
    await settle();
    expect(announced).toEqual([`В корзине 10 шт. на сумму ${formatPrice(127200)}`]);
  });

  it('says the total at the volume price when the price answers before the save', async () => {
    const { model, clock, changes, priceCalls, announced } = setup();
    model.input('10');
    clock.advance(400);
    priceCalls[0]!.resolve({ PRICES: { '101': { PRICE: 12720, PRICE_FORMATTED: '12 720 руб.' } } });
    await settle();
    expect(announced).toEqual([]);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(announced).toEqual([`В корзине 10 шт. на сумму ${formatPrice(127200)}`]);
  });

  it('says the estimate when the price fails, counted for the saved quantity even if the field has moved on', async () => {
    const { model, clock, changes, priceCalls, announced } = setup();
    model.input('10');
    clock.advance(400);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    model.input('15');
    priceCalls[0]!.reject(new ApiError('http', 'HTTP 500', { url: '/itemPrices', status: 500 }));
    await settle();
    expect(announced).toEqual([`В корзине 10 шт. на сумму ${formatPrice(131100)}`]);
  });

  it('says the product left the basket once the server confirmed 0', async () => {
    const { model, clock, changes, announced, store } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] });
    model.input('0');
    clock.advance(400);
    expect(changes.map((call) => call.args)).toEqual([{ productId: 101, quantity: 0 }]);
    // Nothing is said before the server agreed.
    expect(announced).toEqual([]);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(model.state.value).toBe('idle');
    expect(announced).toEqual(['Товар убран из корзины']);
    expect(store.isInBasket(101)).toBe(false);
  });

  it('tells the page\'s Bitrix basket line (through the store) only once the server saved the quantity', async () => {
    const { model, clock, changes, store } = setup();
    const saves = vi.spyOn(store, 'setWholesaleQuantity');
    // Each key changes the lists at once, as pending: the server does not have 1 or 12 yet.
    model.input('1');
    model.input('12');
    expect(saves.mock.calls).toEqual([
      [101, 1, { pending: true }],
      [101, 12, { pending: true }],
    ]);
    clock.advance(400);
    changes[0]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(saves.mock.calls.at(-1)).toEqual([101, 12]);
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 101, QUANTITY: 12 }]);
  });

  it('lets a newer change supersede the one on its way: the late answer is ignored', async () => {
    const { model, clock, changes, store } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 1 }] });
    model.input('5');
    clock.advance(400);
    model.input('7');
    expect(changes[0]!.signal?.aborted).toBe(true);
    clock.advance(400);
    // The old request fails late; it must not bring back 1 over the 7 being saved.
    changes[0]!.reject(new ApiError('http', 'late 500', { url: '/x', status: 500 }));
    await settle();
    expect(model.text.value).toBe('7');
    expect(model.state.value).toBe('saving');
    changes[1]!.resolve({ ok: true, result: 1 });
    await settle();
    expect(model.state.value).toBe('idle');
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 101, QUANTITY: 7 }]);
  });

  it('brings back the last saved quantity, in the basket too, when the server refuses (result ≠ 1)', async () => {
    const { model, clock, changes, stored } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 4 }] });
    model.input('9');
    clock.advance(400);
    changes[0]!.resolve({ ok: false, result: 0 });
    await settle();
    expect(model.text.value).toBe('4');
    expect(model.linePrice.value).toBe(4 * 13110);
    expect(stored()).toEqual([{ PRODUCT_ID: 101, QUANTITY: 4 }]);
    expect(model.state.value).toBe('error');
    expect(model.message.value).toBe('Количество не сохранено. Попробуйте ещё раз.');
  });

  it('says why in Russian when the call fails, and takes a new product out again', async () => {
    const { model, clock, changes, store } = setup();
    model.input('3');
    clock.advance(400);
    changes[0]!.reject(new ApiError('timeout', 'no answer in 10 s', { url: '/x' }));
    await settle();
    expect(model.text.value).toBe('');
    expect(store.isInBasket(101)).toBe(false);
    expect(model.message.value).toBe('Количество не сохранено. Сервер не ответил вовремя. Попробуйте ещё раз.');
    // The next change clears the message.
    model.input('1');
    expect(model.message.value).toBe('');
    expect(model.state.value).toBe('saving');
  });

  it('cuts a quantity above the stock to the stock, with the basket wording (docs/islands/opt-quantity.md)', () => {
    const { model, clock, changes } = setup();
    model.input('100');
    expect(model.text.value).toBe('42');
    expect(model.message.value).toBe('Максимально возможное значение 42');
    clock.advance(400);
    expect(changes[0]!.args.quantity).toBe(42);
  });

  it('steps with − and + between 0 and the stock', () => {
    const { model, store } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 41 }] });
    model.step(1);
    expect(model.text.value).toBe('42');
    model.step(1);
    expect(model.text.value).toBe('42');
    expect(model.message.value).toBe('Максимально возможное значение 42');
    model.input('1');
    model.step(-1);
    expect(model.text.value).toBe('');
    expect(store.isInBasket(101)).toBe(false);
    model.step(-1);
    expect(model.quantity.value).toBe(0);
  });

  it('sends a return to the saved quantity when a dropped change may have reached the server', async () => {
    const { model, clock, changes } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] });
    model.input('5');
    clock.advance(400);
    model.input('3');
    clock.advance(400);
    expect(changes.map((call) => call.args.quantity)).toEqual([5, 3]);
    changes[1]!.resolve({ ok: true, result: 1 });
    await settle();
    // Once 3 is confirmed, typing 35 and back to 3 needs no request.
    model.input('35');
    model.input('3');
    clock.advance(400);
    expect(changes).toHaveLength(2);
  });

  it('sends nothing when the quantity comes back to the saved one', () => {
    const { model, clock, changes } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] });
    model.input('35');
    model.input('3');
    clock.advance(1000);
    expect(changes).toHaveLength(0);
    expect(model.state.value).toBe('idle');
  });

  it('uses the volume price the server gives at the new quantity (itemPrices)', async () => {
    const { model, clock, priceCalls } = setup();
    model.input('10');
    expect(model.linePrice.value).toBe(131100);
    clock.advance(400);
    expect(priceCalls.map((call) => call.args)).toEqual([[{ ID: 101, QUANTITY: 10 }]]);
    priceCalls[0]!.resolve({ PRICES: { '101': { PRICE: 12720, PRICE_FORMATTED: '12 720 руб.' } } });
    await settle();
    expect(model.unitPrice.value).toBe(12720);
    expect(model.linePrice.value).toBe(127200);
    // Within the same tier the known volume price applies at once.
    model.input('12');
    expect(model.linePrice.value).toBe(12 * 12720);
    model.input('3');
    expect(model.linePrice.value).toBe(3 * 13110);
  });

  it('asks for the volume price of a line already in the basket, or changed in another tab', async () => {
    const { model, store, priceCalls } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 12 }] });
    expect(priceCalls.map((call) => call.args)).toEqual([[{ ID: 101, QUANTITY: 12 }]]);
    priceCalls[0]!.resolve({ PRICES: { '101': { PRICE: 12720, PRICE_FORMATTED: '12 720 руб.' } } });
    await settle();
    expect(model.linePrice.value).toBe(12 * 12720);
    store.setWholesaleQuantity(101, 60);
    expect(priceCalls[1]!.args).toEqual([{ ID: 101, QUANTITY: 60 }]);
  });

  it('keeps the estimate when the price refresh fails', async () => {
    const { model, clock, priceCalls } = setup();
    model.input('10');
    clock.advance(400);
    priceCalls[0]!.reject(new ApiError('config', 'no itemPrices address', { url: '' }));
    await settle();
    expect(model.linePrice.value).toBe(131100);
    expect(model.message.value).toBe('');
  });

  it('follows a change made in another tab and drops its own pending change', () => {
    const { model, store, clock, changes } = setup();
    model.input('2');
    store.setWholesaleQuantity(101, 6);
    expect(model.text.value).toBe('6');
    expect(model.state.value).toBe('idle');
    clock.advance(1000);
    expect(changes).toHaveLength(0);
    store.setWholesaleQuantity(101, 0);
    expect(model.text.value).toBe('');
  });

  it('goes no lower than 0 from the keyboard\'s −, on an empty field: nothing sent', () => {
    const { model, clock, changes, store } = setup();
    model.step(-1);
    expect(model.text.value).toBe('');
    expect(store.wholesaleItems.value).toEqual([]);
    clock.advance(400);
    expect(changes).toEqual([]);
  });

  it('still sends a change typed just before the island goes away', () => {
    const { model, changes } = setup();
    model.input('4');
    model.dispose();
    expect(changes.map((call) => call.args.quantity)).toEqual([4]);
  });

  describe('a field taken off the page with its change sent (the list replaced)', () => {
    /** The old field typed 5 and went away; the list's new field for the same product has 7 typed. */
    function replaced() {
      const old = setup();
      old.model.input('5');
      old.model.dispose();
      const fresh = createFakeApi();
      const model = createOptQuantityModel({ props, store: old.store, api: fresh.api, clock: old.clock });
      model.input('7');
      return { old, model, changes: fresh.changes };
    }

    it.each([
      ['fails', (call: { reject(error: unknown): void }) => call.reject(new ApiError('http', 'HTTP 500', { url: '/x', status: 500 }))],
      ['is refused', (call: { resolve(answer: { ok: boolean; result: number }): void }) => call.resolve({ ok: false, result: 0 })],
      ['is saved', (call: { resolve(answer: { ok: boolean; result: number }): void }) => call.resolve({ ok: true, result: 1 })],
    ] as const)('leaves the new field\'s quantity alone when the old change %s', async (_, answer) => {
      const { old, model, changes } = replaced();
      (answer as (call: unknown) => void)(old.changes[0]!);
      await settle();
      expect(model.text.value).toBe('7');
      expect(old.store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 101, QUANTITY: 7 }]);
      old.clock.advance(400);
      expect(changes.map((call) => call.args.quantity)).toEqual([7]);
    });

    it('still puts back the quantity it took when nothing replaced it and the change fails', async () => {
      const { model, store, changes } = setup({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 2 }] });
      model.input('5');
      model.dispose();
      changes[0]!.reject(new ApiError('timeout', 'no answer', { url: '/x' }));
      await settle();
      expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 101, QUANTITY: 2 }]);
    });
  });

  describe('leaving the page (docs/embedding.md#network)', () => {
    it('sends a quantity still in its pause at once, as a request that outlives the page', () => {
      const { model, changes, leavePage } = setup();
      model.input('3');
      leavePage();
      expect(changes.map((change) => [change.args.quantity, change.keepalive])).toEqual([[3, true]]);
    });

    it('sends nothing when nothing waits, or once disposed', async () => {
      const { model, clock, changes, leavePage } = setup();
      leavePage();
      expect(changes).toHaveLength(0);
      model.input('2');
      clock.advance(400);
      changes[0]!.resolve({ ok: true, result: 1 });
      await settle();
      leavePage();
      expect(changes).toHaveLength(1);
      model.input('5');
      model.dispose();
      leavePage();
      expect(changes.map((change) => [change.args.quantity, change.keepalive])).toEqual([[2, undefined], [5, undefined]]);
    });

    it('a page that comes back (the back-forward cache) sends the quantity again and shows the answer', async () => {
      const { model, clock, changes, leavePage } = setup();
      model.input('3');
      leavePage();
      clock.advance(400);
      expect(changes.map((change) => [change.args.quantity, change.keepalive])).toEqual([[3, true], [3, undefined]]);
      changes[1]!.resolve({ ok: true, result: 1 });
      await settle();
      expect(model.state.value).toBe('idle');
    });
  });
});
