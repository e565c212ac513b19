import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { object, optional, text } from '@shop-islands/api';
import type { SiteVariant } from '@shop-islands/store';
import { checkProps, filledText } from '../runtime/check-props';

/**
 * `off` while the page is not mobile (docs/embedding.md#page-variants: no `mobile` body class and
 * 576 px or wider): no toggle then; on a mobile page the form is `closed` or `open`.
 */
export type MobileSearchState = 'off' | 'closed' | 'open';

/** Props from the template. */
export interface MobileSearchProps {
  /** Where the form submits; the site's search page. */
  action: string;
  /** The query the page was rendered for, kept in the field. */
  query: string;
}

/** What the model follows: the store's live page state. */
export interface MobileSearchDeps {
  /** The `mobile` body class or a viewport narrower than 576 px, live. */
  isMobile: ReadonlySignal<boolean>;
  /** The body classes `mobile`, `promo`, `market`, live. */
  variant: ReadonlySignal<SiteVariant>;
  /** Whether the form starts open (stories). */
  initiallyOpen?: boolean;
}

export interface MobileSearchModel {
  readonly state: ReadonlySignal<MobileSearchState>;
  /** The site variants in force, as a space-separated list (`promo market`), for the stylesheet. */
  readonly variants: ReadonlySignal<string>;
  toggle(): void;
  close(): void;
  dispose(): void;
}

/** The site variants of `variant` that change how the form looks, in a fixed order. */
export function variantWords(variant: SiteVariant): string {
  return (['mobile', 'promo', 'market'] as const).filter((name) => variant[name]).join(' ');
}

/** The mobile search toggle's state, following the page's mobile state (docs/islands/mobile-search.md). */
export function createMobileSearchModel({ isMobile, variant, initiallyOpen = false }: MobileSearchDeps): MobileSearchModel {
  const opened = signal(initiallyOpen);
  const state = computed<MobileSearchState>(() => (isMobile.value ? (opened.value ? 'open' : 'closed') : 'off'));
  // Leaving the mobile state closes the form, so it comes back closed rather than open unseen.
  const stop = effect(() => {
    if (!isMobile.value) opened.value = false;
  });
  return {
    state,
    variants: computed(() => variantWords(variant.value)),
    toggle: () => {
      if (isMobile.value) opened.value = !opened.value;
    },
    close: () => {
      opened.value = false;
    },
    dispose: stop,
  };
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({ action: optional(filledText, '/search/'), query: optional(text, '') });

/** Checks the template's props: both optional strings. */
export function parseMobileSearchProps(raw: unknown): MobileSearchProps {
  return checkProps(propsCheck, raw);
}
