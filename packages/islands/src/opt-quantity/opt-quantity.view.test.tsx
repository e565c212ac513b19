import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop-islands/api';
import { formatPrice } from '../ui/money';
import { createOptQuantityModel } from './opt-quantity.model';
import type { OptQuantityProps } from './opt-quantity.props';
import { createFakeApi, createFakeClock, createOptStore, settle } from './opt-quantity.testkit';
import { OptQuantityView } from './opt-quantity.view';

/** A price as Testing Library reads it: its whitespace normalised to plain spaces. */
const shownPrice = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

const props: OptQuantityProps = { productId: 125, price: 7370, max: 43, quantity: 0, productName: 'GPS-трекер Tracker Pro 4G' };

function renderIsland(basketItems?: unknown) {
  const clock = createFakeClock();
  const { api, changes, priceCalls } = createFakeApi();
  const { store } = createOptStore(basketItems);
  const model = createOptQuantityModel({ props, store, api, clock });
  render(<OptQuantityView model={model} productName={props.productName} basePrice={props.price} />);
  const field = screen.getByRole('textbox', { name: /^Количество ?, GPS-трекер Tracker Pro 4G$/ });
  return { model, store, clock, changes, priceCalls, field, user: userEvent.setup() };
}

describe('opt-quantity view', () => {
  it('updates the line price with each digit typed and counts the product in the basket', async () => {
    const { field, store, user } = renderIsland();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(shownPrice(0))).toBeInTheDocument();
    await user.type(field, '1');
    expect(screen.getByText(shownPrice(7370))).toBeInTheDocument();
    await user.type(field, '2');
    expect(screen.getByText(shownPrice(12 * 7370))).toBeInTheDocument();
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 125, QUANTITY: 12 }]);
    // The field is described by its line price, so a screen reader reads the sum with it.
    expect(field).toHaveAccessibleDescription(expect.stringContaining(formatPrice(12 * 7370)));
  });

  it('does not let letters into the field', async () => {
    const { field, user } = renderIsland();
    await user.type(field, '3шт');
    expect(field).toHaveValue('3');
  });

  it('steps with the − and + buttons and the arrow keys; − is off at 0', async () => {
    const { field, user } = renderIsland([{ PRODUCT_ID: 125, QUANTITY: 1 }]);
    const minus = screen.getByRole('button', { name: 'Уменьшить количество' });
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(field).toHaveValue('2');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('4');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveValue('3');
    await user.clear(field);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the keyboard focus on − and + when they reach 0 and the stock; a further press does nothing', async () => {
    const { field, store, user } = renderIsland([{ PRODUCT_ID: 125, QUANTITY: 1 }]);
    const minus = screen.getByRole('button', { name: 'Уменьшить количество' });
    minus.focus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');
    // A `disabled` button would lose the focus here (docs/islands/opt-quantity.md#keyboard-and-screen-readers).
    expect(minus).toBeEnabled();
    expect(minus).toHaveFocus();
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');

    const plus = screen.getByRole('button', { name: 'Увеличить количество' });
    await user.clear(field);
    await user.type(field, '42');
    plus.focus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('43');
    expect(plus).toBeEnabled();
    expect(plus).toHaveFocus();
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('43');
    expect(store.wholesaleItems.value).toEqual([{ PRODUCT_ID: 125, QUANTITY: 43 }]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('turns + off at the stock and explains a larger number', async () => {
    const { field, user } = renderIsland();
    await user.type(field, '99');
    expect(field).toHaveValue('43');
    expect(screen.getByRole('alert')).toHaveTextContent('Максимально возможное значение 43');
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('brings back the saved quantity with an alert when saving fails', async () => {
    const { field, clock, changes, user } = renderIsland([{ PRODUCT_ID: 125, QUANTITY: 2 }]);
    await user.clear(field);
    await user.type(field, '5');
    expect(field.closest('[data-state]')).toHaveAttribute('data-state', 'saving');
    await act(async () => {
      clock.advance(400);
      changes[0]!.reject(new ApiError('http', 'HTTP 500', { url: '/x', status: 500 }));
      await settle();
    });
    expect(field).toHaveValue('2');
    expect(screen.getByText(shownPrice(2 * 7370))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Количество не сохранено. Ошибка сервера. Попробуйте позже.');
    expect(field.closest('[data-state]')).toHaveAttribute('data-state', 'error');
  });

  it('sends at once on Enter', async () => {
    const { field, changes, user } = renderIsland();
    await user.type(field, '6{Enter}');
    expect(changes.map((call) => call.args.quantity)).toEqual([6]);
  });

  it('shows the volume price once the server gives it, and prices the line with it', async () => {
    const { field, clock, changes, priceCalls, user } = renderIsland();
    await user.type(field, '10');
    expect(screen.getByText(shownPrice(73700))).toBeInTheDocument();
    await act(async () => {
      clock.advance(400);
      priceCalls[0]!.resolve({ PRICES: { '125': { PRICE: 7150, PRICE_FORMATTED: '7 150 руб.' } } });
      await settle();
    });
    expect(screen.getByText(shownPrice(71500))).toBeInTheDocument();
    // While the quantity is being saved the note says so; the discount shows once it is saved.
    expect(screen.getByText('Сохраняем…')).toBeInTheDocument();
    await act(async () => {
      changes[0]!.resolve({ ok: true, result: 1 });
      await settle();
    });
    expect(screen.getByText(`${shownPrice(7150)} за шт. со скидкой`)).toBeInTheDocument();
  });
});
