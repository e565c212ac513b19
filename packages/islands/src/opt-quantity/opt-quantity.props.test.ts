import { parseOptQuantityProps } from './opt-quantity.props';

describe('opt-quantity props', () => {
  it('reads the template props, with quantity 0 and no stock limit by default', () => {
    expect(parseOptQuantityProps({ productId: 5, price: 990 })).toEqual({ productId: 5, price: 990, quantity: 0 });
    expect(parseOptQuantityProps({ productId: 5, price: 990, max: 12, quantity: 3, productName: 'Чехол' })).toEqual({
      productId: 5,
      price: 990,
      max: 12,
      quantity: 3,
      productName: 'Чехол',
    });
  });

  it('rejects wrong props with a message naming the field', () => {
    expect(() => parseOptQuantityProps(null)).toThrow(new TypeError('props: expected an object, got null'));
    expect(() => parseOptQuantityProps({ productId: 0, price: 1 })).toThrow(/^props\.productId: expected a whole number > 0, got 0$/);
    expect(() => parseOptQuantityProps({ productId: 5 })).toThrow(/^props\.price: expected a price in roubles ≥ 0, got nothing$/);
    expect(() => parseOptQuantityProps({ productId: 5, price: -1 })).toThrow(/^props\.price:/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, max: 2.5 })).toThrow(/^props\.max: expected a whole number ≥ 0, got 2\.5$/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, quantity: -1 })).toThrow(/^props\.quantity:/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, productName: true })).toThrow(/^props\.productName:/);
  });

  it('reads numbers printed as strings, as Bitrix templates print ids, like the other product islands', () => {
    expect(parseOptQuantityProps({ productId: '5', price: '990.50', max: '12', quantity: '3' })).toEqual({ productId: 5, price: 990.5, max: 12, quantity: 3 });
  });

  it('treats a null stock as unknown and leaves a blank name out', () => {
    const props = parseOptQuantityProps({ productId: 5, price: 990, max: null, productName: ' Чехол ' });
    expect(props).toEqual({ productId: 5, price: 990, quantity: 0, productName: 'Чехол' });
    expect('max' in props).toBe(false);
    expect('productName' in parseOptQuantityProps({ productId: 5, price: 990, productName: '' })).toBe(false);
  });
});
