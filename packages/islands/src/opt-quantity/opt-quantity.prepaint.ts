import { effect } from '@preact/signals-core';
import { getPageRuntime } from '../runtime/page';
import { productIdOf } from '../runtime/prepaint';
import { formatPrice } from '../ui/money';

/**
 * Before hydration the fallback's quantity field shows this shopper's basket quantity and its
 * `[data-line-price]` element the line price, unit price × quantity (docs/islands/opt-quantity.md).
 */
export function prepaintOptQuantity(element: HTMLElement, raw: unknown, printed?: string) {
  const productId = productIdOf(raw);
  const field = element.querySelector('input');
  const line = element.querySelector('[data-line-price]');
  const price = Number((raw as { price?: unknown }).price);
  if (!productId || !field) return;
  const { store } = getPageRuntime();
  // `printed`: the field's text when the page started, from a caller that came later (this chunk
  // is fetched); what the shopper typed meanwhile then differs from it.
  const original = [printed ?? field.value, line?.textContent];
  // What the field showed last before the shopper touched it: the printed quantity, then ours.
  let shown = original[0];
  const stop = effect(() => {
    // Not known yet (a first visit, before getVars.php answers): the server's quantity stays.
    if (!store.basketKnown.value) return;
    const quantity = store.wholesaleItems.value.find((item) => item.PRODUCT_ID == productId)?.QUANTITY ?? 0;
    // Typed into since: the shopper's text is not overwritten (the island starts from it, and the
    // keys held back are not typed again after ours).
    if (field.value !== shown) return;
    // Only what changed is written. Every line of the page runs this on each change of the list
    // (each key typed into one quantity): rewriting the same text into 150 lines made the browser
    // lay the whole list out again, 200–500 ms a key on a phone's slower processor.
    const text = quantity ? String(quantity) : '';
    if (field.value !== text) field.value = text;
    shown = text;
    const total = formatPrice(price * quantity);
    if (line && price >= 0 && line.textContent !== total) line.textContent = total;
  });
  return () => {
    stop();
    // docs/embedding.md#hydration: what the shopper typed while the island loaded is not lost. The
    // text stays, marked `data-typed` for the island to start from (opt-quantity.island.tsx).
    if (field.value !== shown) field.dataset.typed = '';
    else field.value = original[0]!;
    if (line) line.textContent = original[1]!;
  };
}
