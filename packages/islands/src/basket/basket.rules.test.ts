import { checkQuantity, digitsOnly, isAcceptedKey, stepFrom } from './basket.rules';

describe('basket rules', () => {
  test('the field takes digits and editing keys, and shortcuts with Ctrl or Cmd', () => {
    for (const key of ['0', '7', 'Backspace', 'Delete', 'ArrowLeft', 'Home', 'End', 'Tab', 'Enter']) expect(isAcceptedKey(key)).toBe(true);
    for (const key of ['a', '-', '.', 'e', ' ', 'ф']) expect(isAcceptedKey(key)).toBe(false);
    expect(isAcceptedKey('v', true)).toBe(true);
  });

  test('a pasted text keeps its digits', () => {
    expect(digitsOnly(' 1 2шт')).toBe('12');
    expect(digitsOnly('12345678')).toBe('123456');
  });

  test('below 1 or empty is the minimum problem, above the maximum the maximum one', () => {
    expect(checkQuantity('0', 5)).toEqual({ kind: 'minimum' });
    expect(checkQuantity('', 5)).toEqual({ kind: 'minimum' });
    expect(checkQuantity('6', 5)).toEqual({ kind: 'maximum', max: 5 });
    expect(checkQuantity('1', 5)).toBeNull();
    expect(checkQuantity('5', 5)).toBeNull();
  });

  test('a step goes from the number typed in the field when the field takes it, else from the last one accepted', () => {
    expect(stepFrom('3', 1, 5)).toBe(3);
    expect(stepFrom('5', 2, 5)).toBe(5);
    expect(stepFrom('9', 2, 5)).toBe(2);
    expect(stepFrom('0', 2, 5)).toBe(2);
    expect(stepFrom('', 2, 5)).toBe(2);
  });
});
