import { getPageRuntime } from '../runtime/page';
import { productIdOf, relabel } from '../runtime/prepaint';
import { messages } from './compare-toggle.messages';

/**
 * Before hydration the fallback's label says what the toggle will: «В сравнении» when this
 * shopper's compare list holds the product, the add label otherwise (docs/islands/compare-toggle.md).
 */
export function prepaintCompareToggle(element: HTMLElement, raw: unknown) {
  const productId = productIdOf(raw);
  if (!productId) return;
  const { store } = getPageRuntime();
  const add = (raw as { variant?: unknown }).variant == 'product' ? messages.addProduct : messages.addCatalog;
  return relabel(element, () => (store.compareItems.value.includes(productId) ? messages.active : add));
}
