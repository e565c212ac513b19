import { signal } from '@preact/signals-core';
import { ApiError, type BasketAddResult, type BasketDeleteResult, type BasketQuantityResult } from '@shop-islands/api';
import type { BasketItem, BasketProps } from './basket.props';

/** A basket line for tests and stories: product `n`, 1 000 ₽ × n, stock 5. */
export function basketItem(n: number, overrides: Partial<BasketItem> = {}): BasketItem {
  const price = 1000 * n;
  const quantity = overrides.quantity ?? 1;
  return {
    rowId: 100 + n,
    productId: n,
    name: `Сигнализация ${n}`,
    url: `/catalog/item/${n}/`,
    image: '',
    price,
    quantity,
    max: 5,
    sum: price * quantity,
    ...overrides,
  };
}

export function basketProps(count: number, overrides: Partial<BasketItem> = {}): BasketProps {
  const items = Array.from({ length: count }, (_, index) => basketItem(index + 1, overrides));
  return { items, totalPrice: items.reduce((sum, item) => sum + item.sum, 0) };
}

interface Call<T> {
  args: unknown[];
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** The three basket calls, each answered by the test when and in what order it likes. */
export function fakeBasketApi() {
  const calls = {
    basketQuantity: [] as Call<BasketQuantityResult>[],
    basketDelete: [] as Call<BasketDeleteResult>[],
    add2BasketByID: [] as Call<BasketAddResult>[],
  };
  const defer =
    <T>(list: Call<T>[]) =>
    (...args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        list.push({ args: args.filter((arg) => arg !== undefined), resolve, reject });
      });
  return {
    calls,
    api: {
      basketQuantity: defer(calls.basketQuantity),
      basketDelete: defer(calls.basketDelete),
      add2BasketByID: defer(calls.add2BasketByID),
    },
  };
}

export const serverError = () => new ApiError('http', 'HTTP 500', { url: '/basketQuantity.php', status: 500 });

/**
 * A store with only what the basket uses; `elsewhere` changes the list as another tab (or another
 * island on the page) would.
 */
export function fakeBasketStore(ids: number[] = []) {
  const basketItems = signal<readonly number[]>(ids);
  const set = (next: readonly number[]) => (basketItems.value = next);
  return {
    basketItems,
    get items() {
      return new Set(basketItems.value);
    },
    isInBasket: (id: number) => basketItems.value.includes(id),
    addToBasket: (id: number) => void (basketItems.value.includes(id) || set([...basketItems.value, id])),
    removeFromBasket: (id: number) => void set(basketItems.value.filter((other) => other !== id)),
    clearBasket: () => void set([]),
    elsewhere: set,
  };
}
