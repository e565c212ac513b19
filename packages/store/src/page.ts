import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { SiteVariant } from './types';

/** docs/embedding.md#page-variants: a page narrower than this many CSS pixels counts as mobile. */
export const MOBILE_BREAKPOINT_PX = 576;

/** The variant the body classes switch on (docs/embedding.md#page-variants). */
export function readVariant(body: Element | null): SiteVariant {
  const classes = body?.classList;
  return {
    mobile: classes?.contains('mobile') ?? false,
    promo: classes?.contains('promo') ?? false,
    market: classes?.contains('market') ?? false,
  };
}

// The same breakpoint as a media query: below 576 px means up to 575.98 px (sub-pixel widths on zoom).
const NARROW_QUERY = '(max-width: 575.98px)';

function sameVariant(a: SiteVariant, b: SiteVariant): boolean {
  return a.mobile === b.mobile && a.promo === b.promo && a.market === b.market;
}

/** The live page variant and mobile flag, and how to stop following them. */
export interface PageWatch {
  variant: ReadonlySignal<SiteVariant>;
  isMobile: ReadonlySignal<boolean>;
  stop(): void;
}

/**
 * Follows the body classes (a script may switch them after load) and the viewport width.
 * docs/embedding.md#page-variants: a page counts as mobile with the mobile class or narrower than 576 px.
 */
export function watchPage(document: Document | null, window: Window | null): PageWatch {
  const variant = signal(readVariant(document?.body ?? null));
  // The media query alone, not `resize` and `innerWidth`: orientation and zoom changes do not always
  // fire resize in mobile browsers, and iOS has answered a rotation's resize with the old width.
  const query = window?.matchMedia?.(NARROW_QUERY);
  const narrow = signal(!!query?.matches);
  const stops: Array<() => void> = [];

  const refreshVariant = () => {
    const next = readVariant(document?.body ?? null);
    if (!sameVariant(next, variant.value)) variant.value = next;
  };

  const observeBody = () => {
    const body = document?.body;
    const Observer = (window as typeof globalThis | null)?.MutationObserver;
    if (!body || !Observer) return;
    refreshVariant();
    const observer = new Observer(refreshVariant);
    observer.observe(body, { attributes: true, attributeFilter: ['class'] });
    stops.push(() => observer.disconnect());
  };

  if (document && !document.body) {
    // A script in <head> runs before <body> exists: start watching once it does.
    const onReady = () => observeBody();
    document.addEventListener('DOMContentLoaded', onReady, { once: true });
    stops.push(() => document.removeEventListener('DOMContentLoaded', onReady));
  } else {
    observeBody();
  }

  if (query) {
    const refreshWidth = () => {
      narrow.value = query.matches;
    };
    query.addEventListener('change', refreshWidth);
    stops.push(() => query.removeEventListener('change', refreshWidth));
  }

  return {
    variant,
    isMobile: computed(() => variant.value.mobile || narrow.value),
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
