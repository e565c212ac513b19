import { number, object, optional, text, type Check } from '@shop-islands/api';
import { checkProps, positiveCount, refine, reject } from './check-props';

/** Where a product's island stands: a catalogue item or the product page. */
export type ProductVariant = 'catalog' | 'product';

/** The props every product action island (buy, compare, pre-order) shares. */
export interface ProductProps {
  productId: number;
  /** Read by screen readers after the control's text, so the controls of a list are told apart. */
  productName?: string;
  variant: ProductVariant;
}

/** A product name, trimmed; `undefined` when missing or blank, so the island leaves it out. */
export const productName: Check<string | undefined> = (value, path) => optional(text, '')(value, path).trim() || undefined;

/** A price in roubles, 0 or more. */
export const price: Check<number> = refine(number, 'a price in roubles ≥ 0', (n) => n >= 0);

/** `'catalog'` or `'product'` (exported for the reference pages, whose docs describe it). */
export const variant: Check<ProductVariant> = (value, path) =>
  value === 'catalog' || value === 'product' ? value : reject(path, "'catalog' or 'product'", value);

/** The fields every product action island shares (exported for the reference pages). */
export const productFields = { productId: positiveCount, productName, variant: optional(variant, 'catalog') };
export const productCheck = object(productFields);

/**
 * Checks the props every product action island shares; throws a `TypeError` naming the bad field.
 * An island with fields of its own checks them with a second `checkProps` of just those fields.
 */
export function parseProductProps(raw: unknown): ProductProps {
  const { productName: name, ...props } = checkProps(productCheck, raw);
  return name === undefined ? props : { ...props, productName: name };
}
