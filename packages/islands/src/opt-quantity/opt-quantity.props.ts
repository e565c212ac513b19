import { count, object, optional } from '@shop-islands/api';
import { checkProps, positiveCount } from '../runtime/check-props';
import { price, productName } from '../runtime/product-props';

/** Props from the template (`data-props`). */
export interface OptQuantityProps {
  productId: number;
  /** Wholesale unit price in roubles (the price at 1 piece). */
  price: number;
  /** Stock: the most that can be ordered. Left out when unknown. */
  max?: number;
  /**
   * The quantity the server rendered (its fallback input's value). The island shows the
   * browser's basket (`basketItems`), which the page reconciles with the server on load; on a
   * first visit, until that answer, this quantity (docs/embedding.md#cached-html).
   */
  quantity: number;
  /** Product name: makes the field's label unique in a list («Количество, StarLine A93»). */
  productName?: string;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  productId: positiveCount,
  price,
  max: optional(count, undefined),
  quantity: optional(count, 0),
  productName,
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseOptQuantityProps(raw: unknown): OptQuantityProps {
  const { max, productName: name, ...props } = checkProps(propsCheck, raw);
  return { ...props, ...(max === undefined ? {} : { max }), ...(name === undefined ? {} : { productName: name }) };
}
