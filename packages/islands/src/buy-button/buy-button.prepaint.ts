import { getPageRuntime } from '../runtime/page';
import { productIdOf, relabel } from '../runtime/prepaint';
import { messages } from './buy-button.messages';

/**
 * Before hydration the fallback's label says what the button will: «В корзине» when this
 * shopper's basket holds the product, the add label otherwise (docs/islands/buy-button.md).
 */
export function prepaintBuyButton(element: HTMLElement, raw: unknown) {
  const productId = productIdOf(raw);
  if (!productId) return;
  const { store } = getPageRuntime();
  const add = (raw as { variant?: unknown }).variant == 'product' ? messages.addProduct : messages.addCatalog;
  return relabel(element, () => (store.basketItems.value.includes(productId) ? messages.inBasket : add));
}
