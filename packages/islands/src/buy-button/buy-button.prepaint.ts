import { getPageRuntime } from '../runtime/page';
import { prepaintListLabel } from '../runtime/prepaint';
import { messages } from './buy-button.messages';

/**
 * Before hydration the fallback's label says what the button will: «В корзине» when this
 * shopper's basket holds the product, the add label otherwise (docs/islands/buy-button.md).
 */
export const prepaintBuyButton = (element: HTMLElement, raw: unknown) => {
  const { store } = getPageRuntime();
  return prepaintListLabel(element, raw, store.basketItems, store.basketKnown, messages, messages.inBasket);
};
