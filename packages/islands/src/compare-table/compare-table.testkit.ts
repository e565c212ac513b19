/** Products for the comparison's tests (only test files import this module). */
import type { CompareProduct } from './compare-table.props';

/** A product with the given characteristics; the rest is plain. */
export function product(id: number, characteristics: Record<string, string> = {}, extra: Partial<CompareProduct> = {}): CompareProduct {
  return {
    id,
    name: `Alarm ${id}`,
    url: `/catalog/product/${id}/`,
    image: `/img/${id}.jpg`,
    price: 10000 + id,
    oldPrice: null,
    purchasingOption: 'AVAILABLE',
    quantity: 5,
    inBasket: false,
    characteristics: Object.entries(characteristics).map(([name, value]) => ({ name, value })),
    ...extra,
  };
}

/** Three products: «Brand» differs, «Country» is the same, «GSM» is missing from one. */
export const threeProducts = (): CompareProduct[] => [
  product(101, { Brand: 'A', Country: 'RU', GSM: 'yes' }),
  product(103, { Brand: 'B', Country: 'RU', GSM: 'yes' }),
  product(104, { Brand: 'C', Country: 'RU' }),
];
