import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, isApiError, latest, type Api } from '@shop-islands/api';
import { emptyCatalogFilter, sameCatalogFilter, type CatalogQuery, type ShopStore } from '@shop-islands/store';
import { messages } from './catalog-list.messages';
import { buildFilterParams, queryKey } from './catalog-list.params';
import type { CatalogListProps } from './catalog-list.props';

/** The list's status word (`data-state`). */
export type CatalogListState = 'idle' | 'loading' | 'loading-more' | 'empty' | 'error';

/** «Сравнить выбранные»: idle, sending the ids, or failed. */
export type CompareSelectedState = 'idle' | 'sending' | 'error';

/** A server fragment to show in place of the items (a new object for every answer). */
export interface CatalogFragment {
  html: string;
  /**
   * After show-more: the product ids shown before; the first item not among them takes focus (in the
   * wholesale list, grouped by section, new items may come before old ones).
   */
  shownBefore: readonly number[] | null;
}

/** What the list needs, passed in. */
export interface CatalogListDeps {
  api: Pick<Api, 'catalogList' | 'add2CompareList'>;
  store: Pick<
    ShopStore,
    'catalogQuery' | 'initCatalog' | 'showMoreCatalog' | 'setCatalogFilter' | 'setCatalogResult' | 'compareItems' | 'addToCompare' | 'mode'
  >;
  /**
   * Leaves for another page (`location.assign`); settles if the shopper comes back to this one
   * from the browser's back-forward cache.
   */
  navigate(url: string): PromiseLike<unknown> | void;
  /** Polite screen-reader announcement. */
  announce(message: string): void;
}

export interface CatalogListModel {
  readonly state: ReadonlySignal<CatalogListState>;
  readonly foundCount: ReadonlySignal<number>;
  readonly shownCount: ReadonlySignal<number>;
  readonly fragment: ReadonlySignal<CatalogFragment | null>;
  readonly errorMessage: ReadonlySignal<string>;
  readonly canShowMore: ReadonlySignal<boolean>;
  /** Products on this page that the shopper put in the compare list (their «Сравнить» toggles). */
  readonly selectedIds: ReadonlySignal<readonly number[]>;
  readonly compareState: ReadonlySignal<CompareSelectedState>;
  readonly compareError: ReadonlySignal<string>;
  /** The view reports the product ids it shows after every insert. */
  itemsRendered(productIds: readonly number[]): void;
  showMore(): void;
  retry(): void;
  resetFilter(): void;
  compareSelected(): void;
  dispose(): void;
}

/**
 * The catalogue list (docs/islands/catalog-list.md): follows the store's catalogue query and loads it with
 * catalogList (PAGE_ELEMENT_COUNT = page size × pages). The server's first page stays as it is
 * (no load on mount); a newer query supersedes an older one (docs/embedding.md#network), and a failed load keeps
 * the items shown, with a retry.
 */
export function createCatalogListModel(props: CatalogListProps & { pageSize: number }, deps: CatalogListDeps): CatalogListModel {
  const { api, store } = deps;
  const { pageSize } = props;
  const lane = latest();

  const state = signal<CatalogListState>(props.totalCount === 0 ? 'empty' : 'idle');
  const foundCount = signal(props.totalCount);
  const shownIds = signal<readonly number[]>([]);
  const shownCount = signal(props.shownCount);
  const fragment = signal<CatalogFragment | null>(null);
  const errorMessage = signal('');
  const compareState = signal<CompareSelectedState>('idle');
  const compareError = signal('');

  let loaded: { key: string; query: CatalogQuery } | null = null;
  let failed: CatalogQuery | null = null;

  const settledState = (): CatalogListState => (foundCount.peek() === 0 ? 'empty' : 'idle');

  const load = (query: CatalogQuery) => {
    const key = queryKey(query);
    const more = loaded !== null && sameCatalogFilter(loaded.query.filter, query.filter) && query.pages > loaded.query.pages;
    const shownBefore = shownIds.peek();
    failed = null;
    batch(() => {
      errorMessage.value = '';
      state.value = more ? 'loading-more' : 'loading';
    });
    store.setCatalogResult({ status: 'loading', foundCount: foundCount.peek() });
    const params = buildFilterParams(query, pageSize, store.mode);
    lane.run((signal) => api.catalogList(params, query.filter.sectionCode, { signal })).then(
      (page) => {
        loaded = { key, query };
        const total = page.totalCount;
        batch(() => {
          foundCount.value = total;
          fragment.value = { html: page.html, shownBefore: more ? shownBefore : null };
          state.value = settledState();
        });
        store.setCatalogResult({ status: 'idle', foundCount: total });
        if (more) deps.announce(messages.shown(Math.min(pageSize * query.pages, total), total));
        else deps.announce(total === 0 ? messages.nothingFound : messages.found(total));
      },
      (error: unknown) => {
        // Superseded by a newer query: that one reports.
        if (isApiError(error, 'aborted')) return;
        failed = query;
        batch(() => {
          errorMessage.value = apiErrorMessage(error);
          state.value = 'error';
        });
        store.setCatalogResult({ status: 'error', foundCount: foundCount.peek() });
      },
    );
  };

  const follow = (query: CatalogQuery | null) => {
    if (!query) return;
    const key = queryKey(query);
    // What the server rendered: shown already, nothing to load.
    if (query.origin === 'server') {
      loaded = { key, query };
      return;
    }
    if (key !== loaded?.key) return load(query);
    // Back to what is shown (A → B → A before B answered): B must not land.
    if (state.peek() === 'loading' || state.peek() === 'loading-more' || state.peek() === 'error') {
      lane.cancel();
      failed = null;
      batch(() => {
        errorMessage.value = '';
        state.value = settledState();
      });
      store.setCatalogResult({ status: 'idle', foundCount: foundCount.peek() });
    }
  };

  // The server's page: its filter is the filter island's to tell; the pages shown are ours.
  const pages = Math.max(1, Math.ceil(props.shownCount / pageSize));
  store.initCatalog(store.catalogQuery.peek() ? { pages } : { filter: emptyCatalogFilter(props.sectionCode), pages });
  store.setCatalogResult({ status: 'idle', foundCount: props.totalCount });
  const stopFollowing = store.catalogQuery.subscribe(follow);

  const busy = () => state.peek() === 'loading' || state.peek() === 'loading-more';

  const selectedIds = computed(() => {
    const inCompare = new Set(store.compareItems.value);
    return shownIds.value.filter((id) => inCompare.has(id));
  });

  return {
    state,
    foundCount,
    shownCount,
    fragment,
    errorMessage,
    canShowMore: computed(() => state.value !== 'loading' && shownCount.value < foundCount.value),
    selectedIds,
    compareState,
    compareError,
    itemsRendered(productIds) {
      batch(() => {
        shownIds.value = [...productIds];
        shownCount.value = productIds.length;
      });
    },
    showMore() {
      if (busy()) return;
      // After a failed load the same request is asked again, not one page further.
      if (failed) return load(failed);
      store.showMoreCatalog();
    },
    retry() {
      if (failed && !busy()) load(failed);
    },
    resetFilter() {
      const current = store.catalogQuery.peek()?.filter ?? emptyCatalogFilter(props.sectionCode);
      store.setCatalogFilter({ ...emptyCatalogFilter(current.sectionCode), sort: current.sort });
    },
    compareSelected() {
      const ids = selectedIds.peek();
      if (ids.length === 0 || compareState.peek() === 'sending') return;
      batch(() => {
        compareState.value = 'sending';
        compareError.value = '';
      });
      api.add2CompareList(ids).then(
        (answer) => {
          // A refusal comes as a normal answer with ERROR: the comparison page would not show
          // these products, so the shopper stays here and reads why.
          if (answer.ERROR) {
            batch(() => {
              compareState.value = 'error';
              compareError.value = messages.compareRefused(answer.ERROR ?? '');
            });
            return;
          }
          store.addToCompare(ids);
          // Back from the comparison page (the browser's cached page): the button works again.
          deps.navigate(props.compareUrl)?.then(() => (compareState.value = 'idle'));
        },
        (error: unknown) => {
          batch(() => {
            compareState.value = 'error';
            compareError.value = apiErrorMessage(error);
          });
        },
      );
    },
    dispose() {
      lane.cancel();
      stopFollowing();
    },
  };
}
