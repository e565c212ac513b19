import { count, flag, list, object, optional, text, withInfo, type Check } from '@shop-islands/api';
import { checkProps, filledText, positiveCount, reject } from '../runtime/check-props';
import { price } from '../runtime/product-props';
import type { CompareView } from './compare-table.model';
import type { Characteristic } from './compare-table.rules';

/** Whether a product can be bought now (the catalogue's purchasing option). */
export type PurchasingOption = 'AVAILABLE' | 'NOT_FOR_SALE' | 'NO_AVAILABLE';

/** One column of the table: a product as the template prints it. */
export interface CompareProduct {
  id: number;
  name: string;
  url: string;
  image: string;
  price: number;
  oldPrice: number | null;
  purchasingOption: PurchasingOption;
  /** Stock; not shown, kept so a bad value in the template is reported. */
  quantity: number;
  /** What the server knew when it printed the page; the store decides once the island runs. */
  inBasket: boolean;
  characteristics: Characteristic[];
}

/** Props from the template: the products of the shopper's compare list, in its order. */
export interface CompareTableProps {
  products: CompareProduct[];
  /**
   * The rows the page printed, when it chose them (the shopper's `?DIFFERENT=` link, or the
   * template printing the differences itself): the island starts with them and makes no choice
   * of its own. Without it the island starts with every row and chooses by itself.
   */
  view?: CompareView;
}

/** One of `words` (reported as `'a', 'b' or 'c'`). */
function oneOf<T extends string>(...words: T[]): Check<T> {
  const expected = words.map((word) => `'${word}'`).join(', ').replace(/, ([^,]+)$/, ' or $1');
  return withInfo((value, path) => (words.includes(value as T) ? (value as T) : reject(path, expected, value)), { expected });
}

const purchasingOption = oneOf<PurchasingOption>('AVAILABLE', 'NOT_FOR_SALE', 'NO_AVAILABLE');
const view = oneOf<CompareView>('all', 'differences');

/** The props' fields (exported for the reference page). */
export const compareTableCheck = object({
  products: list(
    object({
      id: positiveCount,
      name: filledText,
      url: text,
      image: optional(text, ''),
      price,
      oldPrice: optional(price, null as number | null),
      purchasingOption,
      quantity: optional(count, 0),
      inBasket: optional(flag, false),
      characteristics: optional(list(object({ name: filledText, value: text })), [] as Characteristic[]),
    }),
  ),
  view: optional(view, undefined as CompareView | undefined),
});

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseCompareTableProps(raw: unknown): CompareTableProps {
  return checkProps(compareTableCheck, raw);
}
