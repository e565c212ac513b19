import { formatNumberRu } from './digits';
import { formatPrice } from './money';
import { formatCount, type PluralForms } from './plural';

// Every whole number up to 30 000, then samples up to 2^53 and beyond: the hand-written grouping
// must be Intl's text, separators included, or a price would read differently once Intl took over.
const whole = [
  ...Array.from({ length: 30_001 }, (_, index) => index),
  ...Array.from({ length: 17 }, (_, power) => 10 ** power - 1),
  ...Array.from({ length: 22 }, (_, power) => 10 ** power),
  123_456_789,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  1e21,
];
const intlCurrency = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

describe('formatNumberRu', () => {
  it('writes whole numbers as Intl.NumberFormat("ru-RU") does', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    expect(whole.filter((value) => formatNumberRu(value) !== intl.format(value))).toEqual([]);
    expect(formatNumberRu(1_234_567)).toBe('1\u00a0234\u00a0567');
  });

  it.each([-1, 1.5, -0.25, 1234.5])('gives %s to Intl', (value) => {
    expect(formatNumberRu(value)).toBe(new Intl.NumberFormat('ru-RU').format(value));
  });

  it('asks Intl nothing for whole numbers: no formatter is started for them', async () => {
    // Intl is reached through NumberFormat or toLocaleString: both watched, both passed through.
    const constructor = vi.spyOn(Intl, 'NumberFormat');
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    formatNumberRu(12_990);
    formatNumberRu(0);
    formatPrice(1_234_567);
    formatPrice(-0.3);
    expect(constructor).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
    expect(formatNumberRu(1.5)).toBe('1,5');
    expect(toLocale).toHaveBeenCalledTimes(1);
    constructor.mockRestore();
    toLocale.mockRestore();
  });
});

describe('formatPrice and formatCount give Intl’s text', () => {
  const goods: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };

  it('formatPrice: whole roubles, negatives, and kopecks rounded half away from zero', () => {
    const amounts = [...whole, ...whole.slice(1, 3_000).map((value) => -value), 0.5, -0.5, 1.49, 2.5, -2.5, 12_990.5, -12_990.6, 1e21 + 0.5];
    expect(amounts.filter((amount) => formatPrice(amount) !== intlCurrency.format(amount))).toEqual([]);
  });

  it('formatCount: the number as Intl writes it', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    expect([...whole.slice(0, 2_000), 1.5, 1000.25].filter((count) => !formatCount(count, goods).startsWith(`${intl.format(count)} `))).toEqual([]);
  });
});
