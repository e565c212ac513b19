import { formatPrice } from './money';

// Intl separates groups and the currency sign with non-breaking spaces (some ICU versions use the
// narrow one); the assertions below turn them into ordinary spaces explicitly and only there.
const withPlainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    [0, '0 ₽'],
    [990, '990 ₽'],
    [12990, '12 990 ₽'],
    [1234567, '1 234 567 ₽'],
  ])('formats %d roubles as "%s"', (amount, expected) => {
    expect(withPlainSpaces(formatPrice(amount))).toBe(expected);
  });

  it('never lets a price wrap: no ordinary space in the real output', () => {
    const price = formatPrice(1234567);
    expect(price).not.toMatch(/ /);
    expect(price).toMatch(/^1[\u00a0\u202f]234[\u00a0\u202f]567[\u00a0\u202f]₽$/);
  });

  it('drops kopecks, rounding to whole roubles', () => {
    expect(withPlainSpaces(formatPrice(12990.6))).toBe('12 991 ₽');
  });

  it('does not show a minus on amounts that round to zero', () => {
    expect(withPlainSpaces(formatPrice(-0))).toBe('0 ₽');
    expect(withPlainSpaces(formatPrice(-0.3))).toBe('0 ₽');
    expect(withPlainSpaces(formatPrice(-500))).toBe('-500 ₽');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'gives an empty string for %s instead of a broken price',
    (amount) => {
      expect(formatPrice(amount)).toBe('');
    },
  );
});
