import { effect, type ReadonlySignal } from '@preact/signals-core';
import { toProductId } from '@shop-islands/store';

/**
 * Prepaints: what `core.js` shows on an island's server fallback before the island hydrates.
 * Bitrix's composite cache gives every shopper the same HTML, so a fallback that says «В корзину»
 * may be wrong for this shopper; the store knows. A prepaint is small and framework-free, so it
 * runs in the task that starts the page, whatever the island's `data-hydrate`.
 */

/** The raw `productId` prop, leniently (the island's own props check runs when it loads). */
export const productIdOf = (raw: unknown) => toProductId((raw as { productId?: unknown } | null)?.productId);

/**
 * The text the fallback's first link or button shows: its first non-blank text node, so an icon
 * or a hidden product name beside it stays; the control itself when it has none.
 */
function labelText(element: HTMLElement): Node | null {
  const control = element.querySelector('a,button');
  if (!control) return null;
  return [...control.childNodes].find((node) => node.nodeType == 3 && node.textContent!.trim()) ?? control;
}

/**
 * Keeps the fallback's label at `label()` (read inside an effect, so it follows the store: another
 * tab, a reconciliation; null: the server's text) until the returned undo puts the server's text back.
 */
export function relabel(element: HTMLElement, label: () => string | null): (() => void) | undefined {
  const node = labelText(element);
  if (!node) return;
  const original = node.textContent;
  const stop = effect(() => {
    const text = label() ?? original;
    if (node.textContent != text) node.textContent = text;
  });
  return () => {
    stop();
    node.textContent = original;
  };
}

/** The add labels of a product control: on a catalogue item, and on the product page (its island's messages). */
export interface AddLabels {
  addCatalog: string;
  addProduct: string;
}

/**
 * The prepaint of a product control whose label says whether the product is in one of the
 * shopper's lists (basket, compare list): `inList` when it is, the add label of its `variant`
 * otherwise, following the list until undone. While the browser does not know the list yet (a
 * first visit, before `getVars.php` answers) the server's label stays: a page printed for this
 * shopper knows better than an empty list, and a cached page prints the add label anyway.
 */
export function prepaintListLabel(
  element: HTMLElement,
  raw: unknown,
  list: ReadonlySignal<readonly number[]>,
  known: ReadonlySignal<boolean>,
  labels: AddLabels,
  inList: string,
) {
  const productId = productIdOf(raw);
  if (!productId) return;
  const add = (raw as { variant?: unknown }).variant == 'product' ? labels.addProduct : labels.addCatalog;
  // In the list is certain (added here, or the answer came); out of it is not while the list is unknown.
  return relabel(element, () => (list.value.includes(productId) ? inList : known.value ? add : null));
}
