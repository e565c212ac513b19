import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { manualClock } from '../ui/clock.testkit';
import { createBasketModel, DEBOUNCE_MS } from './basket.model';
import { basketProps, fakeBasketApi, fakeBasketStore } from './basket.testkit';
import { BasketView } from './basket.view';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderBasket(count = 2, overrides = {}, serverEmpty: Element | null = null) {
  const clock = manualClock();
  const { api, calls } = fakeBasketApi();
  const store = fakeBasketStore();
  const model = createBasketModel({ props: basketProps(count, overrides), store, api, clock });
  render(<BasketView model={model} serverEmpty={serverEmpty} />);
  return { model, clock, calls, store, user: userEvent.setup() };
}

const field = (n: number) => screen.getByRole('textbox', { name: `Количество: Сигнализация ${n}` });

describe('basket view', () => {
  test('shows each line with its field, − and +, the total and the actions', () => {
    renderBasket(2);
    expect(screen.getByRole('table', { name: 'Товары в корзине' })).toBeInTheDocument();
    expect(field(1)).toHaveValue('1');
    expect(field(1)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Уменьшить количество: Сигнализация 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Увеличить количество: Сигнализация 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Удалить: Сигнализация 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Очистить корзину' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/personal/order/');
    expect(screen.getByText('Итого:')).toBeInTheDocument();
  });

  test('shows a line\'s picture, and a line without one asks the server for nothing (no empty src)', () => {
    const clock = manualClock();
    const props = basketProps(2);
    props.items[0] = { ...props.items[0]!, image: '/images/products/1.svg' };
    const model = createBasketModel({ props, store: fakeBasketStore(), api: fakeBasketApi().api, clock });
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

  test('plus at the maximum is disabled; the server\'s sum and total show after the pause', async () => {
    const { user, clock, calls } = renderBasket(1, { max: 2 });
    const plus = screen.getByRole('button', { name: 'Увеличить количество: Сигнализация 1' });
    await user.click(plus);
    expect(plus).toBeDisabled();
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

  test('a line taken out in another tab goes, and a status line offers to reload for the right total', () => {
    const { store } = renderBasket(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => store.elsewhere([2]));
    expect(screen.queryByRole('textbox', { name: 'Количество: Сигнализация 1' })).toBeNull();
    expect(field(2)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Корзина изменилась в другой вкладке или на этой странице, итог может быть неточным.');
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });
});
