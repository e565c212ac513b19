import { signal } from '@preact/signals-core';
import { ApiError, type PreOrderRequest, type PreOrderResult } from '@shop-islands/api';
import type { CurrentUser } from '@shop-islands/store';
import { createPreorderModel, knownUser, parsePreorderProps, quantityToSend, type PreorderVariant } from './preorder.model';
import { deferred } from '../runtime/testkit';

/** The model over a user signal and an api whose answers the test gives. */
function setup(options: { variant?: PreorderVariant; user?: CurrentUser } = {}) {
  const user = signal<CurrentUser>(options.user ?? { isAuth: false, email: '' });
  const requests: PreOrderRequest[] = [];
  let answer = deferred<PreOrderResult>();
  const model = createPreorderModel({
    productId: 110,
    variant: options.variant ?? 'catalog',
    user,
    api: {
      addPreOrder: (request) => {
        requests.push(request);
        return answer.promise;
      },
    },
  });
  return {
    model,
    user,
    requests,
    answer: () => answer,
    next: () => {
      answer = deferred();
    },
  };
}

describe('preorder model', () => {
  it('opens with the known email pre-filled and a quantity of 1 (docs/islands/preorder.md)', () => {
    const t = setup({ user: { isAuth: true, email: 'ivan@example.ru' } });
    expect(t.model.state.value).toBe('closed');
    t.model.open();
    expect(t.model.state.value).toBe('open');
    expect(t.model.email.value).toBe('ivan@example.ru');
    expect(t.model.quantity.value).toBe('1');
    expect(t.model.asksEmail.value).toBe(true);
  });

  it('asks for an email on the product page only when nobody is logged in (docs/islands/preorder.md)', () => {
    const t = setup({ variant: 'product' });
    expect(t.model.asksEmail.value).toBe(true);
    t.user.value = { isAuth: true, email: 'ivan@example.ru' };
    expect(t.model.asksEmail.value).toBe(false);
  });

  it('sends productID, productCnt and userEmail once, however often submit is pressed', async () => {
    const t = setup();
    t.model.open();
    t.model.setEmail(' shopper@example.ru ');
    t.model.setQuantity('3');
    const first = t.model.submit();
    expect(t.model.state.value).toBe('sending');
    await t.model.submit();
    expect(t.requests).toEqual([{ productID: 110, productCnt: 3, userEmail: 'shopper@example.ru' }]);
    t.answer().resolve({ ok: true, ERROR: [] });
    await first;
    expect(t.model.state.value).toBe('sent');
    t.model.dismissSuccess();
    expect(t.model.state.value).toBe('closed');
  });

  it('starts the next preorder at a quantity of 1 after a sent one, but keeps it after a refused one', async () => {
    const t = setup();
    t.model.open();
    t.model.setEmail('shopper@example.ru');
    t.model.setQuantity('3');
    let sent = t.model.submit();
    t.answer().resolve({ ok: false, ERROR: ['Укажите корректный e-mail'] });
    await sent;
    expect(t.model.quantity.value).toBe('3');

    t.next();
    sent = t.model.submit();
    t.answer().resolve({ ok: true, ERROR: [] });
    await sent;
    expect(t.model.quantity.value).toBe('1');
    t.model.dismissSuccess();
    t.model.open();
    expect(t.model.quantity.value).toBe('1');
    t.next();
    void t.model.submit();
    expect(t.requests.map((request) => request.productCnt)).toEqual([3, 3, 1]);
  });

  it('keeps the form open with the server’s error texts (docs/islands/preorder.md), and clears them on the next try', async () => {
    const t = setup();
    t.model.open();
    t.model.setEmail('not-an-email');
    let sent = t.model.submit();
    t.answer().resolve({ ok: false, ERROR: ['Укажите корректный e-mail', 'Укажите количество товара от 1 до 999'] });
    await sent;
    expect(t.model.state.value).toBe('open');
    expect(t.model.errors.value).toEqual(['Укажите корректный e-mail', 'Укажите количество товара от 1 до 999']);

    t.next();
    sent = t.model.submit();
    expect(t.model.errors.value).toEqual([]);
    t.answer().resolve({ ok: true, ERROR: [] });
    await sent;
    expect(t.model.state.value).toBe('sent');
  });

  it('shows the Russian text of a failed call in the same place', async () => {
    const t = setup();
    t.model.open();
    const sent = t.model.submit();
    t.answer().reject(new ApiError('timeout', 'addPreOrder: no answer in 10000 ms', { url: '/pre' }));
    await sent;
    expect(t.model.state.value).toBe('open');
    expect(t.model.errors.value).toEqual(['Сервер не ответил вовремя. Попробуйте ещё раз.']);
  });

  it('a logged-in shopper on the product page sends the known email, or none for the server to fill in', async () => {
    const t = setup({ variant: 'product', user: { isAuth: true, email: 'ivan@example.ru' } });
    t.model.open();
    void t.model.submit();
    expect(t.requests[0]).toEqual({ productID: 110, productCnt: 1, userEmail: 'ivan@example.ru' });

    const anonymousEmail = setup({ variant: 'product', user: { isAuth: true, email: '' } });
    anonymousEmail.model.open();
    void anonymousEmail.model.submit();
    expect(anonymousEmail.requests[0]).toEqual({ productID: 110, productCnt: 1 });
  });

  it('cannot be closed while sending, and keeps what the shopper typed when reopened', async () => {
    const t = setup({ user: { isAuth: false, email: 'old@example.ru' } });
    t.model.open();
    t.model.setEmail('new@example.ru');
    const sent = t.model.submit();
    t.model.close();
    expect(t.model.state.value).toBe('sending');
    t.answer().resolve({ ok: false, ERROR: ['Вы уже подписаны на уведомление об этом товаре'] });
    await sent;
    t.model.close();
    expect(t.model.state.value).toBe('closed');
    t.model.open();
    expect(t.model.email.value).toBe('new@example.ru');
    expect(t.model.errors.value).toEqual([]);
  });
});

describe('preorder quantity, user and props', () => {
  it('pre-fills from the store’s user once it knows one, else from the page config', () => {
    const configured = { isAuth: true, email: 'from-page@example.ru' };
    expect(knownUser({ isAuth: false, email: '' }, configured)).toEqual(configured);
    expect(knownUser({ isAuth: true, email: 'ivan@example.ru' }, configured)).toEqual({ isAuth: true, email: 'ivan@example.ru' });
    expect(knownUser({ isAuth: false, email: 'guest@example.ru' }, configured)).toEqual({ isAuth: false, email: 'guest@example.ru' });
  });

  it('takes a loosely printed page config user for a guest without email, and its form still sends', async () => {
    // A template's `"user": {"isAuth": "N", "email": null}` (Bitrix's flags, a guest's null email).
    const printed = { isAuth: 'N', email: null } as unknown as CurrentUser;
    const guest = knownUser({ isAuth: false, email: '' }, printed);
    expect(guest).toEqual({ isAuth: false, email: '' });
    const t = setup({ variant: 'product', user: guest });
    t.model.open();
    expect(t.model.asksEmail.value).toBe(true);
    t.model.setEmail('guest@example.ru');
    void t.model.submit();
    expect(t.requests).toEqual([{ productID: 110, productCnt: 1, userEmail: 'guest@example.ru' }]);
    t.answer().resolve({ ok: true, ERROR: [] });
    await vi.waitFor(() => expect(t.model.state.value).toBe('sent'));
  });

  it('sends the whole number typed, 1 for an empty field and 0 (for the server to refuse) otherwise', () => {
    expect(quantityToSend('2')).toBe(2);
    expect(quantityToSend(' ')).toBe(1);
    expect(quantityToSend('-1')).toBe(0);
    expect(quantityToSend('1.5')).toBe(0);
  });

  it('takes the product id, an optional name and the variant (catalogue by default)', () => {
    expect(parsePreorderProps({ productId: 110 })).toEqual({ productId: 110, variant: 'catalog' });
    expect(parsePreorderProps({ productId: '110', productName: 'AutoGuard', variant: 'product' })).toEqual({
      productId: 110,
      productName: 'AutoGuard',
      variant: 'product',
    });
    expect(() => parsePreorderProps({ productId: 1.5 })).toThrow(/^props\.productId: expected a whole number > 0, got 1\.5$/);
    expect(() => parsePreorderProps({ productId: 1, variant: 'wholesale' })).toThrow(/^props\.variant:/);
    expect(() => parsePreorderProps({ productId: 1, productName: {} })).toThrow(/^props\.productName:/);
  });
});
