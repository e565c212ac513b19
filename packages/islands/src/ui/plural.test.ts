import { formatCount, pluralRu } from './plural';
import type { PluralForms } from './plural';

const goods: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };

describe('pluralRu', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [111, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [101, 'товар'],
  ])('%d → %s', (count, word) => {
    expect(pluralRu(count, goods)).toBe(word);
  });

  it('uses the few form for fractions (CLDR "other"): 1,5 товара', () => {
    expect(pluralRu(1.5, goods)).toBe('товара');
    expect(pluralRu(0.5, goods)).toBe('товара');
  });

  it('builds the Intl plural rules once and reuses them', async () => {
    vi.resetModules();
    const Original = Intl.PluralRules;
    // A pass-through spy: counts constructions, returns the real object.
    const constructor = vi
      .spyOn(Intl, 'PluralRules')
      .mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
        return new Original(...args);
      });
    const fresh = await import('./plural');
    fresh.pluralRu(1, goods);
    fresh.pluralRu(2, goods);
    fresh.pluralRu(5, goods);
    expect(constructor).toHaveBeenCalledTimes(1);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 товаров'],
    [1, '1 товар'],
    [2, '2 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [25, '25 товаров'],
    [111, '111 товаров'],
  ])('%d → "%s"', (count, text) => {
    expect(formatCount(count, goods)).toBe(text);
  });

  it('writes large and fractional counts the Russian way', () => {
    // Intl's thousands separator is a non-breaking space; normalised here only for the comparison.
    expect(formatCount(1000, goods).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 000 товаров');
    expect(formatCount(1.5, goods)).toBe('1,5 товара');
  });
});
