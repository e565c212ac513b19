import { signal } from '@preact/signals-core';
import { createInstalmentModel, parseInstalmentProps } from './instalment.model';
import { INSTALMENT_MAX_PRICE, isInstalmentOffered, monthlyPayment } from './instalment.rules';

describe('instalment rules', () => {
  test('offers instalments up to and including 30 000 roubles, not above', () => {
    expect(INSTALMENT_MAX_PRICE).toBe(30_000);
    expect(isInstalmentOffered(29_990)).toBe(true);
    expect(isInstalmentOffered(30_000)).toBe(true);
    expect(isInstalmentOffered(30_001)).toBe(false);
    expect(isInstalmentOffered(31_990)).toBe(false);
  });

  test('offers nothing for a price that is zero, negative or not a number', () => {
    expect(isInstalmentOffered(0)).toBe(false);
    expect(isInstalmentOffered(-10)).toBe(false);
    expect(isInstalmentOffered(Number.NaN)).toBe(false);
  });

  test('divides evenly when it can', () => {
    expect(monthlyPayment(20_000, 4)).toBe(5_000);
  });

  test('rounds a payment up to the next whole rouble', () => {
    expect(monthlyPayment(29_990, 4)).toBe(7_498); // 7 497.5
    expect(monthlyPayment(29_990, 6)).toBe(4_999); // 4 998.33…
    expect(monthlyPayment(10_000, 3)).toBe(3_334); // 3 333.33…
  });

  test.each([
    [29_990, 4],
    [29_990, 6],
    [12_345.5, 12],
    [999, 24],
    [30_000, 7],
  ])('for %d in %d payments: a whole-rouble payment never below price/n, the sum never short of the price and less than n roubles over', (price, n) => {
    const payment = monthlyPayment(price, n);
    expect(Number.isInteger(payment)).toBe(true);
    expect(payment).toBeGreaterThanOrEqual(price / n);
    expect(payment * n).toBeGreaterThanOrEqual(price);
    expect(payment * n - price).toBeLessThan(n);
  });
});

describe('instalment model', () => {
  test('gives each term its payment, in the order the template lists them', () => {
    const model = createInstalmentModel({ price: signal(29_990), payments: [4, 6] });
    expect(model.state.value).toBe('offered');
    expect(model.terms.value).toEqual([
      { payments: 4, payment: 7_498 },
      { payments: 6, payment: 4_999 },
    ]);
  });

  test('above the limit offers no term', () => {
    const model = createInstalmentModel({ price: signal(31_990), payments: [4] });
    expect(model.state.value).toBe('over-limit');
    expect(model.terms.value).toEqual([]);
  });

  test('follows a price change across the limit', () => {
    const price = signal(29_990);
    const model = createInstalmentModel({ price, payments: [4] });
    price.value = 30_990;
    expect(model.state.value).toBe('over-limit');
    price.value = 8_000;
    expect(model.terms.value).toEqual([{ payments: 4, payment: 2_000 }]);
  });
});

describe('instalment props', () => {
  test('defaults to the page’s 4 payments', () => {
    expect(parseInstalmentProps({ productId: 135, price: 29_990 })).toEqual({ productId: 135, price: 29_990, payments: [4] });
  });

  test('takes the terms the template offers, once each', () => {
    expect(parseInstalmentProps({ productId: '135', price: 29_990, payments: [4, 6, 4] }).payments).toEqual([4, 6]);
  });

  test('names the bad field', () => {
    expect(() => parseInstalmentProps({ productId: 135 })).toThrow(/props\.price/);
    expect(() => parseInstalmentProps({ productId: 135, price: -1 })).toThrow(/props\.price/);
    expect(() => parseInstalmentProps({ productId: 135, price: 100, payments: [1] })).toThrow(/props\.payments/);
    expect(() => parseInstalmentProps({ productId: 135, price: 100, payments: [] })).toThrow(/props\.payments/);
    expect(() => parseInstalmentProps({ productId: 0, price: 100 })).toThrow(/props\.productId/);
  });
});
