/**
 * Pure rules of the basket's quantity field (docs/islands/basket.md#rules-and-constants; the keys: #keyboard-and-screen-readers): which keys it takes,
 * what a typed text means, and whether a quantity lies within the field's limits.
 */

/** docs/embedding.md#shop-pages: the minimum basket quantity. */
export const MIN_QUANTITY = 1;

/** Keys that edit or move within the field, besides digits. */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab', 'Enter', 'Escape']);

/**
 * docs/islands/basket.md: the field accepts only digits and editing keys. Shortcuts with Ctrl or
 * Cmd (copy, paste, select all) pass; what they paste is cleaned by {@link digitsOnly}.
 */
export function isAcceptedKey(key: string, withModifier = false): boolean {
  return withModifier || /^\d$/.test(key) || EDITING_KEYS.has(key);
}

/** Keeps the digits of a typed or pasted text (at most 6: more than any stock). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, 6);
}

/** Why a quantity is refused: below the minimum, above the maximum, or null when it is fine. */
export type QuantityProblem = { kind: 'minimum' } | { kind: 'maximum'; max: number } | null;

/** docs/islands/basket.md: below 1 (or empty) and above the field's maximum are refused. */
export function checkQuantity(text: string, max: number): QuantityProblem {
  const quantity = text === '' ? 0 : Number.parseInt(text, 10);
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return { kind: 'minimum' };
  if (quantity > max) return { kind: 'maximum', max };
  return null;
}

/**
 * docs/islands/basket.md#keyboard-and-screen-readers: a step goes from the number in the field
 * (typed, not sent yet) when the field takes it, else from the last one accepted.
 */
export function stepFrom(text: string, accepted: number, max: number): number {
  return checkQuantity(text, max) ? accepted : Number.parseInt(text, 10);
}
