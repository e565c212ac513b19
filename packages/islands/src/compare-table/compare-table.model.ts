import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import type { Clock } from '../ui/clock';
import { messages } from './compare-table.messages';
import type { CompareProduct } from './compare-table.props';
import { AUTO_DIFFERENCES_MS, choosesDifferences, compareRows, type CompareRow } from './compare-table.rules';

/** Which rows the table shows. */
export type CompareView = 'all' | 'differences';

/** One word for the island (docs/contributing.md#house-style): the view shown, or `empty` once no product is left. */
export type CompareTableState = CompareView | 'empty';

/** What one column is doing: nothing, removing its product, or adding it to the basket. */
export type ColumnRequest = 'idle' | 'removing' | 'adding';

/** docs/embedding.md#routes: shoppers go to the basket page after adding from the comparison. */
export const BASKET_PAGE_URL = '/personal/cart/';

/** One column as the view shows it. */
export interface CompareColumn {
  product: CompareProduct;
  inBasket: boolean;
  request: ColumnRequest;
  /** Why the last removal or add of this column failed (Russian); '' when none. */
  error: string;
}

/** What the model needs; tests hand in fakes. */
export interface CompareTableDeps {
  products: readonly CompareProduct[];
  /**
   * The view the page printed, when it names one (`props.view`): the island starts with it and
   * makes no automatic choice, so no row moves when it takes over. Without it: every row first.
   */
  view?: CompareView;
  api: Pick<Api, 'delFromCompareList' | 'add2BasketByID'>;
  store: Pick<ShopStore, 'compareItems' | 'removeFromCompare' | 'basketItems' | 'basketKnown' | 'addToBasket'>;
  /** Runs the automatic choice of the differences view. */
  clock: Clock;
  /**
   * Goes to another page (`location.assign` on a real page); settles if the shopper comes back to
   * this one from the browser's back-forward cache.
   */
  navigate(url: string): PromiseLike<unknown> | void;
  /** Polite screen-reader announcement (`announce` of ui/live-region). */
  announce(message: string): void;
}

export interface CompareTableModel {
  readonly state: ReadonlySignal<CompareTableState>;
  readonly view: ReadonlySignal<CompareView>;
  readonly columns: ReadonlySignal<readonly CompareColumn[]>;
  /** Every row of the shown products; the view hides those that do not differ in the differences view. */
  readonly rows: ReadonlySignal<readonly CompareRow[]>;
  /** The shopper's choice of view; it also cancels the automatic choice. */
  show(view: CompareView): void;
  /** The column's remove icon. */
  remove(productId: number): Promise<void>;
  /** The column's «В корзину»: adds, then goes to the basket page. */
  buy(productId: number): Promise<void>;
  /** Stops the timer and the store subscription. */
  dispose(): void;
}

/**
 * The comparison table (docs/islands/compare-table.md). The columns are the template's products
 * less those the compare list lost since the island started: removed here, by another island or in
 * another tab (the store follows the other tabs). The differences are computed here, no server trip.
 */
export function createCompareTableModel({ products, view: printed, api, store, clock, navigate, announce }: CompareTableDeps): CompareTableModel {
  const gone = signal<ReadonlySet<number>>(new Set());
  const requests = signal<ReadonlyMap<number, { request: ColumnRequest; error: string }>>(new Map());
  const chosenView = signal<CompareView>(printed ?? 'all');
  let chosenByShopper = false;

  const shown = computed(() => products.filter((product) => !gone.value.has(product.id)));
  // docs/islands/compare-table.md: one product has nothing to tell apart: every row, whatever view
  // was chosen before the others were removed.
  const view = computed<CompareView>(() => (shown.value.length > 1 ? chosenView.value : 'all'));
  const rows = computed(() => compareRows(shown.value));
  const columns = computed(() =>
    shown.value.map((product) => ({
      product,
      inBasket: inBasket(product),
      request: requests.value.get(product.id)?.request ?? 'idle',
      error: requests.value.get(product.id)?.error ?? '',
    })),
  );
  // docs/islands/compare-table.md: while the browser does not know the basket yet (a first visit,
  // before getVars.php answers), the server's word stands, so a product there is not added twice.
  const inBasket = (product: CompareProduct) =>
    store.basketItems.value.includes(product.id) || (product.inBasket && !store.basketKnown.value);
  const state = computed<CompareTableState>(() => (shown.value.length ? view.value : 'empty'));

  const setRequest = (productId: number, request: ColumnRequest, error = '') => {
    const next = new Map(requests.peek());
    next.set(productId, { request, error });
    requests.value = next;
  };
  const busy = (productId: number) => (requests.peek().get(productId)?.request ?? 'idle') !== 'idle';
  const nameOf = (productId: number) => products.find((product) => product.id === productId)?.name ?? '';

  // A column leaves when the compare list loses its id: an id the list never had (a store still
  // empty in a new browser) keeps its column, since the server printed it from the session.
  let previous = store.compareItems.peek();
  const stopFollowing = store.compareItems.subscribe((next) => {
    const lost = previous.filter((id) => !next.includes(id));
    previous = next;
    if (lost.length) gone.value = new Set([...gone.peek(), ...lost]);
  });

  // docs/islands/compare-table.md: with more than one product, differences are shown after
  // AUTO_DIFFERENCES_MS, unless the page printed a view of its own.
  const timer = !printed && choosesDifferences(shown.peek().length)
    ? clock.setTimeout(() => {
        if (chosenByShopper || state.peek() === 'empty') return;
        chosenView.value = 'differences';
        announce(messages.shownDifferences);
      }, AUTO_DIFFERENCES_MS)
    : undefined;

  return {
    state,
    view,
    columns,
    rows,
    show(next) {
      chosenByShopper = true;
      if (view.peek() === next || shown.peek().length < 2) return;
      chosenView.value = next;
      announce(next === 'all' ? messages.shownAll : messages.shownDifferences);
    },
    async remove(productId) {
      if (busy(productId) || gone.peek().has(productId)) return;
      setRequest(productId, 'removing');
      try {
        const answer = await api.delFromCompareList(productId);
        if (!answer.STATE) {
          setRequest(productId, 'idle', answer.ERROR || messages.removeRefused);
          return;
        }
        batch(() => {
          setRequest(productId, 'idle');
          // docs/embedding.md#network: the store changes only after the server agreed.
          store.removeFromCompare(productId);
          gone.value = new Set([...gone.peek(), productId]);
        });
        announce(messages.removed(nameOf(productId)));
      } catch (failure) {
        setRequest(productId, 'idle', apiErrorMessage(failure));
      }
    },
    async buy(productId) {
      if (busy(productId)) return;
      // Already in the basket: the button leads there, as the buy button does.
      if (columns.peek().find((column) => column.product.id === productId)?.inBasket) {
        navigate(BASKET_PAGE_URL);
        return;
      }
      setRequest(productId, 'adding');
      try {
        const answer = await api.add2BasketByID(productId);
        if (!answer.ok) {
          setRequest(productId, 'idle', answer.ERROR || messages.addRefused);
          return;
        }
        // docs/embedding.md#network: the id goes into the store only after the server made the basket row.
        store.addToBasket(productId);
        // docs/islands/compare-table.md: an add from the comparison goes on to the basket page.
        // The column stays busy while the page leaves, and is free again if the shopper comes
        // back to it (the browser's cached page).
        navigate(BASKET_PAGE_URL)?.then(() => setRequest(productId, 'idle'));
      } catch (failure) {
        setRequest(productId, 'idle', apiErrorMessage(failure));
      }
    },
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer);
      stopFollowing();
    },
  };
}
