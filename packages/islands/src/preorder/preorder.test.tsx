import { signal } from '@preact/signals-core';
import type { PreOrderRequest, PreOrderResult } from '@shop-islands/api';
import type { CurrentUser } from '@shop-islands/store';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPreorderModel, type PreorderProps } from './preorder.model';
import { PreorderView } from './preorder.view';

/** The view over a user and an api that answers `answer(request)`. */
function renderPreorder(
  options: {
    props?: Partial<PreorderProps>;
    user?: CurrentUser;
    answer?: (request: PreOrderRequest) => Promise<PreOrderResult>;
  } = {},
) {
  const requests: PreOrderRequest[] = [];
  const props: PreorderProps = { productId: 110, productName: 'AutoGuard X-1900', variant: 'catalog', ...options.props };
  const model = createPreorderModel({
    productId: props.productId,
    variant: props.variant,
    user: signal(options.user ?? { isAuth: false, email: '' }),
    api: {
      addPreOrder: (request) => {
        requests.push(request);
        return options.answer ? options.answer(request) : Promise.resolve({ ok: true, ERROR: [] });
      },
    },
  });
  render(<PreorderView model={model} props={props} />);
  return { requests };
}

/** The demo backend's rule, enough for these tests. */
const backendRule = (request: PreOrderRequest): Promise<PreOrderResult> =>
  Promise.resolve(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(request.userEmail ?? '') ? { ok: true, ERROR: [] } : { ok: false, ERROR: ['Укажите корректный e-mail'] });

const form = () => screen.queryByRole('dialog', { name: 'Сообщить о поступлении' });

describe('preorder view', () => {
  it('opens the form from «Сообщить о поступлении» with focus in the pre-filled email field', async () => {
    const user = userEvent.setup();
    renderPreorder({ user: { isAuth: true, email: 'ivan@example.ru' } });
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении «AutoGuard X-1900»' }));
    expect(form()).not.toBeNull();
    const email = screen.getByRole('textbox', { name: 'Ваш e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('ivan@example.ru');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Количество' })).toHaveValue('1');
  });

  it('keeps the form open with the server’s errors in an alert, then closes it and confirms on success', async () => {
    const user = userEvent.setup();
    const { requests } = renderPreorder({ answer: backendRule });
    const trigger = screen.getByRole('button', { name: /^Сообщить о поступлении/ });
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', { name: 'Ваш e-mail' }), 'ivan@');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите корректный e-mail');
    expect(form()).not.toBeNull();
    const email = screen.getByRole('textbox', { name: 'Ваш e-mail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Укажите корректный e-mail');

    await user.type(email, 'example.ru');
    await user.clear(screen.getByRole('textbox', { name: 'Количество' }));
    await user.type(screen.getByRole('textbox', { name: 'Количество' }), '2');
    await user.keyboard('{Enter}');
    const done = await screen.findByRole('alertdialog', { name: 'Сообщить о поступлении' });
    expect(done).toHaveTextContent('Уведомление успешно добавлено');
    expect(form()).toBeNull();
    expect(requests.at(-1)).toEqual({ productID: 110, productCnt: 2, userEmail: 'ivan@example.ru' });
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('sends a quantity that is no whole number («5 шт») as 0, and shows the server\'s word on it, the text kept', async () => {
    const user = userEvent.setup();
    const { requests } = renderPreorder({
      user: { isAuth: true, email: 'ivan@example.ru' },
      answer: (request) => Promise.resolve(request.productCnt > 0 ? { ok: true, ERROR: [] } : { ok: false, ERROR: ['Укажите количество'] }),
    });
    await user.click(screen.getByRole('button', { name: /^Сообщить о поступлении/ }));
    const quantity = screen.getByRole('textbox', { name: 'Количество' });
    await user.clear(quantity);
    await user.type(quantity, '5 шт{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите количество');
    // The field is described by the server's words, read out when the focus comes back to it.
    expect(quantity).toHaveAccessibleDescription('Укажите количество');
    expect(requests).toEqual([{ productID: 110, productCnt: 0, userEmail: 'ivan@example.ru' }]);
    expect(quantity).toHaveValue('5 шт');
  });

  it('joins several server errors with line breaks', async () => {
    const user = userEvent.setup();
    renderPreorder({ answer: () => Promise.resolve({ ok: false, ERROR: ['Укажите корректный e-mail', 'Укажите количество товара от 1 до 999'] }) });
    await user.click(screen.getByRole('button', { name: /^Сообщить о поступлении/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Укажите корректный e-mail\nУкажите количество товара от 1 до 999'));
  });

  it('disables submit while sending, so it is sent once', async () => {
    const user = userEvent.setup();
    let finish!: (result: PreOrderResult) => void;
    const { requests } = renderPreorder({ answer: () => new Promise((resolve) => (finish = resolve)) });
    await user.click(screen.getByRole('button', { name: /^Сообщить о поступлении/ }));
    await user.type(screen.getByRole('textbox', { name: 'Ваш e-mail' }), 'a@b.ru');
    const submit = screen.getByRole('button', { name: 'Отправить' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleName('Отправляем…');
    await user.click(submit);
    expect(requests).toHaveLength(1);
    await act(async () => finish({ ok: true, ERROR: [] }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('keeps the page from scrolling under the open form', async () => {
    const user = userEvent.setup();
    renderPreorder();
    await user.click(screen.getByRole('button', { name: /^Сообщить о поступлении/ }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(form()).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and on «Отмена», returning focus to the button', async () => {
    const user = userEvent.setup();
    renderPreorder();
    const trigger = screen.getByRole('button', { name: /^Сообщить о поступлении/ });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(form()).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(form()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('on the product page: «Предзаказ», no email field for a logged-in shopper, and its own success text', async () => {
    const user = userEvent.setup();
    const { requests } = renderPreorder({ props: { variant: 'product', productName: undefined }, user: { isAuth: true, email: 'ivan@example.ru' } });
    await user.click(screen.getByRole('button', { name: 'Предзаказ' }));
    expect(screen.getByRole('dialog', { name: 'Предзаказ' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ваш e-mail' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Количество' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const done = await screen.findByRole('alertdialog', { name: 'Предзаказ' });
    expect(done).toHaveTextContent('Предзаказ успешно добавлен');
    expect(requests).toEqual([{ productID: 110, productCnt: 1, userEmail: 'ivan@example.ru' }]);
  });

  it('on the product page asks an anonymous shopper for the email', async () => {
    const user = userEvent.setup();
    renderPreorder({ props: { variant: 'product' } });
    await user.click(screen.getByRole('button', { name: /^Предзаказ/ }));
    expect(screen.getByRole('textbox', { name: 'Ваш e-mail' })).toHaveFocus();
  });
});
