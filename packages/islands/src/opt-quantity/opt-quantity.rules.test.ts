import { estimateUnitPrice, limitQuantity, readQuantity } from './opt-quantity.rules';

describe('opt-quantity rules', () => {
  it('keeps digits only and reads empty as 0 (docs/islands/opt-quantity.md)', () => {
    expect(readQuantity('12')).toEqual({ text: '12', quantity: 12 });
    expect(readQuantity('1a2 шт.')).toEqual({ text: '12', quantity: 12 });
    expect(readQuantity('1 000')).toEqual({ text: '1000', quantity: 1000 });
    expect(readQuantity('007')).toEqual({ text: '7', quantity: 7 });
    expect(readQuantity('0')).toEqual({ text: '0', quantity: 0 });
    expect(readQuantity('-5')).toEqual({ text: '5', quantity: 5 });
    expect(readQuantity('')).toEqual({ text: '', quantity: 0 });
    expect(readQuantity('абв')).toEqual({ text: '', quantity: 0 });
  });

  it('cuts a quantity above the stock to the stock', () => {
    expect(limitQuantity(50, 42)).toEqual({ quantity: 42, limited: true });
    expect(limitQuantity(42, 42)).toEqual({ quantity: 42, limited: false });
    expect(limitQuantity(5000, undefined)).toEqual({ quantity: 5000, limited: false });
  });

  it('takes the volume price of the nearest known quantity below', () => {
    const known = new Map([
      [1, 1000],
      [10, 970],
      [50, 950],
    ]);
    expect(estimateUnitPrice(known, 5, 1000)).toBe(1000);
    expect(estimateUnitPrice(known, 10, 1000)).toBe(970);
    expect(estimateUnitPrice(known, 12, 1000)).toBe(970);
    expect(estimateUnitPrice(known, 80, 1000)).toBe(950);
    expect(estimateUnitPrice(new Map(), 3, 1000)).toBe(1000);
  });
});
