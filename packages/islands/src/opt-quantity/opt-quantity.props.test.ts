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
    expect(() => parseOptQuantityProps(null)).toThrow(/object/);
    expect(() => parseOptQuantityProps({ productId: '5', price: 1 })).toThrow(/"productId"/);
    expect(() => parseOptQuantityProps({ productId: 5, price: -1 })).toThrow(/"price"/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, max: 2.5 })).toThrow(/"max"/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, quantity: -1 })).toThrow(/"quantity"/);
    expect(() => parseOptQuantityProps({ productId: 5, price: 1, productName: 7 })).toThrow(/"productName"/);
  });
});
