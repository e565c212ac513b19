import { signal, type ReadonlySignal } from '@preact/signals-core';
import { object, optional, text } from '@shop-islands/api';
import { checkProps, filledText } from '../runtime/check-props';

/** Whether the mobile search form under the navigation is shown. */
export type MobileSearchState = 'open' | 'closed';

/** Props from the template. */
export interface MobileSearchProps {
  /** Where the form submits; the site's search page. */
  action: string;
  /** The query the page was rendered for, kept in the field. */
  query: string;
}

export interface MobileSearchModel {
  readonly state: ReadonlySignal<MobileSearchState>;
  toggle(): void;
  close(): void;
}

/** The open/closed state of the mobile search toggle (docs/islands/mobile-search.md). */
export function createMobileSearchModel(initial: MobileSearchState = 'closed'): MobileSearchModel {
  const state = signal<MobileSearchState>(initial);
  return {
    state,
    toggle: () => {
      state.value = state.value === 'open' ? 'closed' : 'open';
    },
    close: () => {
      state.value = 'closed';
    },
  };
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({ action: optional(filledText, '/search/'), query: optional(text, '') });

/** Checks the template's props: both optional strings. */
export function parseMobileSearchProps(raw: unknown): MobileSearchProps {
  return checkProps(propsCheck, raw);
}
