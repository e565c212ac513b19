/** Where a product's island stands: a catalogue item or the product page. */
export type ProductVariant = 'catalog' | 'product';

/** The props every product action island (buy, compare, pre-order) shares. */
export interface ProductProps {
  productId: number;
  /** Read by screen readers after the control's text, so the controls of a list are told apart. */
  productName?: string;
  variant: ProductVariant;
}

/**
 * Checks the shared product props of a template and returns them with the raw object, so an
 * island can check its own extra fields. Throws a `TypeError` naming the bad field. Bitrix
 * templates often print ids as strings: a numeric string is accepted.
 */
export function parseProductProps(raw: unknown): { props: ProductProps; fields: Record<string, unknown> } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new TypeError('props must be an object');
  const fields = raw as Record<string, unknown>;
  const { productId, productName, variant = 'catalog' } = fields;
  const id = typeof productId === 'string' && /^\d+$/.test(productId.trim()) ? Number(productId) : productId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new TypeError('"productId" must be a positive whole number');
  if (productName !== undefined && typeof productName !== 'string') throw new TypeError('"productName" must be a string');
  if (variant !== 'catalog' && variant !== 'product') throw new TypeError('"variant" must be "catalog" or "product"');
  const props: ProductProps = { productId: id, variant };
  if (productName?.trim()) props.productName = productName.trim();
  return { props, fields };
}
