/** Props from the template (`data-props`). */
export interface OptQuantityProps {
  productId: number;
  /** Wholesale unit price in roubles (the price at 1 piece). */
  price: number;
  /** Stock: the most that can be ordered. Left out when unknown. */
  max?: number;
  /**
   * The quantity the server rendered (its fallback input's value). The island shows the
   * browser's basket (`basketItems`), which the page reconciles with the server on load.
   */
  quantity: number;
  /** Product name: makes the field's label unique in a list («Количество, StarLine A93»). */
  productName?: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Checks the template's props; each message names the field. */
export function parseOptQuantityProps(raw: unknown): OptQuantityProps {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new TypeError('props must be an object');
  const { productId, price, max, quantity = 0, productName } = raw as Record<string, unknown>;
  if (!isCount(productId) || productId === 0) throw new TypeError('"productId" must be a positive integer');
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw new TypeError('"price" must be a price in roubles, 0 or more');
  if (max !== undefined && max !== null && !isCount(max)) throw new TypeError('"max" must be a whole number, 0 or more');
  if (!isCount(quantity)) throw new TypeError('"quantity" must be a whole number, 0 or more');
  if (productName !== undefined && typeof productName !== 'string') throw new TypeError('"productName" must be a string');
  return {
    productId,
    price,
    quantity,
    ...(isCount(max) ? { max } : {}),
    ...(productName ? { productName } : {}),
  };
}
