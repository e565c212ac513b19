/** The comparison's rules as pure functions (docs/islands/compare-table.md#rules-and-constants). */

/** One characteristic of a product, as the template prints it. */
export interface Characteristic {
  name: string;
  value: string;
}

/** docs/islands/compare-table.md: the differences view is chosen this long after the island loads. */
export const AUTO_DIFFERENCES_MS = 100;

/** docs/islands/compare-table.md: up to this many products, the columns share the width evenly. */
export const EVEN_COLUMNS_MAX = 2;

/** What a product without the characteristic shows (docs/islands/compare-table.md). */
export const MISSING_VALUE = '—';

/** docs/islands/compare-table.md: the differences view is chosen by itself only when there is something to compare. */
export const choosesDifferences = (productCount: number): boolean => productCount > 1;

/** docs/islands/compare-table.md: columns are spaced evenly with two products or fewer. */
export const spacesEvenly = (productCount: number): boolean => productCount <= EVEN_COLUMNS_MAX;

/** One row of the table: a characteristic and each product's value, «—» where a product lacks it. */
export interface CompareRow {
  name: string;
  values: string[];
  /** Whether the products' values differ: only these rows stay in the differences view. */
  differs: boolean;
}

/**
 * The rows of the table, in the order the names first appear across the products, so every
 * column lines up. A missing value counts as «—» when telling whether the products differ.
 */
export function compareRows(products: ReadonlyArray<{ characteristics: readonly Characteristic[] }>): CompareRow[] {
  const byProduct = products.map((product) => {
    const values = new Map<string, string>();
    // The first value of a name wins, as on the server's page.
    for (const { name, value } of product.characteristics) if (!values.has(name)) values.set(name, value);
    return values;
  });
  const names = new Set<string>();
  for (const values of byProduct) for (const name of values.keys()) names.add(name);
  return [...names].map((name) => {
    const values = byProduct.map((product) => product.get(name) ?? MISSING_VALUE);
    return { name, values, differs: values.some((value) => value !== values[0]) };
  });
}

export type ScrollDirection = -1 | 1;

/**
 * Where one step of the scroll buttons or arrow keys goes (docs/islands/compare-table.md): to the
 * previous or next column edge, exactly one column width from an aligned position; a position
 * between edges (after a touch scroll) goes to the nearest edge that way. Clamped to the scroll range.
 */
export function scrollTarget(position: { scrollLeft: number; columnWidth: number; maxScroll: number }, direction: ScrollDirection): number {
  const { scrollLeft, columnWidth, maxScroll } = position;
  if (columnWidth <= 0 || maxScroll <= 0) return 0;
  // Half a pixel of slack: browsers report fractional positions on zoomed pages.
  const column = scrollLeft / columnWidth;
  const aligned = Math.abs(column - Math.round(column)) < 0.5 / columnWidth;
  const from = aligned ? Math.round(column) : direction > 0 ? Math.floor(column) : Math.ceil(column);
  const target = (from + direction) * columnWidth;
  return Math.min(maxScroll, Math.max(0, target));
}

/** A step of the buttons or keys on its way: where the box was and where it goes. */
export interface Glide {
  from: number;
  to: number;
}

/**
 * Whether a step's glide is still under way at `scrollLeft` (docs/islands/compare-table.md: a step
 * pressed meanwhile counts from its target): between where it started and its target. At the
 * target it has settled; anywhere else the shopper scrolled by other means. One pixel of slack.
 */
export function gliding(scrollLeft: number, { from, to }: Glide): boolean {
  return Math.abs(scrollLeft - to) > 1 && scrollLeft >= Math.min(from, to) - 1 && scrollLeft <= Math.max(from, to) + 1;
}

/** Whether a step that way would move at all (the button is then offered as usable). */
export function canScroll(position: { scrollLeft: number; maxScroll: number }, direction: ScrollDirection): boolean {
  // One pixel of slack for the same fractional positions.
  return direction < 0 ? position.scrollLeft > 1 : position.scrollLeft < position.maxScroll - 1;
}
