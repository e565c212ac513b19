import { list, number, object, text } from '@shop-islands/api';
import { checkProps, filledText, positiveCount } from '../runtime/check-props';

/** One basket line as the server printed it (docs/islands/basket.md#props). */
export interface BasketItem {
  /** The basket row id: what the quantity and delete calls send. */
  rowId: number;
  productId: number;
  name: string;
  url: string;
  image: string;
  /** Unit price in roubles. */
  price: number;
  quantity: number;
  /** The field's maximum (the stock); the minimum is always 1. */
  max: number;
  /** The line's sum in roubles. */
  sum: number;
}

/** Props from the template: the lines and the total in roubles. */
export interface BasketProps {
  items: BasketItem[];
  totalPrice: number;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  items: list(
    object({
      rowId: positiveCount,
      productId: positiveCount,
      name: filledText,
      url: text,
      image: text,
      price: number,
      quantity: positiveCount,
      max: positiveCount,
      sum: number,
    }),
  ),
  totalPrice: number,
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseBasketProps(raw: unknown): BasketProps {
  return checkProps(propsCheck, raw);
}
