import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, object, optional, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import { messages } from './buy-button.messages';
import { checkProps } from '../runtime/check-props';
import { parseProductProps, price } from '../runtime/product-props';

/**
 * One word for what the button shows (docs/contributing.md#house-style): `idle` = add, `loading` = spinner (clicks
 * ignored), `in-basket` = already (a click goes to the basket page), `error` = add again, with
 * the reason the last add failed.
 */
export type BuyButtonState = 'idle' | 'loading' | 'in-basket' | 'error';

/** Where the button stands: a catalogue item or the product page (docs/islands/buy-button.md names both). */
export type BuyButtonVariant = 'catalog' | 'product';

/** Props from the template. */
export interface BuyButtonProps {
  productId: number;
  /**
   * The price the template shows beside the button (the README's embedding example). Not shown by the button;
   * checked and kept so a bad value in the template is reported like any other prop.
   */
  price?: number;
  /** Read by screen readers after the button text, so 18 «В корзину» buttons are told apart. */
  productName?: string;
  variant: BuyButtonVariant;
}

/** docs/embedding.md#routes: shoppers are sent to the basket page when the item is already in the basket. */
export const BASKET_PAGE_URL = '/personal/cart/';

/** What the model needs; tests hand in fakes. */
export interface BuyButtonDeps {
  productId: number;
  api: Pick<Api, 'add2BasketByID'>;
  store: Pick<ShopStore, 'basketItems' | 'addToBasket'> & Partial<Pick<ShopStore, 'basketKnown'>>;
  /** Goes to another page (`location.assign` on a real page). */
  navigate(url: string): void;
  /** Polite screen-reader announcement (`announce` of ui/live-region). */
  announce(message: string): void;
  /**
   * The page printed «В корзине». While the store does not know the basket yet (a first visit,
   * before `getVars.php` answers) the button says so, and a press goes to the basket as the
   * shopper read instead of adding the product again (docs/embedding.md#cached-html).
   */
  printed?: boolean;
}

export interface BuyButtonModel {
  readonly state: ReadonlySignal<BuyButtonState>;
  /** Why the last add failed (Russian); '' unless `state` is `error`. */
  readonly error: ReadonlySignal<string>;
  /** Counts successful adds, so the view plays the fly-to-basket animation once per add. */
  readonly added: ReadonlySignal<number>;
  /** The button was pressed. */
  activate(): Promise<void>;
}

/**
 * The buy button (docs/islands/buy-button.md): add → spinner → in basket on success, or back to add with the reason.
 * "In basket" comes from the store, so it is right on load, and follows other tabs and islands.
 */
export function createBuyButtonModel({ productId, api, store, navigate, announce, printed }: BuyButtonDeps): BuyButtonModel {
  const request = signal<'idle' | 'loading' | 'error'>('idle');
  const error = signal('');
  const added = signal(0);
  const inBasket = computed(() => store.basketItems.value.includes(productId) || (printed && !store.basketKnown?.value));
  const state = computed<BuyButtonState>(() => {
    if (request.value === 'loading') return 'loading';
    if (inBasket.value) return 'in-basket';
    return request.value;
  });

  const fail = (message: string) => {
    error.value = message;
    request.value = 'error';
  };

  return {
    state,
    error: computed(() => (state.value === 'error' ? error.value : '')),
    added,
    async activate() {
      const now = state.peek();
      // docs/islands/buy-button.md: clicks are ignored during the spinner (a double click sends one request).
      if (now === 'loading') return;
      // docs/islands/buy-button.md: clicking when already in the basket goes to the basket page.
      if (now === 'in-basket') {
        navigate(BASKET_PAGE_URL);
        return;
      }
      request.value = 'loading';
      error.value = '';
      try {
        const answer = await api.add2BasketByID(productId);
        if (!answer.ok) {
          fail(answer.ERROR || messages.refused);
          return;
        }
        // docs/embedding.md#network: the id goes into the store only after the server made the basket row.
        store.addToBasket(productId);
        request.value = 'idle';
        added.value += 1;
        announce(messages.added);
      } catch (failure) {
        fail(apiErrorMessage(failure));
      }
    },
  };
}

/** The button's own props, beside the product props (exported for the island's reference page). */
export const ownFields = { price: optional(price, undefined) };
const ownCheck = object(ownFields);

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseBuyButtonProps(raw: unknown): BuyButtonProps {
  const props = parseProductProps(raw);
  const own = checkProps(ownCheck, raw);
  return own.price === undefined ? props : { ...props, price: own.price };
}
