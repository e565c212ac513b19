import type { WholesaleItem } from './types';

/**
 * Pure operations on the basket and compare lists (docs/embedding.md#store). They never mutate their
 * arguments and never throw, whatever they are given: stored values are written by older
 * scripts, other tabs and browser extensions, so anything may come back from storage.
 */

/** How a stored basket is laid out: plain ids (normal mode) or `{PRODUCT_ID, QUANTITY}` lines (opt mode). */
export type BasketShape = 'ids' | 'lines';

/** A parsed basket: its lines (quantity 1 for plain ids) and the layout it was stored in, if clear. */
export interface ParsedBasket {
  lines: WholesaleItem[];
  /** `null` when the stored value was missing, empty or foreign. */
  shape: BasketShape | null;
}

const DIGITS_ONLY = /^\d+$/;

/**
 * A product id as a positive safe integer, or `null`. Numeric strings are accepted ("101" → 101)
 * because PHP and older scripts often store ids as strings.
 */
export function toProductId(value: unknown): number | null {
  let id: number;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && DIGITS_ONLY.test(value.trim())) id = Number(value.trim());
  else return null;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A quantity as a whole number of units; 0 means "not in the basket".
 * docs/embedding.md#store: a quantity above 0 marks the item as in the basket, 0 or empty (NaN) removes it.
 */
export function toQuantity(value: unknown): number {
  const quantity = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return 0;
  // A fraction above 0 still means "I want this": keep at least one unit.
  return Math.min(Math.max(1, Math.floor(quantity)), Number.MAX_SAFE_INTEGER);
}

/** JSON.parse that answers `undefined` instead of throwing. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps the valid ids of a list, first occurrence only, in order; anything but an array is empty. */
export function cleanIdList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const item of value) {
    const id = toProductId(item);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}

/** Reads a stored id list (`compareItems`, normal `basketItems`): corrupt or foreign JSON is an empty list. */
export function parseIdList(raw: string | null): number[] {
  return cleanIdList(parseJson(raw));
}

/** Appends the id only if it is absent (docs/embedding.md#store); an invalid id leaves the list as it is. */
export function addIdIfAbsent(ids: readonly number[], productId: number): number[] {
  const id = toProductId(productId);
  return id === null || ids.includes(id) ? [...ids] : [...ids, id];
}

/** Deletes the id if present (docs/embedding.md#store). */
export function removeId(ids: readonly number[], productId: number): number[] {
  // Legacy page scripts may pass the id as a string ("101"); it names the same product.
  const target = toProductId(productId);
  return ids.filter((id) => id !== target);
}

/** Union of two lists: `first` keeps its order, then the ids only `second` has. No id is ever lost. */
export function mergeIdLists(first: readonly number[], second: readonly number[]): number[] {
  return cleanIdList([...first, ...second]);
}

/** True when both lists hold the same ids in the same order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keeps the valid lines of a basket, first occurrence of each product only. Plain ids become
 * lines of quantity 1; objects need a valid `PRODUCT_ID` and a `QUANTITY` above 0 (missing: 1).
 */
export function cleanBasketLines(value: unknown): ParsedBasket {
  if (!Array.isArray(value)) return { lines: [], shape: null };
  const lines: WholesaleItem[] = [];
  const seen = new Set<number>();
  let plainIds = 0;
  let objects = 0;
  for (const item of value) {
    const isObject = isRecord(item);
    const id = toProductId(isObject ? item.PRODUCT_ID : item);
    if (id === null) continue;
    const quantity = isObject ? (item.QUANTITY === undefined ? 1 : toQuantity(item.QUANTITY)) : 1;
    if (quantity === 0) continue;
    if (isObject) objects += 1;
    else plainIds += 1;
    if (seen.has(id)) continue;
    seen.add(id);
    lines.push({ PRODUCT_ID: id, QUANTITY: quantity });
  }
  // A list with any line holds quantities: it is lines (its bare ids, an older script's adds, lines
  // of 1), so that a page storing it again keeps them (docs/embedding.md#store).
  const shape = objects > 0 ? 'lines' : plainIds > 0 ? 'ids' : null;
  return { lines, shape };
}

/** Reads a stored `basketItems` value in either layout; corrupt or foreign JSON is an empty basket. */
export function parseBasket(raw: string | null): ParsedBasket {
  return cleanBasketLines(parseJson(raw));
}

/** The text stored under `basketItems` for these lines in the given layout. */
export function serializeBasket(lines: readonly WholesaleItem[], shape: BasketShape): string {
  if (shape === 'ids') return JSON.stringify(lines.map((line) => line.PRODUCT_ID));
  return JSON.stringify(lines.map((line) => ({ PRODUCT_ID: line.PRODUCT_ID, QUANTITY: line.QUANTITY })));
}

/** The product ids of basket lines, in order. */
export function idsOfLines(lines: readonly WholesaleItem[]): number[] {
  return lines.map((line) => line.PRODUCT_ID);
}

/** Appends a line of quantity 1 if the product is absent; a present line keeps its quantity. */
export function addLineIfAbsent(lines: readonly WholesaleItem[], productId: number): WholesaleItem[] {
  const id = toProductId(productId);
  if (id === null || lines.some((line) => line.PRODUCT_ID === id)) return [...lines];
  return [...lines, { PRODUCT_ID: id, QUANTITY: 1 }];
}

/** Deletes the product's line if present. */
export function removeLine(lines: readonly WholesaleItem[], productId: number): WholesaleItem[] {
  const target = toProductId(productId);
  return lines.filter((line) => line.PRODUCT_ID !== target);
}

/**
 * docs/embedding.md#store wholesale: a quantity above 0 puts the line in the basket (or updates it in place),
 * 0, a negative number or NaN removes it.
 */
export function setLineQuantity(lines: readonly WholesaleItem[], productId: number, quantity: number): WholesaleItem[] {
  const id = toProductId(productId);
  if (id === null) return [...lines];
  const units = toQuantity(quantity);
  if (units === 0) return removeLine(lines, id);
  if (!lines.some((line) => line.PRODUCT_ID === id)) return [...lines, { PRODUCT_ID: id, QUANTITY: units }];
  return lines.map((line) => (line.PRODUCT_ID === id ? { PRODUCT_ID: id, QUANTITY: units } : line));
}

/** Union of two baskets: `first` keeps its lines and quantities, then the products only `second` has. */
export function mergeLines(first: readonly WholesaleItem[], second: readonly WholesaleItem[]): WholesaleItem[] {
  return cleanBasketLines([...first, ...second]).lines;
}

/** True when both baskets hold the same products with the same quantities in the same order. */
export function sameLines(a: readonly WholesaleItem[], b: readonly WholesaleItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.PRODUCT_ID === b[index]?.PRODUCT_ID && line.QUANTITY === b[index]?.QUANTITY)
  );
}
