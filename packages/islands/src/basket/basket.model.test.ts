import { ApiError } from '@shop-islands/api';
import { manualClock } from '../ui/clock.testkit';
import { createBasketModel, DEBOUNCE_MS, UNDO_MS } from './basket.model';
import { basketProps, fakeBasketApi, fakeBasketStore, serverError } from './basket.testkit';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(count = 2, overrides = {}) {
  const clock = manualClock();
  const { api, calls } = fakeBasketApi();
  const store = fakeBasketStore();
  const announced: string[] = [];
  const visited: string[] = [];
  const model = createBasketModel({ props: basketProps(count, overrides), store, api, clock, announce: (text) => announced.push(text), navigate: (url) => visited.push(url) });
  const line = (index: number) => model.lines.value[index]!;
  return { clock, api, calls, store, announced, visited, model, line };
}

const quantityAnswer = (sum: string, total: string) => ({ ITEM_SUM: sum, TOTAL_PRICE_FORMATTED: total });

/** The server takes both lines of `setUp(2)` back as undo asks: each re-added, then given its quantity. */
async function serverRestoresBoth(calls: ReturnType<typeof setUp>['calls']) {
  calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 201, BASKET_ITEMS_CNT: 1 });
  await flush();
  calls.basketQuantity[0]!.resolve(quantityAnswer('1 000 ₽', '1 000 ₽'));
  await flush();
  calls.add2BasketByID[1]!.resolve({ ok: true, RESULT_ID: 202, BASKET_ITEMS_CNT: 2 });
  await flush();
  calls.basketQuantity[1]!.resolve(quantityAnswer('2 000 ₽', '3 000 ₽'));
  await flush();
}

describe('basket model', () => {
  test('lists the server\'s lines in the store and shows its total', () => {
    const { model, store } = setUp(2);
    expect([...store.items]).toEqual([1, 2]);
    expect(model.total.value).toBe(new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(3000));
    expect(model.state.value).toBe('idle');
  });

  test('keeps the server\'s printed prices, sums and total until it answers', () => {
    const model = createBasketModel({
      props: basketProps(1),
      serverTexts: { total: '1 000 руб.', lines: new Map([[101, { price: '1 000 руб.', sum: '1 000 руб.' }]]) },
      store: fakeBasketStore(),
      api: fakeBasketApi().api,
      clock: manualClock(),
      navigate: () => {},
    });
    expect(model.total.value).toBe('1 000 руб.');
    expect(model.lines.value[0]!.price).toBe('1 000 руб.');
    expect(model.lines.value[0]!.sum.value).toBe('1 000 руб.');
  });

  test('refuses a quantity below 1 with the shop\'s text, restores the previous value, sends nothing', () => {
    const { model, line, calls, clock, announced } = setUp();
    model.input(line(0), '0');
    model.commit(line(0));
    expect(line(0).message.value).toBe('Минимальное значение должно быть равно 1');
    expect(line(0).text.value).toBe('1');
    expect(announced).toEqual(['Минимальное значение должно быть равно 1']);
    model.input(line(0), '');
    model.commit(line(0));
    expect(line(0).text.value).toBe('1');
    clock.tick(DEBOUNCE_MS * 2);
    expect(calls.basketQuantity).toHaveLength(0);
  });

  test('refuses a quantity above the field\'s maximum, naming it, and sends nothing', () => {
    const { model, line, calls, clock } = setUp(1, { max: 7, quantity: 3 });
    model.input(line(0), '8');
    model.commit(line(0));
    expect(line(0).message.value).toBe('Максимально возможное значение 7');
    expect(line(0).text.value).toBe('3');
    clock.tick(DEBOUNCE_MS * 2);
    expect(calls.basketQuantity).toHaveLength(0);
  });

  test('keeps digits only from what is typed or pasted', () => {
    const { model, line } = setUp();
    model.input(line(0), '2 шт.');
    expect(line(0).text.value).toBe('2');
  });

  test('minus is disabled at 1 and plus at the maximum', () => {
    const { model, line } = setUp(1, { max: 2 });
    expect(line(0).atMinimum.value).toBe(true);
    expect(line(0).atMaximum.value).toBe(false);
    model.step(line(0), 1);
    expect(line(0).atMinimum.value).toBe(false);
    expect(line(0).atMaximum.value).toBe(true);
    model.step(line(0), 1);
    expect(line(0).message.value).toBe('Максимально возможное значение 2');
    expect(line(0).text.value).toBe('2');
  });

  test('a refused quantity\'s message goes once the next change is saved', async () => {
    const { model, line, calls, clock } = setUp();
    model.input(line(0), '0');
    model.commit(line(0));
    expect(line(0).message.value).toBe('Минимальное значение должно быть равно 1');
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '3 000 ₽'));
    await flush();
    expect(line(0).text.value).toBe('2');
    expect(line(0).message.value).toBe('');
  });

  test('coalesces quick steps into one request with the last value, then shows the server\'s sum and total', async () => {
    const { model, line, calls, clock, announced } = setUp(2);
    for (let i = 0; i < 4; i += 1) model.step(line(0), 1);
    expect(line(0).text.value).toBe('5');
    clock.tick(DEBOUNCE_MS - 1);
    expect(calls.basketQuantity).toHaveLength(0);
    clock.tick(1);
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 5]]);
    expect(model.state.value).toBe('saving');
    calls.basketQuantity[0]!.resolve(quantityAnswer('5 000 ₽', '7 000 ₽'));
    await flush();
    expect(line(0).sum.value).toBe('5 000 ₽');
    expect(model.total.value).toBe('7 000 ₽');
    expect(model.state.value).toBe('idle');
    expect(announced).toEqual(['В корзине 2 товара на сумму 7 000 ₽']);
  });

  test('sends a newer value only after the answer on its way, so the last value wins and the older answer is not shown', async () => {
    const { model, line, calls, clock } = setUp(1);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    model.step(line(0), 1);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    // One at a time: the server never gets 4 before 2 has been answered.
    expect(calls.basketQuantity).toHaveLength(1);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '2 000 ₽'));
    await flush();
    expect(model.total.value).not.toBe('2 000 ₽');
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [101, 4],
    ]);
    calls.basketQuantity[1]!.resolve(quantityAnswer('4 000 ₽', '4 000 ₽'));
    await flush();
    expect(line(0).text.value).toBe('4');
    expect(model.total.value).toBe('4 000 ₽');
  });

  test('sends one basket request at a time, so answers come back in the order asked and the last total is the basket\'s', async () => {
    const { model, line, calls, clock } = setUp(2);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    model.step(line(1), 1);
    clock.tick(DEBOUNCE_MS);
    model.remove(line(1));
    expect(calls.basketQuantity).toHaveLength(1);
    expect(calls.basketDelete).toHaveLength(0);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '4 000 ₽'));
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [102, 2],
    ]);
    calls.basketQuantity[1]!.resolve(quantityAnswer('4 000 ₽', '6 000 ₽'));
    await flush();
    expect(model.total.value).toBe('6 000 ₽');
    expect(calls.basketDelete.map((call) => call.args)).toEqual([[102]]);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await flush();
    expect(model.total.value).toBe('2 000 ₽');
    expect(line(0).sum.value).toBe('2 000 ₽');
  });

  test('a change made while another line\'s request is on its way goes with its newest value only', async () => {
    const { model, line, calls, clock } = setUp(2);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    model.step(line(1), 1);
    clock.tick(DEBOUNCE_MS);
    model.step(line(1), 1);
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '4 000 ₽'));
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [102, 3],
    ]);
  });

  test('a failed change restores the last confirmed quantity and says why', async () => {
    const { model, line, calls, clock, announced } = setUp(1);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.reject(serverError());
    await flush();
    expect(line(0).text.value).toBe('1');
    expect(line(0).message.value).toBe('Количество не изменено. Ошибка сервера. Попробуйте позже.');
    expect(model.state.value).toBe('error');
    expect(announced).toEqual(['Количество не изменено. Ошибка сервера. Попробуйте позже.']);
  });

  test('removes a line, updates store and total, and undo adds it back with its quantity', async () => {
    const { model, line, calls, store, announced } = setUp(2, { quantity: 2 });
    const second = line(1);
    model.remove(second);
    expect(calls.basketDelete.map((call) => call.args)).toEqual([[102]]);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await flush();
    expect(model.lines.value).toHaveLength(1);
    expect(store.items.has(2)).toBe(false);
    expect(model.total.value).toBe('2 000 ₽');
    expect(model.undoOffer.value?.text).toBe('Товар «Сигнализация 2» удалён из корзины.');
    expect(announced.at(-1)).toBe('Товар «Сигнализация 2» удалён из корзины. В корзине 1 товар на сумму 2 000 ₽');

    model.undo();
    expect(calls.add2BasketByID.map((call) => call.args)).toEqual([[2]]);
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 2 });
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[300, 2]]);
    calls.basketQuantity[0]!.resolve(quantityAnswer('4 000 ₽', '6 000 ₽'));
    await flush();
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
    expect(second.rowId.value).toBe(300);
    expect(store.items.has(2)).toBe(true);
    expect(model.total.value).toBe('6 000 ₽');
    expect(model.undoOffer.value).toBeNull();
  });

  test('undo puts a line back where it was, not at the end', async () => {
    const { model, line, calls } = setUp(2);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await flush();
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([2]);
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 301, BASKET_ITEMS_CNT: 2 });
    await flush();
    calls.basketQuantity[0]?.resolve(quantityAnswer('1 000 ₽', '3 000 ₽'));
    await flush();
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
  });

  test('the undo offer goes after a few seconds', async () => {
    const { model, line, calls, clock } = setUp(1);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    expect(model.state.value).toBe('empty');
    clock.tick(UNDO_MS - 1);
    expect(model.undoOffer.value).not.toBeNull();
    clock.tick(1);
    expect(model.undoOffer.value).toBeNull();
    model.undo();
    expect(calls.add2BasketByID).toHaveLength(0);
  });

  test('an undo the server refuses keeps the basket as it is and shows the server\'s reason, said once (by the view\'s alert)', async () => {
    const { model, line, calls, announced } = setUp(1);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    await flush();
    expect(model.message.value).toBe('Не удалось вернуть товар. Товара нет в наличии');
    expect(announced.filter((text) => text.includes('Не удалось вернуть'))).toEqual([]);
    expect(model.state.value).toBe('empty');
  });

  test('a failed removal keeps the line and says why', async () => {
    const { model, line, calls } = setUp(2);
    model.remove(line(0));
    calls.basketDelete[0]!.reject(serverError());
    await flush();
    expect(model.lines.value).toHaveLength(2);
    expect(line(0).message.value).toBe('Товар не удалён. Ошибка сервера. Попробуйте позже.');
  });

  // The two ways a removal or clearing can go wrong: the request fails, or the server says no.
  const deleteGoesWrong = [
    ['fails', (call: { reject(error: unknown): void }) => call.reject(serverError())],
    ['is refused', (call: { resolve(answer: { STATE: boolean; TOTAL_PRICE_FORMATTED: string }): void }) => call.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' })],
  ] as const;

  test.each(deleteGoesWrong)('a removal that %s sends the quantity changed just before it, so the field, the sum and the total agree', async (_, goWrong) => {
    const { model, line, calls, clock } = setUp(2, { quantity: 2 });
    model.step(line(0), 1);
    // «Удалить» within the pause: the 3 has not gone yet.
    clock.tick(DEBOUNCE_MS - 1);
    model.remove(line(0));
    goWrong(calls.basketDelete[0]!);
    await flush();
    expect(model.lines.value).toHaveLength(2);
    expect(line(0).text.value).toBe('3');
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 3]]);
    calls.basketQuantity[0]!.resolve(quantityAnswer('3 000 ₽', '7 000 ₽'));
    await flush();
    expect(line(0).sum.value).toBe('3 000 ₽');
    expect(model.total.value).toBe('7 000 ₽');
    // Leaving the field later has nothing more to send.
    model.commit(line(0));
    clock.tick(DEBOUNCE_MS);
    expect(calls.basketQuantity).toHaveLength(1);
  });

  test('clearing sends no id, empties the basket and the store, and undo brings every line back in order', async () => {
    const { model, calls, store, announced } = setUp(2);
    model.clear();
    expect(calls.basketDelete.map((call) => call.args)).toEqual([[]]);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '' });
    await flush();
    expect(model.state.value).toBe('empty');
    expect(store.items.size).toBe(0);
    expect(announced.at(-1)).toBe('Корзина очищена.');
    model.undo();
    await serverRestoresBoth(calls);
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
    expect(model.total.value).toBe('3 000 ₽');
    expect(announced.at(-1)).toBe('Товары возвращены в корзину. В корзине 2 товара на сумму 3 000 ₽');
  });

  test('a refused clearing keeps the basket and says so', async () => {
    const { model, calls } = setUp(2);
    model.clear();
    calls.basketDelete[0]!.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    await flush();
    expect(model.lines.value).toHaveLength(2);
    expect(model.message.value).toBe('Корзина не очищена. Сервер отказал.');
    expect(model.state.value).toBe('error');
  });

  test('a quantity changed on one line still goes after its pause when another line\'s removal fails', async () => {
    const { model, line, calls, clock } = setUp(2, { quantity: 2 });
    model.step(line(0), 1);
    model.remove(line(1));
    calls.basketDelete[0]!.reject(serverError());
    await flush();
    clock.tick(DEBOUNCE_MS);
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 3]]);
  });

  test.each(deleteGoesWrong)('a clearing that %s sends the quantity changed just before it, and only that one', async (_, goWrong) => {
    const { model, line, calls, clock } = setUp(2, { quantity: 2 });
    model.step(line(1), 1);
    clock.tick(DEBOUNCE_MS - 1);
    model.clear();
    goWrong(calls.basketDelete[0]!);
    await flush();
    expect(model.lines.value).toHaveLength(2);
    expect(line(1).text.value).toBe('3');
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[102, 3]]);
    calls.basketQuantity[0]!.resolve(quantityAnswer('6 000 ₽', '8 000 ₽'));
    await flush();
    expect(line(1).sum.value).toBe('6 000 ₽');
    expect(model.total.value).toBe('8 000 ₽');
    clock.tick(DEBOUNCE_MS);
    expect(calls.basketQuantity).toHaveLength(1);
  });

  test('a clearing that fails on the way (no network, a server error) keeps the basket, says why once (the view\'s alert, not an announcement too), and can be pressed again', async () => {
    const { model, calls, store, announced } = setUp(2);
    model.clear();
    calls.basketDelete[0]!.reject(new ApiError('network', 'Failed to fetch', { url: '/basketDelete.php' }));
    await flush();
    expect(model.message.value).toBe('Корзина не очищена. Нет связи с сервером. Проверьте подключение к интернету.');
    // The message is the view's role="alert" line, which reads it out: announced as well, it would be said twice.
    expect(announced).toEqual([]);
    expect(model.state.value).toBe('error');
    expect(model.clearing.value).toBe(false);
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
    expect([...store.items]).toEqual([1, 2]);
    expect(model.undoOffer.value).toBeNull();

    model.clear();
    expect(calls.basketDelete).toHaveLength(2);
    // Pressed again: the old reason goes while the new request runs.
    expect(model.message.value).toBe('');
    calls.basketDelete[1]!.reject(serverError());
    await flush();
    expect(model.message.value).toBe('Корзина не очищена. Ошибка сервера. Попробуйте позже.');
    expect(announced).toEqual([]);
    expect(model.lines.value).toHaveLength(2);
  });

  test('a quantity the server refuses brings back the confirmed one with the server\'s own reason, announced, and its total', async () => {
    const { model, line, calls, clock, announced } = setUp(1, { quantity: 2 });
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.resolve({ STATE: false, ERROR: 'Максимально возможное значение 2', TOTAL_PRICE_FORMATTED: '2 000 руб.' });
    await flush();
    expect(line(0).text.value).toBe('2');
    expect(line(0).sum.value).not.toBe('');
    expect(line(0).message.value).toBe('Количество не изменено. Максимально возможное значение 2');
    expect(announced).toEqual(['Количество не изменено. Максимально возможное значение 2']);
    expect(model.total.value).toBe('2 000 руб.');
    expect(model.state.value).toBe('error');
    // The refused quantity was never taken as confirmed: the next step asks for it again.
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 3],
      [101, 3],
    ]);
  });

  test('a refusal without a reason says the server refused', async () => {
    const { model, line, calls, clock } = setUp(1);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    await flush();
    expect(line(0).text.value).toBe('1');
    expect(line(0).message.value).toBe('Количество не изменено. Сервер отказал.');
  });

  test('a removal the server refuses keeps the line and is announced', async () => {
    const { model, line, calls, announced } = setUp(2);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    await flush();
    expect(model.lines.value).toHaveLength(2);
    expect(line(0).message.value).toBe('Товар не удалён. Сервер отказал.');
    expect(announced).toEqual(['Товар не удалён. Сервер отказал.']);
    // With the server's own reason, that reason.
    model.remove(line(0));
    calls.basketDelete[1]!.resolve({ STATE: false, ERROR: 'Товар не найден в корзине', TOTAL_PRICE_FORMATTED: '' });
    await flush();
    expect(line(0).message.value).toBe('Товар не удалён. Товар не найден в корзине');
  });

  test('the undo offer waits while the shopper is on it, then has its whole time again', async () => {
    const { model, line, calls, clock } = setUp(2);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await flush();
    clock.tick(UNDO_MS - 1);
    model.holdUndo(true);
    clock.tick(UNDO_MS * 10);
    expect(model.undoOffer.value).not.toBeNull();
    model.holdUndo(false);
    clock.tick(UNDO_MS - 1);
    expect(model.undoOffer.value).not.toBeNull();
    clock.tick(1);
    expect(model.undoOffer.value).toBeNull();
  });

  test('undo keeps its bar, busy, until the line is back, and a second press sends nothing', async () => {
    const { model, line, calls, clock } = setUp(2);
    model.remove(line(1));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '1 000 ₽' });
    await flush();
    model.undo();
    model.undo();
    expect(model.undoOffer.value).toEqual({ text: 'Товар «Сигнализация 2» удалён из корзины.', restoring: true });
    clock.tick(UNDO_MS * 2);
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 2 });
    await flush();
    expect(model.undoOffer.value).not.toBeNull();
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '3 000 ₽'));
    await flush();
    expect(model.undoOffer.value).toBeNull();
    expect(calls.add2BasketByID).toHaveLength(1);
    expect(model.lines.value).toHaveLength(2);
  });

  test('clearing pressed twice sends one request; undo then brings each line back once, and the offer does not come back', async () => {
    const { model, calls } = setUp(2);
    model.clear();
    expect(model.clearing.value).toBe(true);
    model.clear();
    expect(calls.basketDelete).toHaveLength(1);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    expect(model.clearing.value).toBe(false);
    model.undo();
    model.undo();
    await serverRestoresBoth(calls);
    expect(calls.basketDelete).toHaveLength(1);
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
    expect(model.undoOffer.value).toBeNull();
  });

  test('a clearing pressed while a removal is on its way takes the lines left when it answers: its undo does not bring the removed one back', async () => {
    const { model, line, calls, store } = setUp(3);
    model.remove(line(1));
    model.clear();
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '4 000 ₽' });
    await flush();
    calls.basketDelete[1]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    expect(model.lines.value).toEqual([]);
    model.undo();
    await serverRestoresBoth(calls);
    expect(calls.add2BasketByID.map((call) => call.args[0])).toEqual([1, 3]);
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 3]);
    expect(store.items.has(2)).toBe(false);
  });

  test('a clearing pressed while a removal is on its way, the removal refused: undo brings back every line', async () => {
    const { model, line, calls } = setUp(2);
    model.remove(line(1));
    model.clear();
    calls.basketDelete[0]!.resolve({ STATE: false, ERROR: 'Товар не найден', TOTAL_PRICE_FORMATTED: '' });
    await flush();
    calls.basketDelete[1]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    model.undo();
    await serverRestoresBoth(calls);
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
  });

  test('a removal pressed while a clearing is on its way does nothing', () => {
    const { model, line, calls } = setUp(2);
    model.clear();
    model.remove(line(0));
    expect(line(0).removing.value).toBe(false);
    expect(calls.basketDelete).toHaveLength(1);
  });

  test('undo whose quantity cannot be set brings the line back at 1, as the server has it, and says so', async () => {
    const { model, line, calls, store, announced } = setUp(2, { quantity: 3 });
    const second = line(1);
    model.remove(second);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '3 000 ₽' });
    await flush();
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 2 });
    await flush();
    calls.basketQuantity[0]!.reject(serverError());
    await flush();
    expect(model.lines.value.map((each) => each.item.productId)).toEqual([1, 2]);
    expect(store.items.has(2)).toBe(true);
    expect(second.rowId.value).toBe(300);
    expect(second.text.value).toBe('1');
    expect(second.sum.value).toBe(second.price);
    expect(second.message.value).toBe('Товар возвращён, но прежнее количество не восстановлено. Ошибка сервера. Попробуйте позже.');
    expect(model.message.value).toBe('');
    expect(model.state.value).toBe('error');
    expect(announced.at(-1)).toBe(
      'Товары возвращены в корзину. Товар возвращён, но прежнее количество не восстановлено. Ошибка сервера. Попробуйте позже. В корзине 2 товара на сумму 3 000 ₽',
    );
  });

  test('undo whose old quantity the server refuses brings the line back at 1 with the server\'s reason and total', async () => {
    const { model, line, calls, clock } = setUp(1, { quantity: 4 });
    const only = line(0);
    model.remove(only);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 1 });
    await flush();
    calls.basketQuantity[0]!.resolve({ STATE: false, ERROR: 'Максимально возможное значение 2', TOTAL_PRICE_FORMATTED: '1 000 ₽' });
    await flush();
    expect(model.lines.value).toEqual([only]);
    expect(only.text.value).toBe('1');
    expect(only.message.value).toBe('Товар возвращён, но прежнее количество не восстановлено. Максимально возможное значение 2');
    expect(model.total.value).toBe('1 000 ₽');
    // The line goes on from 1, what the server has: + asks for 2.
    model.step(only, 1);
    clock.tick(DEBOUNCE_MS);
    expect(calls.basketQuantity.at(-1)?.args).toEqual([300, 2]);
  });

  test('undo of a clearing goes on past a product the server refuses or whose call fails, and names each one left out', async () => {
    const { model, line, calls, store, announced } = setUp(3, { quantity: 2 });
    const second = line(1);
    model.clear();
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    await flush();
    calls.add2BasketByID[1]!.resolve({ ok: true, RESULT_ID: 202, BASKET_ITEMS_CNT: 1 });
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[202, 2]]);
    calls.basketQuantity[0]!.resolve(quantityAnswer('4 000 ₽', '4 000 ₽'));
    await flush();
    calls.add2BasketByID[2]!.reject(new ApiError('network', 'Failed to fetch', { url: '/add2BasketByID.php' }));
    await flush();
    expect(calls.add2BasketByID.map((call) => call.args)).toEqual([[1], [2], [3]]);
    expect(model.lines.value).toEqual([second]);
    expect(second.rowId.value).toBe(202);
    expect(second.text.value).toBe('2');
    expect([...store.items]).toEqual([2]);
    expect(model.total.value).toBe('4 000 ₽');
    expect(model.message.value).toBe(
      'Не удалось вернуть товар «Сигнализация 1». Товара нет в наличии. Не удалось вернуть товар «Сигнализация 3». Нет связи с сервером. Проверьте подключение к интернету.',
    );
    expect(model.state.value).toBe('error');
    expect(announced.at(-1)).toBe('Товары возвращены в корзину. В корзине 1 товар на сумму 4 000 ₽');
    expect(model.undoOffer.value).toBeNull();
  });

  test('a step goes from the number typed in the field, not from the last one sent', async () => {
    const { model, line, calls, clock } = setUp(1);
    const only = line(0);
    model.input(only, '3');
    model.step(only, -1);
    expect(only.text.value).toBe('2');
    expect(only.message.value).toBe('');
    clock.tick(DEBOUNCE_MS);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '2 000 ₽'));
    await flush();
    model.input(only, '4');
    model.step(only, 1);
    expect(only.text.value).toBe('5');
    clock.tick(DEBOUNCE_MS);
    // A number the field does not take steps from the last one accepted.
    model.input(only, '9');
    model.step(only, -1);
    expect(only.text.value).toBe('4');
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [101, 5],
    ]);
  });

  test('«Оформить заказ» with nothing waiting lets the link go as it is', () => {
    const { model, calls, visited } = setUp(1);
    expect(model.checkout('/personal/order/')).toBe(false);
    expect(visited).toEqual([]);
    expect(calls.basketQuantity).toHaveLength(0);
  });

  test('«Оформить заказ» sends a change still in its pause at once, and goes once every request is answered', async () => {
    const { model, line, calls, clock, visited } = setUp(2);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    // On its way; the second line waits for its pause, then the first changes again meanwhile.
    model.step(line(1), 1);
    model.step(line(0), 1);
    expect(model.checkout('/personal/order/')).toBe(true);
    expect(clock.pending()).toBe(0);
    calls.basketQuantity[0]!.resolve(quantityAnswer('2 000 ₽', '4 000 ₽'));
    await flush();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [102, 2],
    ]);
    calls.basketQuantity[1]!.resolve(quantityAnswer('4 000 ₽', '6 000 ₽'));
    await flush();
    // The first line's newest value goes after its older answer.
    expect(calls.basketQuantity.at(-1)?.args).toEqual([101, 3]);
    expect(visited).toEqual([]);
    calls.basketQuantity[2]!.resolve(quantityAnswer('3 000 ₽', '7 000 ₽'));
    await flush();
    expect(visited).toEqual(['/personal/order/']);
  });

  test.each([
    ['fails', (call: { reject(error: unknown): void }) => call.reject(serverError()), 'Количество не изменено. Ошибка сервера. Попробуйте позже.'],
    ['is refused', (call: { resolve(answer: { STATE: false; ERROR: string; TOTAL_PRICE_FORMATTED: string }): void }) => call.resolve({ STATE: false, ERROR: 'Максимально возможное значение 1', TOTAL_PRICE_FORMATTED: '' }), 'Количество не изменено. Максимально возможное значение 1'],
  ] as const)('«Оформить заказ» keeps the shopper on the page when the change sent first %s, with its error', async (_, goWrong, text) => {
    const { model, line, calls, visited } = setUp(1);
    model.step(line(0), 1);
    expect(model.checkout('/personal/order/')).toBe(true);
    goWrong(calls.basketQuantity[0]!);
    await flush();
    expect(visited).toEqual([]);
    expect(line(0).text.value).toBe('1');
    expect(line(0).message.value).toBe(text);
  });

  test('dispose sends a change still waiting for its pause', () => {
    const { model, line, calls } = setUp(1);
    model.step(line(0), 1);
    model.dispose();
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 2]]);
  });
});

describe('basket model, leaving the page (docs/embedding.md#network)', () => {
  /** `setUp` with the page's `pagehide` in the test's hand. */
  function leaving(count = 2, overrides = {}) {
    let leave = () => {};
    let listening = false;
    const clock = manualClock();
    const { api, calls } = fakeBasketApi();
    const model = createBasketModel({
      props: basketProps(count, overrides),
      store: fakeBasketStore(),
      api,
      clock,
      navigate: () => {},
      onPageHide: (callback) => {
        leave = callback;
        listening = true;
        return () => (listening = false);
      },
    });
    const line = (index: number) => model.lines.value[index]!;
    return { model, calls, clock, line, leave: () => listening && leave() };
  }
  const sent = (calls: ReturnType<typeof leaving>['calls']) => calls.basketQuantity.map((call) => call.args);

  test('a quantity still in its pause goes at once, as a request that outlives the page', () => {
    const { model, calls, line, leave } = leaving(2);
    model.step(line(1), 1);
    leave();
    expect(sent(calls)).toEqual([[102, 2, { keepalive: true }]]);
  });

  test('a quantity typed and not yet committed counts, within the limits only', () => {
    const { model, calls, line, leave } = leaving(2, { max: 5 });
    model.input(line(0), '4');
    model.input(line(1), '9');
    leave();
    expect(sent(calls)).toEqual([[101, 4, { keepalive: true }]]);
  });

  test('a newer quantity waiting for the answer to an older one goes too', () => {
    const { model, calls, clock, line, leave } = leaving(1);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    model.step(line(0), 1);
    clock.tick(DEBOUNCE_MS);
    expect(sent(calls)).toEqual([[101, 2]]);
    leave();
    expect(sent(calls)).toEqual([[101, 2], [101, 3, { keepalive: true }]]);
  });

  test('nothing goes when nothing waits, for a line on its way out, or during a clearing', () => {
    const quiet = leaving(2);
    quiet.leave();
    expect(sent(quiet.calls)).toEqual([]);

    const removing = leaving(2);
    removing.model.step(removing.line(0), 1);
    removing.model.remove(removing.line(0));
    removing.leave();
    expect(sent(removing.calls)).toEqual([]);

    const clearing = leaving(2);
    clearing.model.step(clearing.line(0), 1);
    clearing.model.clear();
    clearing.leave();
    expect(sent(clearing.calls)).toEqual([]);
  });

  test('a page that comes back (the back-forward cache) sends the quantity again and shows the answer', async () => {
    const { model, calls, clock, line, leave } = leaving(1);
    model.step(line(0), 1);
    leave();
    clock.tick(DEBOUNCE_MS);
    expect(sent(calls)).toEqual([[101, 2, { keepalive: true }], [101, 2]]);
    calls.basketQuantity[1]!.resolve(quantityAnswer('2 000 ₽', '2 000 ₽'));
    await flush();
    expect(line(0).sum.value).toBe('2 000 ₽');
    expect(model.state.value).toBe('idle');
  });

  test('stops listening once disposed', () => {
    const { model, calls, line, leave } = leaving(1);
    model.dispose();
    model.input(line(0), '3');
    leave();
    expect(sent(calls)).toEqual([]);
  });
});

describe('basket model, changes made elsewhere (another tab, another island)', () => {
  test('a product taken out elsewhere loses its line, and the total is said to be stale', () => {
    const { model, store } = setUp(3);
    const total = model.total.value;
    store.elsewhere([1, 3]);
    expect(model.lines.value.map((line) => line.item.productId)).toEqual([1, 3]);
    expect(model.changedElsewhere.value).toBe(true);
    expect(model.total.value).toBe(total);
  });

  test('every product taken out elsewhere empties the basket', () => {
    const { model, store } = setUp(2);
    store.elsewhere([]);
    expect(model.state.value).toBe('empty');
  });

  test('a product added elsewhere has no line here: the total is said to be stale', () => {
    const { model, store } = setUp(2);
    store.elsewhere([1, 2, 77]);
    expect(model.lines.value).toHaveLength(2);
    expect(model.changedElsewhere.value).toBe(true);
  });

  test('the printed lines are the stored basket: ids the server no longer has (an order placed) leave it, and that is no change', () => {
    const clock = manualClock();
    const store = fakeBasketStore([55, 2]);
    const model = createBasketModel({ props: basketProps(2), store, api: fakeBasketApi().api, clock, navigate: () => {} });
    expect(store.basketItems.value).toEqual([2, 1]);
    expect(model.changedElsewhere.value).toBe(false);
    expect(model.lines.value).toHaveLength(2);
  });

  test('an empty basket printed empties the stored one', () => {
    const store = fakeBasketStore([55, 56]);
    const model = createBasketModel({ props: basketProps(0), store, api: fakeBasketApi().api, clock: manualClock(), navigate: () => {} });
    expect(store.basketItems.value).toEqual([]);
    expect(model.state.value).toBe('empty');
    expect(model.changedElsewhere.value).toBe(false);
  });

  test('its own removal, clearing and undo are not changes made elsewhere', async () => {
    const { model, calls, line } = setUp(2);
    model.remove(line(0));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await flush();
    expect(model.lines.value).toHaveLength(1);
    model.undo();
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 2 });
    await flush();
    calls.basketQuantity[0]!.resolve(quantityAnswer('1 000 ₽', '3 000 ₽'));
    await flush();
    expect(model.lines.value).toHaveLength(2);
    model.clear();
    calls.basketDelete[1]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    expect(model.state.value).toBe('empty');
    expect(model.changedElsewhere.value).toBe(false);
  });

  test('a product bought elsewhere below an empty basket, or one just cleared, says the basket changed', async () => {
    const empty = setUp(0);
    empty.store.elsewhere([77]);
    expect(empty.model.changedElsewhere.value).toBe(true);
    const { model, calls, store } = setUp(1);
    model.clear();
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await flush();
    expect(model.changedElsewhere.value).toBe(false);
    store.elsewhere([77]);
    expect(model.changedElsewhere.value).toBe(true);
  });

  test('stops following the store once disposed', () => {
    const { model, store } = setUp(2);
    model.dispose();
    store.elsewhere([1]);
    expect(model.lines.value).toHaveLength(2);
  });
});
