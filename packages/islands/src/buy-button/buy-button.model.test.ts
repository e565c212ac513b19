import { signal } from '@preact/signals-core';
import { ApiError, type BasketAddResult } from '@shop-islands/api';
import { BASKET_PAGE_URL, createBuyButtonModel, parseBuyButtonProps, type BuyButtonDeps } from './buy-button.model';
import { deferred } from '../runtime/testkit';

const ok = (RESULT_ID = 7001): BasketAddResult => ({ ok: true, RESULT_ID, BASKET_ITEMS_CNT: 4 });

/** The model over fakes: a basket list as a signal, an api whose answers the test controls. */
function setup(initialBasket: number[] = [], printed = false, basketKnown = signal(true)) {
  const basketItems = signal<readonly number[]>(initialBasket);
  const calls: number[] = [];
  let answer = deferred<BasketAddResult>();
  const navigations: string[] = [];
  const announcements: string[] = [];
  const deps: BuyButtonDeps = {
    productId: 101,
    api: {
      add2BasketByID: (id) => {
        calls.push(id);
        return answer.promise;
      },
    },
    store: {
      basketItems,
      addToBasket: (id) => {
        if (!basketItems.value.includes(id)) basketItems.value = [...basketItems.value, id];
      },
      basketKnown,
    },
    navigate: (url) => navigations.push(url),
    announce: (message) => announcements.push(message),
    printed,
  };
  return {
    model: createBuyButtonModel(deps),
    basketItems,
    calls,
    navigations,
    announcements,
    get answer() {
      return answer;
    },
    nextAnswer() {
      answer = deferred<BasketAddResult>();
    },
  };
}

describe('buy-button model', () => {
  it('adds to the basket: spinner while asking, then in the basket, the store updated only then', async () => {
    const t = setup([125]);
    expect(t.model.state.value).toBe('idle');
    const click = t.model.activate();
    expect(t.model.state.value).toBe('loading');
    expect(t.calls).toEqual([101]);
    expect(t.basketItems.value).toEqual([125]);
    t.answer.resolve(ok());
    await click;
    expect(t.model.state.value).toBe('in-basket');
    expect(t.basketItems.value).toEqual([125, 101]);
    expect(t.model.added.value).toBe(1);
    expect(t.announcements).toEqual(['Товар добавлен в корзину']);
  });

  it('ignores clicks during the spinner, so a double click sends one request', async () => {
    const t = setup();
    const first = t.model.activate();
    await t.model.activate();
    await t.model.activate();
    expect(t.calls).toHaveLength(1);
    t.answer.resolve(ok());
    await first;
    expect(t.model.added.value).toBe(1);
  });

  it('goes to the basket page when the product is already in the basket, without a request', async () => {
    const t = setup([101]);
    expect(t.model.state.value).toBe('in-basket');
    await t.model.activate();
    expect(t.navigations).toEqual([BASKET_PAGE_URL]);
    expect(BASKET_PAGE_URL).toBe('/personal/cart/');
    expect(t.calls).toEqual([]);
  });

  it('on a first visit a printed «В корзине» holds until the basket is known: a press goes to the basket, not adding again', async () => {
    const known = signal(false); // a first visit: the store does not know the basket
    const t = setup([], true, known);
    expect(t.model.state.value).toBe('in-basket');
    await t.model.activate();
    expect(t.navigations).toEqual([BASKET_PAGE_URL]);
    expect(t.calls).toEqual([]);
    known.value = true; // the getVars.php answer came, without the product
    expect(t.model.state.value).toBe('idle');
  });

  it('follows the store: another tab adding or removing the product changes the button', () => {
    const t = setup();
    t.basketItems.value = [101];
    expect(t.model.state.value).toBe('in-basket');
    t.basketItems.value = [];
    expect(t.model.state.value).toBe('idle');
  });

  it('a server error leaves no id in the basket and gives the Russian reason; a retry can succeed', async () => {
    const t = setup();
    const click = t.model.activate();
    t.answer.reject(new ApiError('http', 'add2BasketByID: HTTP 500', { url: '/add', status: 500 }));
    await click;
    expect(t.model.state.value).toBe('error');
    expect(t.model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(t.basketItems.value).toEqual([]);
    expect(t.announcements).toEqual([]);

    t.nextAnswer();
    const retry = t.model.activate();
    expect(t.model.state.value).toBe('loading');
    expect(t.model.error.value).toBe('');
    t.answer.resolve(ok());
    await retry;
    expect(t.model.state.value).toBe('in-basket');
  });

  it('shows the text the server gives when it refuses (RESULT_ID 0), or a general one', async () => {
    const t = setup();
    let click = t.model.activate();
    t.answer.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 3, ERROR: 'Товара нет в наличии' });
    await click;
    expect(t.model.error.value).toBe('Товара нет в наличии');
    expect(t.basketItems.value).toEqual([]);

    t.nextAnswer();
    click = t.model.activate();
    t.answer.resolve({ ok: false, RESULT_ID: 0, BASKET_ITEMS_CNT: 3 });
    await click;
    expect(t.model.error.value).toBe('Не удалось добавить товар в корзину. Попробуйте ещё раз.');
  });

  it('a timeout ends the spinner with its own message', async () => {
    const t = setup();
    const click = t.model.activate();
    t.answer.reject(new ApiError('timeout', 'add2BasketByID: no answer in 10000 ms', { url: '/add' }));
    await click;
    expect(t.model.state.value).toBe('error');
    expect(t.model.error.value).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
  });

  it('drops a stale error once another tab has put the product in the basket', async () => {
    const t = setup();
    const click = t.model.activate();
    t.answer.reject(new ApiError('network', 'offline', { url: '/add' }));
    await click;
    t.basketItems.value = [101];
    expect(t.model.state.value).toBe('in-basket');
    expect(t.model.error.value).toBe('');
  });
});

describe('buy-button props', () => {
  it('takes the product id (also as a numeric string), price, name and variant, catalogue by default', () => {
    expect(parseBuyButtonProps({ productId: 101, price: 15990 })).toEqual({ productId: 101, price: 15990, variant: 'catalog' });
    expect(parseBuyButtonProps({ productId: '205', productName: ' StarLine A93 ', variant: 'product' })).toEqual({
      productId: 205,
      productName: 'StarLine A93',
      variant: 'product',
    });
  });

  it('rejects bad props with a message naming the field', () => {
    expect(() => parseBuyButtonProps(null)).toThrow(new TypeError('props: expected an object, got null'));
    expect(() => parseBuyButtonProps({})).toThrow(new TypeError('props.productId: expected a whole number > 0, got nothing'));
    expect(() => parseBuyButtonProps({ productId: -1 })).toThrow(/^props\.productId: expected a whole number > 0, got -1$/);
    expect(() => parseBuyButtonProps({ productId: 1, price: 'дорого' })).toThrow(/^props\.price: expected a price in roubles ≥ 0/);
    expect(() => parseBuyButtonProps({ productId: 1, price: -5 })).toThrow(/^props\.price:/);
    expect(() => parseBuyButtonProps({ productId: 1, productName: { ru: 'Имя' } })).toThrow(/^props\.productName: expected text/);
    expect(() => parseBuyButtonProps({ productId: 1, variant: 'opt' })).toThrow(/^props\.variant: expected 'catalog' or 'product', got "opt"$/);
  });

  it('reads a price printed as a string and leaves a missing price or a blank name out', () => {
    expect(parseBuyButtonProps({ productId: 101, price: '15990' })).toEqual({ productId: 101, price: 15990, variant: 'catalog' });
    const props = parseBuyButtonProps({ productId: 101, price: null, productName: '  ' });
    expect(Object.keys(props).sort()).toEqual(['productId', 'variant']);
  });
});
