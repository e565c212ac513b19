import { STORE_EVENTS, type CityState } from './types';

/** The `detail` of each store event (docs/embedding.md#legacy-scripts): the new value. */
export interface StoreEventDetails {
  [STORE_EVENTS.basket]: readonly number[];
  [STORE_EVENTS.compare]: readonly number[];
  [STORE_EVENTS.city]: CityState;
}

/** Names of the store events. */
export type StoreEventName = keyof StoreEventDetails;

/** Tells legacy scripts on the page (jQuery, Bitrix templates) that a list or the city changed. */
export function dispatchStoreEvent<Name extends StoreEventName>(
  document: Document | null,
  window: Window | null,
  name: Name,
  detail: StoreEventDetails[Name],
): void {
  // The document's own window: a CustomEvent from another realm is refused by dispatchEvent.
  const CustomEventOfPage = (document?.defaultView ?? (window as typeof globalThis | null))?.CustomEvent;
  if (!document || !CustomEventOfPage) return;
  document.dispatchEvent(new CustomEventOfPage(name, { detail }));
}

interface BitrixCore {
  onCustomEvent?: (eventName: string, ...args: unknown[]) => void;
}

/**
 * Bitrix's basket-line components refresh on their own `OnBasketChange` event, so a basket
 * change made by an island shows in the header basket too.
 */
export function notifyBitrixBasket(window: Window | null): void {
  const bitrix = (window as unknown as { BX?: BitrixCore } | null)?.BX;
  if (typeof bitrix?.onCustomEvent !== 'function') return;
  try {
    bitrix.onCustomEvent('OnBasketChange');
  } catch (error) {
    // A broken legacy handler must not break the basket for the islands.
    console.error('[shop-islands/store] a Bitrix OnBasketChange handler failed', error);
  }
}
