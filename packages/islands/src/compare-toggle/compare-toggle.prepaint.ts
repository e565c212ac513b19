import { getPageRuntime } from '../runtime/page';
import { prepaintListLabel } from '../runtime/prepaint';
import { messages } from './compare-toggle.messages';

/**
 * Before hydration the fallback's label says what the toggle will: «В сравнении» when this
 * shopper's compare list holds the product, the add label otherwise (docs/islands/compare-toggle.md).
 */
export const prepaintCompareToggle = (element: HTMLElement, raw: unknown) =>
  // «Сравнить похожие» names no product: its label never depends on the list.
  (raw as { variant?: unknown } | null)?.variant === 'similar'
    ? undefined
    : prepaintListLabel(element, raw, getPageRuntime().store.compareItems, getPageRuntime().store.compareKnown, messages, messages.active);
