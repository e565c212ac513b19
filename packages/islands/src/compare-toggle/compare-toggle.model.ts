import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import { messages } from './compare-toggle.messages';
import { parseProductProps } from '../runtime/product-props';

/**
 * One word for the toggle (docs/contributing.md#house-style, docs/islands/compare-toggle.md): `inactive` → `loading` →
 * `active`; `removing` while the popover's removal runs; `error` = inactive, with the reason the
 * last add failed.
 */
export type CompareToggleState = 'inactive' | 'loading' | 'active' | 'removing' | 'error';

/** A catalogue item, or the product page (whose popover hides by itself after 2000 ms). */
export type CompareToggleVariant = 'catalog' | 'product';

/** Props from the template. */
export interface CompareToggleProps {
  productId: number;
  /** Read by screen readers after the toggle text, so the toggles of a list are told apart. */
  productName?: string;
  variant: CompareToggleVariant;
}

/** docs/embedding.md#routes: the comparison page. */
export const COMPARE_PAGE_URL = '/catalog/compare/';

/** docs/islands/compare-toggle.md: the compare popover on the product page hides after 2000 ms. */
export const PRODUCT_POPOVER_HIDE_MS = 2000;

/** What the model needs; tests hand in fakes. */
export interface CompareToggleDeps {
  productId: number;
  api: Pick<Api, 'add2CompareList' | 'delFromCompareList'>;
  store: Pick<ShopStore, 'compareItems' | 'addToCompare' | 'removeFromCompare'> & Partial<Pick<ShopStore, 'compareKnown'>>;
  announce(message: string): void;
  /**
   * The page printed «В сравнении». While the store does not know the compare list yet (a first
   * visit, before `getVars.php` answers) the toggle says so too (docs/embedding.md#cached-html).
   */
  printed?: boolean;
}

export interface CompareToggleModel {
  readonly state: ReadonlySignal<CompareToggleState>;
  /** The last failure in Russian ('' when none): under the toggle for an add, in the popover for a removal. */
  readonly error: ReadonlySignal<string>;
  /** Whether the removal popover is shown (only ever while the product is in the list). */
  readonly popoverOpen: ReadonlySignal<boolean>;
  /** The toggle was pressed: adds, or opens/closes the popover when already in the list. */
  activate(): Promise<void>;
  /** The popover's «Удалить из сравнения». */
  remove(): Promise<void>;
  /** The popover asks to close (Escape, a click outside, its timer). */
  setPopoverOpen(open: boolean): void;
}

/**
 * The compare toggle. "Active" is the store's compare list, so it is right on load and follows
 * other tabs; the store changes only after the server agreed (docs/embedding.md#network).
 */
export function createCompareToggleModel({ productId, api, store, announce, printed = false }: CompareToggleDeps): CompareToggleModel {
  const request = signal<'idle' | 'loading' | 'removing' | 'error'>('idle');
  const error = signal('');
  const popoverWanted = signal(false);
  // A printed «В сравнении» holds while the list is unknown, unless the shopper removes it here.
  const claimed = signal(printed);
  const inCompare = computed(() => store.compareItems.value.includes(productId) || (claimed.value && !store.compareKnown?.value));
  const state = computed<CompareToggleState>(() => {
    const now = request.value;
    if (now === 'loading' || now === 'removing') return now;
    if (inCompare.value) return 'active';
    return now === 'error' ? 'error' : 'inactive';
  });
  // Removed in another tab: the popover about it has nothing left to offer.
  const popoverOpen = computed(() => popoverWanted.value && inCompare.value);

  return {
    state,
    error: computed(() => (state.value === 'error' || popoverOpen.value ? error.value : '')),
    popoverOpen,
    async activate() {
      const now = state.peek();
      if (now === 'loading' || now === 'removing') return;
      if (now === 'active') {
        error.value = '';
        popoverWanted.value = !popoverWanted.peek();
        return;
      }
      popoverWanted.value = false;
      request.value = 'loading';
      error.value = '';
      try {
        const answer = await api.add2CompareList(productId);
        if (answer.ERROR) throw new Refused(answer.ERROR);
        store.addToCompare(productId);
        request.value = 'idle';
        announce(messages.added);
      } catch (failure) {
        error.value = failure instanceof Refused ? failure.message : apiErrorMessage(failure);
        request.value = 'error';
      }
    },
    async remove() {
      if (state.peek() !== 'active') return;
      request.value = 'removing';
      error.value = '';
      try {
        const answer = await api.delFromCompareList(productId);
        if (!answer.STATE) throw new Refused(answer.ERROR || messages.removeRefused);
        popoverWanted.value = false;
        claimed.value = false;
        store.removeFromCompare(productId);
        announce(messages.removed);
      } catch (failure) {
        // The popover stays open with the reason, so the shopper can try again: open again if it
        // was closed meanwhile (Escape, a click elsewhere, the product page's timer).
        error.value = failure instanceof Refused ? failure.message : apiErrorMessage(failure);
        popoverWanted.value = true;
      } finally {
        request.value = 'idle';
      }
    },
    setPopoverOpen(open) {
      popoverWanted.value = open;
      if (!open) error.value = '';
    },
  };
}

/** The server answered, but said no; its text (or ours) is what the shopper reads. */
class Refused extends Error {}

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseCompareToggleProps(raw: unknown): CompareToggleProps {
  return parseProductProps(raw);
}
