/** The store's live page state for the mobile search's tests, as a test sets it. Only test files import it. */
import { signal } from '@preact/signals-core';
import type { SiteVariant } from '@shop-islands/store';
import { createMobileSearchModel } from './mobile-search.model';

/** The page's mobile state and body-class variant, as signals the test changes. */
export function page(isMobile = true, variant: Partial<SiteVariant> = {}) {
  return {
    isMobile: signal(isMobile),
    variant: signal<SiteVariant>({ mobile: false, promo: false, market: false, ...variant }),
  };
}

/** A model on a mobile page. */
export const mobileModel = () => createMobileSearchModel(page());
