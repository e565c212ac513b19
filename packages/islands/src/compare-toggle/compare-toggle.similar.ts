import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import { messages } from './compare-toggle.messages';
import { COMPARE_PAGE_URL } from './compare-toggle.model';
export type { CompareSimilarProps } from './compare-toggle.props';

/**
 * «Сравнить похожие» (docs/islands/compare-toggle.md): `idle` → `loading` (clicks ignored) →
 * `leaving` (the comparison page is opening), or `error` with the reason, staying on the page.
 */
export type CompareSimilarState = 'idle' | 'loading' | 'leaving' | 'error';


export interface CompareSimilarDeps {
  sectionCode: string;
  api: Pick<Api, 'add2CompareList' | 'checkItemInCompareList'>;
  store: Pick<ShopStore, 'addToCompare'>;
  /**
   * Goes to another page (`location.assign` on a real page); settles if the shopper comes back to
   * this one from the browser's back-forward cache.
   */
  navigate(url: string): PromiseLike<unknown> | void;
  announce(message: string): void;
}

export interface CompareSimilarModel {
  readonly state: ReadonlySignal<CompareSimilarState>;
  /** Why the last request failed (Russian); '' unless `state` is `error`. */
  readonly error: ReadonlySignal<string>;
  activate(): Promise<void>;
}

/**
 * Adds the section's items to the compare list (add2CompareList with `FILTER_PARAMS`), brings
 * the store's list in line with the server's, then opens the comparison page.
 */
export function createCompareSimilarModel({ sectionCode, api, store, navigate, announce }: CompareSimilarDeps): CompareSimilarModel {
  const state = signal<CompareSimilarState>('idle');
  const error = signal('');
  const fail = (message: string) => {
    error.value = message;
    state.value = 'error';
  };

  return {
    state,
    error: computed(() => (state.value === 'error' ? error.value : '')),
    async activate() {
      // docs/islands/compare-toggle.md: clicks are ignored while the request runs or the page changes.
      if (state.peek() === 'loading' || state.peek() === 'leaving') return;
      state.value = 'loading';
      error.value = '';
      try {
        const answer = await api.add2CompareList({ FILTER_PARAMS: { SECTION_CODE: sectionCode } });
        if (answer.ERROR) {
          fail(answer.ERROR);
          return;
        }
      } catch (failure) {
        fail(apiErrorMessage(failure));
        return;
      }
      // The answer carries only a count: the ids come from the session's list, so the store and
      // the header counter show what the server now holds (docs/embedding.md#network).
      try {
        const { IN_COMPARE_LIST } = await api.checkItemInCompareList();
        store.addToCompare(IN_COMPARE_LIST);
      } catch {
        // The items were added: the comparison page shows them, and its getVars.php brings the ids.
      }
      state.value = 'leaving';
      announce(messages.similarAdded);
      // Back from the comparison page (the browser's cached page): the button works again.
      navigate(COMPARE_PAGE_URL)?.then(() => (state.value = 'idle'));
    },
  };
}
