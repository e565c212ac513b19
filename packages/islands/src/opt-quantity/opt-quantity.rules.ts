/**
 * Pure rules of the wholesale quantity field (docs/islands/opt-quantity.md): what a typed text means, the stock
 * limit, and the unit price at a quantity from the volume prices the server has told us so far.
 */

/** More digits than any stock: keeps a pasted phone number from becoming a quantity. */
export const MAX_DIGITS = 6;

/** A typed text reduced to digits, and the quantity it means (empty = 0, docs/islands/opt-quantity.md). */
export interface TypedQuantity {
  text: string;
  quantity: number;
}

/**
 * Keeps digits only (docs/islands/opt-quantity.md: the quantity field accepts digits; a paste of «1 000 шт.» gives
 * 1000) and drops leading zeros, so «007» reads 7. A lone «0» stays as typed: it removes the line.
 */
export function readQuantity(raw: string): TypedQuantity {
  const digits = raw.replace(/\D+/g, '').slice(0, MAX_DIGITS);
  if (digits === '') return { text: '', quantity: 0 };
  const quantity = Number.parseInt(digits, 10);
  return { text: String(quantity), quantity };
}

/** A quantity above the stock is cut to the stock; `max` undefined means no known limit. */
export function limitQuantity(quantity: number, max: number | undefined): { quantity: number; limited: boolean } {
  if (max !== undefined && quantity > max) return { quantity: max, limited: true };
  return { quantity, limited: false };
}

/**
 * The unit price at `quantity`, from the prices known at some quantities (the base wholesale
 * price at 1, then what itemPrices answered). Volume prices only fall as the quantity grows and
 * change at a few thresholds, so the price at the nearest known quantity below is right within
 * that tier and the best guess beyond it, until the server answers for this quantity.
 */
export function estimateUnitPrice(known: ReadonlyMap<number, number>, quantity: number, basePrice: number): number {
  const exact = known.get(quantity);
  if (exact !== undefined) return exact;
  let below: number | undefined;
  let above: number | undefined;
  for (const at of known.keys()) {
    if (at < quantity && (below === undefined || at > below)) below = at;
    if (at > quantity && (above === undefined || at < above)) above = at;
  }
  const nearest = below ?? above;
  return nearest === undefined ? basePrice : known.get(nearest)!;
}

/** docs/islands/opt-quantity.md: the line price is the unit price times the entered quantity. */
export function linePrice(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}
