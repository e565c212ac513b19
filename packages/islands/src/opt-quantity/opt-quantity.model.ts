import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, isApiError, latest, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import { realClock, type Clock } from '../ui/clock';
import { formatPrice } from '../ui/money';
import { messages } from './opt-quantity.messages';
import type { OptQuantityProps } from './opt-quantity.props';
import { estimateUnitPrice, limitQuantity, linePrice, readQuantity } from './opt-quantity.rules';

/** `saving` from the first keystroke until the server confirms; `error` after it refused or failed. */
export type OptQuantityState = 'idle' | 'saving' | 'error';

/** Timers, passed in so tests drive the debounce with a fake clock. */
export type { Clock };

export interface OptQuantityDeps {
  props: OptQuantityProps;
  store: Pick<ShopStore, 'wholesaleItems' | 'setWholesaleQuantity' | 'basketKnown'>;
  api: Pick<Api, 'changeWholesaleQuantity' | 'itemPrices'>;
  clock?: Clock;
  /** Typing pauses this long before the change is sent. */
  debounceMs?: number;
  /** Polite screen-reader message after the server confirmed a change. */
  announce?: (message: string) => void;
  /**
   * Calls `leave` as the page is left (`runtime/leave-page.ts` on a page) and returns the way to
   * stop: a change still in its pause then goes at once (docs/embedding.md#network).
   */
  onPageHide?: (leave: () => void) => () => void;
}

export interface OptQuantityModel {
  /** What the field shows: digits only, '' for none. */
  readonly text: ReadonlySignal<string>;
  readonly quantity: ReadonlySignal<number>;
  /** Unit price at the current quantity (volume prices from itemPrices once known). */
  readonly unitPrice: ReadonlySignal<number>;
  /** docs/islands/opt-quantity.md: unit price × entered quantity, updated on every keystroke. */
  readonly linePrice: ReadonlySignal<number>;
  readonly state: ReadonlySignal<OptQuantityState>;
  /** Shown in an alert: the stock limit, or why the change was not saved. '' when none. */
  readonly message: ReadonlySignal<string>;
  readonly max: number | undefined;
  /** The field's new text (typed or pasted). */
  input(raw: string): void;
  /** − / + buttons and the arrow keys. */
  step(delta: number): void;
  /** Enter or leaving the field: send a pending change now rather than after the pause. */
  commit(): void;
  /** Stops following the store and asking for prices; a pending change is still sent. */
  dispose(): void;
}

export const DEBOUNCE_MS = 400;

/**
 * The wholesale quantity of one product (docs/islands/opt-quantity.md): the store follows every keystroke (the
 * basket counter with it), the server gets the quantity after a pause in typing through
 * change_quantity.php, and a refusal or failure brings back the last quantity the server accepted.
 */
export function createOptQuantityModel(deps: OptQuantityDeps): OptQuantityModel {
  const { props, store, api } = deps;
  const { productId, max } = props;
  const clock = deps.clock ?? realClock;
  const debounceMs = deps.debounceMs ?? DEBOUNCE_MS;
  const announce = deps.announce ?? (() => {});
  const changes = latest();
  const prices = latest();

  // docs/embedding.md#cached-html: until the browser knows the shopper's basket (a first visit,
  // before the start-up getVars.php answer), the quantity the page printed is the better guess, as in
  // the fallback and its prepaint; it is what the server holds if the page was printed for this
  // shopper. Once the shopper changes the quantity here, only the store counts.
  let printed = true;
  const storedQuantity = (known = store.basketKnown.peek()) =>
    store.wholesaleItems.peek().find((line) => line.PRODUCT_ID === productId)?.QUANTITY ?? (printed && !known ? props.quantity : 0);
  const show = (quantity: number) => (quantity > 0 ? String(quantity) : '');

  let confirmed = storedQuantity();
  let timer: unknown = null;
  let inFlight = false;
  // A change dropped on its way may still have reached the server: until a newer one is confirmed,
  // the saved quantity is not known for sure, so even a return to it has to be sent.
  let unsure = false;
  const text = signal(show(confirmed));
  const state = signal<OptQuantityState>('idle');
  const message = signal('');
  // Unit prices by quantity: the base wholesale price, then the server's volume prices.
  const knownPrices = signal<ReadonlyMap<number, number>>(new Map([[1, props.price]]));
  const quantity = computed(() => readQuantity(text.value).quantity);
  const unitPrice = computed(() => estimateUnitPrice(knownPrices.value, quantity.value, props.price));
  const line = computed(() => linePrice(unitPrice.value, quantity.value));

  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  // Taken off the page (a list replaced) with its change sent: the answer may write the store only
  // while it still holds what was sent — a field put in this one's place may have a newer quantity.
  let disposed = false;
  const ownsLine = (sent: number) => !disposed || storedQuantity() === sent;

  const restore = (why: string, sent: number) => {
    if (!ownsLine(sent)) return;
    // Text first: the store's echo then matches the field and is not taken for another tab's change.
    text.value = show(confirmed);
    store.setWholesaleQuantity(productId, confirmed);
    state.value = 'error';
    message.value = why;
  };

  /**
   * Asks for the volume price at this quantity; a failure keeps the estimate (the basket recounts anyway).
   * Settles once the price is known, kept or dropped.
   */
  const refreshPrice = (wanted: number): Promise<void> => {
    // At 1 piece the price is the base wholesale price; nothing to ask.
    if (wanted <= 1 || knownPrices.peek().has(wanted)) return Promise.resolve();
    return prices.run((signal) => api.itemPrices([{ ID: productId, QUANTITY: wanted }], { signal })).then(
      (answer) => {
        const price = answer.PRICES[String(productId)]?.PRICE;
        if (price !== undefined && Number.isFinite(price) && price > 0) {
          knownPrices.value = new Map(knownPrices.peek()).set(wanted, price);
        }
      },
      () => {},
    );
  };

  const send = (wanted: number) => {
    state.value = 'saving';
    inFlight = true;
    const priced = refreshPrice(wanted);
    changes.run((signal) => api.changeWholesaleQuantity(productId, wanted, { signal })).then(
      (answer) => {
        inFlight = false;
        if (!answer.ok) return restore(messages.notSaved, wanted);
        confirmed = wanted;
        unsure = false;
        state.value = 'idle';
        // The store has it since the keystroke; now that the server has it too, Bitrix's basket line is told.
        if (ownsLine(wanted)) store.setWholesaleQuantity(productId, wanted);
        // The total at this quantity's volume price: said once that price is in too (or failed), and
        // counted for `wanted`, whatever the field shows by then.
        void priced.then(() => {
          const total = linePrice(estimateUnitPrice(knownPrices.peek(), wanted, props.price), wanted);
          announce(wanted > 0 ? messages.saved(wanted, formatPrice(total)) : messages.removed);
        });
      },
      (error: unknown) => {
        // Superseded by a newer change: that one reports.
        if (isApiError(error, 'aborted')) return;
        inFlight = false;
        restore(messages.notSavedBecause(apiErrorMessage(error)), wanted);
      },
    );
  };

  const change = (next: number, shown: string, limitMessage: string) => {
    printed = false;
    message.value = limitMessage;
    text.value = shown;
    // docs/islands/opt-quantity.md: above 0 the line is in the basket, 0 or empty takes it out — at once
    // in the store; Bitrix's basket line, which asks the server, hears of it once it is saved.
    store.setWholesaleQuantity(productId, next, { pending: true });
    // A newer change supersedes the one on its way (docs/embedding.md#network): its late answer is ignored.
    if (inFlight) unsure = true;
    inFlight = false;
    changes.cancel();
    stopTimer();
    if (next === confirmed && !unsure) {
      state.value = 'idle';
      return;
    }
    state.value = 'saving';
    timer = clock.setTimeout(() => {
      timer = null;
      send(next);
    }, debounceMs);
  };

  // Another tab, the basket page or a buy button changed this line: show it and drop our pending change.
  const stopFollowing = effect(() => {
    // Read tracked: the start-up answer makes the basket known.
    void store.wholesaleItems.value;
    const outside = storedQuantity(store.basketKnown.value);
    untracked(() => {
      if (outside === quantity.peek()) return;
      stopTimer();
      changes.cancel();
      inFlight = false;
      // The other tab sent this quantity itself.
      unsure = false;
      confirmed = outside;
      text.value = show(outside);
      state.value = 'idle';
      message.value = '';
      refreshPrice(outside);
    });
  });
  // docs/embedding.md#network: the page is being left with a change still in its pause (the store,
  // and so the next page, already has it): it goes now, as a request the browser finishes without
  // the page. The timer stays: a page kept in the back-forward cache sends it again when it comes
  // back (a quantity twice is no harm) and shows the answer.
  const stopLeaving = deps.onPageHide?.(() => {
    if (timer !== null) api.changeWholesaleQuantity(productId, quantity.peek(), { keepalive: true }).catch(() => {});
  });
  // A line already in the basket may be in a volume tier: its line price should show the discount from the start.
  refreshPrice(confirmed);

  return {
    text,
    quantity,
    unitPrice,
    linePrice: line,
    state,
    message,
    max,
    input(raw) {
      const typed = readQuantity(raw);
      const limit = limitQuantity(typed.quantity, max);
      // The basket page's wording (docs/islands/opt-quantity.md); the stock is what can be ordered, so the field takes the stock.
      if (limit.limited) change(limit.quantity, String(limit.quantity), messages.maximum(limit.quantity));
      else change(typed.quantity, typed.text, '');
    },
    step(delta) {
      const wanted = Math.max(0, quantity.peek() + delta);
      const limit = limitQuantity(wanted, max);
      change(limit.quantity, show(limit.quantity), limit.limited ? messages.maximum(limit.quantity) : '');
    },
    commit() {
      if (timer === null) return;
      stopTimer();
      send(quantity.peek());
    },
    dispose() {
      disposed = true;
      stopFollowing();
      stopLeaving?.();
      if (timer !== null) {
        stopTimer();
        send(quantity.peek());
      }
      // Nothing shows the line price any more: a volume price still on its way is not wanted.
      prices.cancel();
    },
  };
}
