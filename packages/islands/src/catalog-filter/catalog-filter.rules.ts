/**
 * Pure rules of the catalogue filter: which keys a price input takes (docs/islands/catalog-filter.md), price parsing
 * and clamping, the slider's step. No React, no DOM.
 */

/** docs/islands/catalog-filter.md: the reload follows a valid key in a price input after 1000 ms. */
export const PRICE_RELOAD_DELAY_MS = 1000;

/** What a key pressed in a price input does. */
export type PriceKeyEffect = 'reload' | 'edit' | 'block';

/** The parts of a keyboard event the rule reads. */
export interface PriceKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * docs/islands/catalog-filter.md: only digits, Delete and Backspace in a price input trigger a reload.
 * - a digit, Delete or Backspace: `reload` (typed, then the reload 1000 ms later);
 * - shortcuts (Ctrl/⌘ + key: copy, paste, select all, undo) and named keys (Tab, arrows, Home,
 *   End, Enter, Escape …): `edit` — they work, but trigger nothing;
 * - any other character (letters, spaces, minus, comma): `block` — not typed at all.
 * Virtual keyboards on Android report `Unidentified` (or `Process` while composing): those are
 * `edit`, and the model judges the input they cause instead.
 */
export function priceKeyEffect(event: PriceKey): PriceKeyEffect {
  const { key } = event;
  const shortcut = Boolean(event.ctrlKey || event.metaKey || event.altKey);
  if (/^[0-9]$/.test(key)) return shortcut ? 'edit' : 'reload';
  if (key === 'Backspace' || key === 'Delete') return 'reload';
  if (shortcut) return 'edit';
  // One character that is not a digit: the only keys that would type something else.
  return [...key].length === 1 ? 'block' : 'edit';
}

/** Keeps the digits of what was typed or pasted (`12 990 ₽` → `12990`). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** A whole price from the input's text, or null when it holds no digits. */
export function parsePrice(text: string): number | null {
  const digits = digitsOnly(text).replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  const price = Number(digits);
  return Number.isSafeInteger(price) ? price : Number.MAX_SAFE_INTEGER;
}

/** The price bounds of the section, as the server knows them. */
export interface PriceBounds {
  min: number;
  max: number;
}

/** `value` kept within the section's price bounds. */
export function clampPrice(value: number, bounds: PriceBounds): number {
  return Math.min(Math.max(value, bounds.min), bounds.max);
}

/**
 * The slider's step: fine enough to aim, coarse enough that arrows move it noticeably (the
 * native range's PageUp/PageDown move a tenth of the range on top).
 */
export function sliderStep(bounds: PriceBounds): number {
  const span = bounds.max - bounds.min;
  if (span <= 5_000) return 10;
  if (span <= 200_000) return 100;
  return 1_000;
}

/**
 * A slider value near an end is that end. A native range steps from its min, so when the span
 * is not a whole number of steps its max is out of reach (290…45 995 by 100 stops at 45 990):
 * within one step of an end counts as the end, and both bounds stay reachable.
 */
export function snapToEnds(value: number, bounds: PriceBounds, step: number): number {
  if (value > bounds.max - step) return bounds.max;
  if (value < bounds.min + step) return bounds.min;
  return Math.round(value);
}

/** A filter bound as sent: null when it is the section's own bound (no limit on that side). */
export function boundOrNull(value: number, bound: number): number | null {
  return value === bound ? null : value;
}
