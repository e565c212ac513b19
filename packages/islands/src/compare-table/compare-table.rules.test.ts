import { canScroll, choosesDifferences, compareRows, gliding, scrollTarget, spacesEvenly } from './compare-table.rules';

const chars = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('compare-table rules', () => {
  it('lines the rows up in the order names first appear, with «—» where a product lacks one', () => {
    const rows = compareRows([{ characteristics: chars({ Brand: 'A', GSM: 'yes' }) }, { characteristics: chars({ Brand: 'B', Range: '2 km' }) }]);
    expect(rows.map((row) => [row.name, row.values])).toEqual([
      ['Brand', ['A', 'B']],
      ['GSM', ['yes', '—']],
      ['Range', ['—', '2 km']],
    ]);
  });

  it('marks a row as differing only when some value differs, a missing one counting as «—»', () => {
    const rows = compareRows([
      { characteristics: chars({ Country: 'RU', GSM: 'yes', Same: '—' }) },
      { characteristics: chars({ Country: 'RU', GSM: 'yes' }) },
      { characteristics: chars({ Country: 'RU' }) },
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.differs]))).toEqual({ Country: false, GSM: true, Same: false });
  });

  it('takes the first value when a product repeats a name', () => {
    const rows = compareRows([{ characteristics: [{ name: 'Brand', value: 'A' }, { name: 'Brand', value: 'Z' }] }, { characteristics: chars({ Brand: 'A' }) }]);
    expect(rows).toEqual([{ name: 'Brand', values: ['A', 'A'], differs: false }]);
  });

  it('has no rows without products', () => {
    expect(compareRows([])).toEqual([]);
  });

  it('chooses the differences view by itself only with more than one product', () => {
    expect([0, 1, 2, 30].map(choosesDifferences)).toEqual([false, false, true, true]);
  });

  it('spaces the columns evenly with two products or fewer', () => {
    expect([1, 2, 3].map(spacesEvenly)).toEqual([true, true, false]);
  });

  it('steps exactly one column width from an aligned position, both ways', () => {
    const at = (scrollLeft: number) => ({ scrollLeft, columnWidth: 200, maxScroll: 700 });
    expect(scrollTarget(at(0), 1)).toBe(200);
    expect(scrollTarget(at(200), 1)).toBe(400);
    expect(scrollTarget(at(400), -1)).toBe(200);
    expect(scrollTarget(at(200.4), 1)).toBe(400);
  });

  it('goes to the next column edge that way from between edges (after a touch scroll)', () => {
    const at = (scrollLeft: number) => ({ scrollLeft, columnWidth: 200, maxScroll: 700 });
    expect(scrollTarget(at(250), 1)).toBe(400);
    expect(scrollTarget(at(250), -1)).toBe(200);
  });

  it('stops at both ends of the scroll range', () => {
    expect(scrollTarget({ scrollLeft: 600, columnWidth: 200, maxScroll: 700 }, 1)).toBe(700);
    expect(scrollTarget({ scrollLeft: 700, columnWidth: 200, maxScroll: 700 }, 1)).toBe(700);
    expect(scrollTarget({ scrollLeft: 0, columnWidth: 200, maxScroll: 700 }, -1)).toBe(0);
    expect(scrollTarget({ scrollLeft: 0, columnWidth: 200, maxScroll: 0 }, 1)).toBe(0);
    expect(scrollTarget({ scrollLeft: 0, columnWidth: 0, maxScroll: 300 }, 1)).toBe(0);
  });

  it('keeps a step gliding between where it started and its target, either way', () => {
    expect([0, 60, 198, 199.5, 201, 250].map((at) => gliding(at, { from: 0, to: 200 }))).toEqual([true, true, true, false, false, false]);
    expect([400, 300, 200, 100].map((at) => gliding(at, { from: 400, to: 200 }))).toEqual([true, true, false, false]);
    // A step that could not move has nothing under way.
    expect(gliding(480, { from: 480, to: 480 })).toBe(false);
  });

  it('offers a step only where it would move', () => {
    expect(canScroll({ scrollLeft: 0, maxScroll: 700 }, -1)).toBe(false);
    expect(canScroll({ scrollLeft: 0, maxScroll: 700 }, 1)).toBe(true);
    expect(canScroll({ scrollLeft: 699.5, maxScroll: 700 }, 1)).toBe(false);
    expect(canScroll({ scrollLeft: 699.5, maxScroll: 700 }, -1)).toBe(true);
    expect(canScroll({ scrollLeft: 0, maxScroll: 0 }, 1)).toBe(false);
  });
});
