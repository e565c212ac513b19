import { findForPage } from './search';

describe('the results page /search/', () => {
  it('finds by every word of the query, as suggest.php does', () => {
    const { found, converted } = findForPage('a93');
    expect(found.map((product) => product.name)).toHaveLength(4);
    expect(found.every((product) => /a93/i.test(product.name))).toBe(true);
    expect(converted).toBeNull();
  });

  it('asks again in the other keyboard layout when nothing is found, and says which query it shows', () => {
    const { found, converted } = findForPage('cbuyfkbpfwbz');
    expect(converted).toBe('сигнализация');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => /сигнализация/i.test(`${product.name} ${product.sectionName}`))).toBe(true);
  });

  it('finds nothing for a query nothing matches in either layout, or an empty one', () => {
    expect(findForPage('zzzzzz')).toEqual({ found: [], converted: null });
    expect(findForPage('')).toEqual({ found: [], converted: null });
  });
});
