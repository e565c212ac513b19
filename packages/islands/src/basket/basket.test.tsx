import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop-islands/api';
import { manualClock } from '../ui/clock.testkit';
import { createBasketModel, DEBOUNCE_MS, UNDO_MS } from './basket.model';
import { basketProps, fakeBasketApi, fakeBasketStore, serverError } from './basket.testkit';
import { BasketView } from './basket.view';
import basket from './basket.island';
import { createStore } from '@shop-islands/store';
import { setPageRuntime } from '../runtime/page';
import { mountLikeTheLoader } from '../runtime/testkit';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderBasket(count = 2, overrides = {}, serverEmpty: Element | null = null) {
  const clock = manualClock();
  const { api, calls } = fakeBasketApi();
  const store = fakeBasketStore();
  const announced: string[] = [];
  const visited: string[] = [];
  const model = createBasketModel({ props: basketProps(count, overrides), store, api, clock, announce: (text) => announced.push(text), navigate: (url) => visited.push(url) });
  render(<BasketView model={model} serverEmpty={serverEmpty} />);
  return { model, clock, calls, store, announced, visited, user: userEvent.setup() };
}

const field = (n: number) => screen.getByRole('textbox', { name: `Количество: Сигнализация ${n}` });
const removeButton = (n: number) => screen.getByRole('button', { name: `Удалить: Сигнализация ${n}` });
const undoButton = () => screen.getByRole('button', { name: 'Вернуть' });
const clearButton = () => screen.getByRole('button', { name: 'Очистить корзину' });

describe('basket view', () => {
  test('shows each line with its field, − and +, the total and the actions', () => {
    renderBasket(2);
    expect(screen.getByRole('table', { name: 'Товары в корзине' })).toBeInTheDocument();
    expect(field(1)).toHaveValue('1');
    expect(field(1)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Уменьшить количество: Сигнализация 1' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Увеличить количество: Сигнализация 1' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'Удалить: Сигнализация 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Очистить корзину' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/personal/order/');
    expect(screen.getByText('Итого:')).toBeInTheDocument();
  });

  test('shows a line\'s picture, and a line without one asks the server for nothing (no empty src)', () => {
    const clock = manualClock();
    const props = basketProps(2);
    props.items[0] = { ...props.items[0]!, image: '/images/products/1.svg' };
    const model = createBasketModel({ props, store: fakeBasketStore(), api: fakeBasketApi().api, clock, navigate: () => {} });
    const { container } = render(<BasketView model={model} serverEmpty={null} />);
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', '/images/products/1.svg');
    expect(container.querySelector('img[src=""]')).toBeNull();
  });

  test('lets no letter into the field', async () => {
    const { user } = renderBasket(1);
    await user.type(field(1), 'аb');
    expect(field(1)).toHaveValue('1');
  });

  test('a value below 1 is refused with the shop\'s text, described on the field, and the previous value comes back', async () => {
    const { user, calls } = renderBasket(1);
    await user.clear(field(1));
    await user.type(field(1), '0');
    await user.tab();
    expect(field(1)).toHaveValue('1');
    expect(field(1)).toHaveAccessibleDescription('Минимальное значение должно быть равно 1');
    expect(field(1)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.basketQuantity).toHaveLength(0);
  });

  test('a value above the maximum is refused with the maximum named', async () => {
    const { user } = renderBasket(1, { max: 3 });
    await user.clear(field(1));
    await user.type(field(1), '9{Enter}');
    expect(field(1)).toHaveValue('1');
    expect(screen.getByText('Максимально возможное значение 3')).toBeInTheDocument();
  });

  test('plus at the maximum is disabled, the focus kept on it; the server\'s sum and total show after the pause', async () => {
    const { user, clock, calls } = renderBasket(1, { max: 2 });
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Сигнализация 1' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    // Pressed again at the maximum: nothing changes, nothing is said.
    await user.keyboard('{Enter}');
    expect(field(1)).toHaveValue('2');
    expect(screen.queryByText('Максимально возможное значение 2')).toBeNull();
    act(() => clock.tick(DEBOUNCE_MS));
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 2]]);
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '2 000 ₽', TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    expect(screen.getAllByText('2 000 ₽')).toHaveLength(2);
  });

  test('removing the last line shows the server\'s empty block and the undo button', async () => {
    const serverEmpty = document.createElement('div');
    serverEmpty.className = 'notice basket-empty';
    serverEmpty.hidden = true;
    serverEmpty.textContent = 'Ваша корзина пуста';
    const { user, calls } = renderBasket(1, {}, serverEmpty);
    expect(screen.queryByText('Ваша корзина пуста')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Удалить: Сигнализация 1' }));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Ваша корзина пуста')).toBeVisible();
    expect(screen.getByText('Товар «Сигнализация 1» удалён из корзины.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(calls.add2BasketByID.map((call) => call.args)).toEqual([[1]]);
  });

  test('a failed clearing is said in an alert', async () => {
    const { user, calls } = renderBasket(2);
    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    calls.basketDelete[0]!.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Корзина не очищена. Сервер отказал.');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  test('a clearing cut off by the network is said in the alert, and the lines stay', async () => {
    const { user, calls } = renderBasket(2);
    await user.click(clearButton());
    calls.basketDelete[0]!.reject(new ApiError('network', 'Failed to fetch', { url: '/basketDelete.php' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Корзина не очищена. Нет связи с сервером. Проверьте подключение к интернету.');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(clearButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a line taken out in another tab goes, and a status line offers to reload for the right total', () => {
    const { store } = renderBasket(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => store.elsewhere([2]));
    expect(screen.queryByRole('textbox', { name: 'Количество: Сигнализация 1' })).toBeNull();
    expect(field(2)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Корзина изменилась в другой вкладке или на этой странице, итог может быть неточным.');
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  test('an empty basket says so when a product is bought elsewhere (the carousel below), with the reload', () => {
    const { store } = renderBasket(0);
    // In the page before it speaks, so that screen readers follow it.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => store.elsewhere([77]));
    expect(screen.getByText('Ваша корзина пуста')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Корзина изменилась в другой вкладке или на этой странице.');
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  test('a basket just cleared keeps the same status line, which speaks when a product is bought elsewhere', async () => {
    const { user, calls, store } = renderBasket(1);
    const status = screen.getByRole('status');
    await user.click(clearButton());
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    expect(screen.queryByRole('table')).toBeNull();
    act(() => store.elsewhere([77]));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Корзина изменилась в другой вкладке или на этой странице.');
    expect(within(status).getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  test('«Удалить» by keyboard keeps the focus while it runs, then hands it to «Вернуть», which waits while focused; undo brings the focus back to the row', async () => {
    const { user, calls, clock } = renderBasket(2, { quantity: 2 });
    act(() => removeButton(2).focus());
    await user.keyboard('{Enter}');
    // Not `disabled`: the focus stays on the button while the removal is on its way.
    expect(removeButton(2)).toHaveFocus();
    expect(removeButton(2)).toHaveAttribute('aria-disabled', 'true');
    expect(removeButton(2)).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(calls.basketDelete).toHaveLength(1);
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Удалить: Сигнализация 2' })).toBeNull();
    expect(undoButton()).toHaveFocus();
    expect(undoButton()).toHaveAccessibleDescription('Товар «Сигнализация 2» удалён из корзины.');
    // No time runs out under the shopper's focus.
    act(() => clock.tick(UNDO_MS * 3));
    expect(undoButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(calls.add2BasketByID).toHaveLength(1);
    // Kept (and ignored) while the line comes back, so the focus stays.
    expect(undoButton()).toHaveFocus();
    expect(undoButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 2 });
    await settle();
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '4 000 ₽', TOTAL_PRICE_FORMATTED: '6 000 ₽' });
    await settle();
    expect(calls.add2BasketByID).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(removeButton(2)).toHaveFocus();
  });

  test('«Вернуть» left by the focus or the pointer gets its whole time again, then goes', async () => {
    const { user, calls, clock } = renderBasket(2);
    await user.click(removeButton(1));
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    expect(undoButton()).toHaveFocus();
    act(() => clock.tick(UNDO_MS * 2));
    await user.hover(undoButton());
    act(() => field(2).focus());
    act(() => clock.tick(UNDO_MS * 2));
    expect(undoButton()).toBeInTheDocument();
    await user.unhover(undoButton());
    act(() => clock.tick(UNDO_MS - 1));
    expect(undoButton()).toBeInTheDocument();
    act(() => clock.tick(1));
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(field(2)).toHaveFocus();
  });

  test('clearing by keyboard hands the focus to «Вернуть», and undo back to «Очистить корзину»', async () => {
    const { user, calls } = renderBasket(1);
    act(() => clearButton().focus());
    await user.keyboard('{Enter}');
    expect(clearButton()).toHaveFocus();
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    expect(undoButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 300, BASKET_ITEMS_CNT: 1 });
    await settle();
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '1 000 ₽', TOTAL_PRICE_FORMATTED: '1 000 ₽' });
    await settle();
    expect(clearButton()).toHaveFocus();
  });

  test('an undo the server refuses moves the focus from «Вернуть» to the empty block, or to the row now in the removed one\'s place', async () => {
    const emptyBasket = renderBasket(1);
    act(() => removeButton(1).focus());
    await emptyBasket.user.keyboard('{Enter}');
    emptyBasket.calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    await emptyBasket.user.keyboard('{Enter}');
    emptyBasket.calls.add2BasketByID[0]!.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось вернуть товар. Товара нет в наличии');
    expect(screen.getByText('Ваша корзина пуста').closest('[data-part="empty"]')).toHaveFocus();
    cleanup();

    const { user, calls } = renderBasket(3);
    act(() => removeButton(2).focus());
    await user.keyboard('{Enter}');
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '4 000 ₽' });
    await settle();
    await user.keyboard('{Enter}');
    calls.add2BasketByID[0]!.reject(new Error('offline'));
    await settle();
    expect(removeButton(3)).toHaveFocus();
  });

  test('an undo offer that runs out with the focus on «Вернуть» hands the focus to the row now in the removed one\'s place', async () => {
    const { user, calls, clock, model } = renderBasket(2);
    act(() => removeButton(1).focus());
    await user.keyboard('{Enter}');
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    expect(undoButton()).toHaveFocus();
    // The bar holds its time while focused; let it run anyway, as nothing else could.
    act(() => model.holdUndo(false));
    act(() => clock.tick(UNDO_MS));
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(removeButton(2)).toHaveFocus();
  });

  test('«Очистить корзину» pressed twice sends one request, and says it is busy meanwhile', async () => {
    const { user, calls } = renderBasket(2);
    await user.dblClick(clearButton());
    expect(calls.basketDelete).toHaveLength(1);
    expect(clearButton()).toHaveAttribute('aria-disabled', 'true');
    expect(clearButton()).toHaveAttribute('aria-busy', 'true');
    expect(clearButton()).toHaveFocus();
    calls.basketDelete[0]!.resolve({ STATE: false, TOTAL_PRICE_FORMATTED: '' });
    await settle();
    expect(clearButton()).not.toHaveAttribute('aria-disabled');
    await user.click(clearButton());
    expect(calls.basketDelete).toHaveLength(2);
  });

  test('a quantity the server refuses shows its own reason under the field, and the confirmed quantity comes back', async () => {
    const { user, clock, calls, announced } = renderBasket(1);
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Сигнализация 1' }));
    act(() => clock.tick(DEBOUNCE_MS));
    calls.basketQuantity[0]!.resolve({ STATE: false, ERROR: 'Максимально возможное значение 1', TOTAL_PRICE_FORMATTED: '1 000 ₽' });
    await settle();
    expect(field(1)).toHaveValue('1');
    expect(field(1)).toHaveAccessibleDescription('Количество не изменено. Максимально возможное значение 1');
    expect(announced.at(-1)).toBe('Количество не изменено. Максимально возможное значение 1');
  });

  test('ArrowUp and ArrowDown step from the number typed in the field', async () => {
    const { user, clock, calls } = renderBasket(1);
    await user.clear(field(1));
    await user.type(field(1), '3{ArrowDown}');
    expect(field(1)).toHaveValue('2');
    expect(field(1)).not.toHaveAttribute('aria-invalid');
    act(() => clock.tick(DEBOUNCE_MS));
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '2 000 ₽', TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    await user.clear(field(1));
    await user.type(field(1), '4{ArrowUp}');
    expect(field(1)).toHaveValue('5');
    act(() => clock.tick(DEBOUNCE_MS));
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([
      [101, 2],
      [101, 5],
    ]);
  });

  test('«Оформить заказ» right after typing a quantity sends it at once, and follows the link once it is saved', async () => {
    const { user, calls, visited } = renderBasket(1);
    await user.clear(field(1));
    await user.type(field(1), '3');
    await user.click(screen.getByRole('link', { name: 'Оформить заказ' }));
    expect(calls.basketQuantity.map((call) => call.args)).toEqual([[101, 3]]);
    expect(visited).toEqual([]);
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '3 000 ₽', TOTAL_PRICE_FORMATTED: '3 000 ₽' });
    await settle();
    expect(visited).toEqual(['/personal/order/']);
  });

  test('«Оформить заказ» keeps the shopper on the page when the quantity typed before it fails, with the error', async () => {
    const { user, calls, visited } = renderBasket(1);
    await user.clear(field(1));
    await user.type(field(1), '3');
    await user.click(screen.getByRole('link', { name: 'Оформить заказ' }));
    calls.basketQuantity[0]!.reject(serverError());
    await settle();
    expect(visited).toEqual([]);
    expect(field(1)).toHaveValue('1');
    expect(field(1)).toHaveAccessibleDescription('Количество не изменено. Ошибка сервера. Попробуйте позже.');
  });

  test('«Оформить заказ» with nothing waiting is a plain link', () => {
    const { calls, visited } = renderBasket(1);
    let prevented: boolean | null = null;
    // After the island's own handler: was the browser's following of the link stopped? (Then stopped here, as jsdom cannot follow it.)
    const watch = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    act(() => screen.getByRole('link', { name: 'Оформить заказ' }).click());
    document.removeEventListener('click', watch);
    expect(prevented).toBe(false);
    expect(visited).toEqual([]);
    expect(calls.basketQuantity).toHaveLength(0);
  });

  test('undo of a clearing brings back what the server takes, names in the alert what it does not, and gives the focus back to «Очистить корзину», or to the empty block when nothing came back', async () => {
    const { user, calls, announced } = renderBasket(3, { quantity: 2 });
    act(() => clearButton().focus());
    await user.keyboard('{Enter}');
    calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    await user.keyboard('{Enter}');
    calls.add2BasketByID[0]!.resolve({ ok: true, RESULT_ID: 301, BASKET_ITEMS_CNT: 1 });
    await settle();
    calls.basketQuantity[0]!.resolve({ ITEM_SUM: '2 000 ₽', TOTAL_PRICE_FORMATTED: '2 000 ₽' });
    await settle();
    calls.add2BasketByID[1]!.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 1, ERROR: 'Товара нет в наличии' });
    await settle();
    calls.add2BasketByID[2]!.resolve({ ok: true, RESULT_ID: 303, BASKET_ITEMS_CNT: 2 });
    await settle();
    calls.basketQuantity[1]!.resolve({ ITEM_SUM: '6 000 ₽', TOTAL_PRICE_FORMATTED: '8 000 ₽' });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось вернуть товар «Сигнализация 2». Товара нет в наличии.');
    expect(field(1)).toHaveValue('2');
    expect(field(3)).toHaveValue('2');
    expect(screen.queryByRole('textbox', { name: 'Количество: Сигнализация 2' })).toBeNull();
    expect(announced.at(-1)).toBe('Товары возвращены в корзину. В корзине 2 товара на сумму 8 000 ₽');
    expect(screen.queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(clearButton()).toHaveFocus();
    cleanup();

    const nothing = renderBasket(2);
    act(() => clearButton().focus());
    await nothing.user.keyboard('{Enter}');
    nothing.calls.basketDelete[0]!.resolve({ STATE: true, TOTAL_PRICE_FORMATTED: '0 ₽' });
    await settle();
    await nothing.user.keyboard('{Enter}');
    nothing.calls.add2BasketByID[0]!.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 0, ERROR: 'Товара нет в наличии' });
    await settle();
    nothing.calls.add2BasketByID[1]!.reject(new ApiError('network', 'Failed to fetch', { url: '/add2BasketByID.php' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось вернуть товар «Сигнализация 1». Товара нет в наличии. Не удалось вернуть товар «Сигнализация 2». Нет связи с сервером. Проверьте подключение к интернету.',
    );
    expect(screen.getByText('Ваша корзина пуста').closest('[data-part="empty"]')).toHaveFocus();
  });
});

describe('basket island: a quantity typed into the printed page before it came (docs/islands/basket.md#when-it-loads)', () => {
  mountLikeTheLoader();
  afterEach(() => {
    setPageRuntime(null);
    document.body.innerHTML = '';
  });

  async function mountOverTyped(focusTyped: boolean) {
    const sent: string[] = [];
    setPageRuntime({
      store: createStore({ storage: null, cookies: { get: () => undefined, set: () => {}, remove: () => {} }, window: null, document: null }),
      config: { sessid: 'abc', user: { isAuth: false, email: '' }, endpoints: { basketQuantity: '/ajax/qty.php' }, mode: 'normal' },
      apiDeps: {
        fetch: async (_url, init) => {
          sent.push(String(init?.body));
          return Response.json({ ITEM_SUM: '3 000 руб.', TOTAL_PRICE_FORMATTED: '5 000 руб.' });
        },
        sessid: () => 'abc',
        endpoints: { basketQuantity: '/ajax/qty.php' },
        baseUrl: 'http://shop.test',
      },
    });
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = `<form><table class="basket-table">
      <tr data-row-id="101"><td><input type="number" name="QUANTITY_101" value="1"></td></tr>
      <tr data-row-id="102"><td><input type="number" name="QUANTITY_102" value="1"></td></tr></table></form>`;
    const printed = element.querySelector<HTMLInputElement>('[name="QUANTITY_101"]')!;
    printed.value = '3';
    if (focusTyped) printed.focus();
    await basket.mount(basketProps(2), { name: 'basket', element, events: [], fail: () => {} }).ready;
    return { sent };
  }

  it('shows the typed quantity, not the printed one, and sends it', async () => {
    const { sent } = await mountOverTyped(false);
    expect(field(1)).toHaveValue('3');
    expect(field(2)).toHaveValue('1');
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: DEBOUNCE_MS + 2000 });
    expect(Object.fromEntries(new URLSearchParams(sent[0]))).toMatchObject({ id: '101', quantity: '3' });
  });

  it('keeps the focus in that field, where the shopper goes on typing, and sends once it is left', async () => {
    const { sent } = await mountOverTyped(true);
    expect(field(1)).toHaveValue('3');
    expect(field(1)).toHaveFocus();
    expect(sent).toEqual([]);
  });
});
