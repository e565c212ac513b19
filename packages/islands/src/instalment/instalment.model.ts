import { computed, type ReadonlySignal } from '@preact/signals-core';
import { count, list, object, optional } from '@shop-islands/api';
import { checkProps, positiveCount, refine } from '../runtime/check-props';
import { price } from '../runtime/product-props';
import { DEFAULT_PAYMENTS, isInstalmentOffered, monthlyPayment } from './instalment.rules';

/** `offered`: the terms are shown; `over-limit`: the price is above the limit and nothing is shown. */
export type InstalmentState = 'offered' | 'over-limit';

/** Props from the template. */
export interface InstalmentProps {
  productId: number;
  /** The price the page shows, in roubles. */
  price: number;
  /** The numbers of payments the partner offers for this product, in the order shown. */
  payments: readonly number[];
}

/** One offer: this many payments of this many roubles. */
export interface InstalmentTerm {
  payments: number;
  payment: number;
}

export interface InstalmentModel {
  readonly state: ReadonlySignal<InstalmentState>;
  /** Empty when over the limit. */
  readonly terms: ReadonlySignal<readonly InstalmentTerm[]>;
}

/**
 * The instalment widget's figures, computed on the page from the price (no call): each term's
 * payment in whole roubles (instalment.rules.ts). The price is a signal so a price change on the
 * page (a future price island) moves the figures and the limit with it.
 */
export function createInstalmentModel({ price, payments }: { price: ReadonlySignal<number>; payments: readonly number[] }): InstalmentModel {
  const offered = computed(() => isInstalmentOffered(price.value));
  return {
    state: computed(() => (offered.value ? 'offered' : 'over-limit')),
    terms: computed(() => (offered.value ? payments.map((n) => ({ payments: n, payment: monthlyPayment(price.value, n) })) : [])),
  };
}

/** A number of payments: 2 or more (one payment is not an instalment). */
const paymentCount = refine(count, 'a whole number ≥ 2', (n) => n >= 2);

/** The island's fields (exported for its reference page). */
export const instalmentCheck = object({
  productId: positiveCount,
  price,
  payments: optional(refine(list(paymentCount), 'a non-empty list of whole numbers ≥ 2', (items) => items.length > 0), DEFAULT_PAYMENTS as number[]),
});

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseInstalmentProps(raw: unknown): InstalmentProps {
  const props = checkProps(instalmentCheck, raw);
  // Repeated terms would print the same line twice.
  return { ...props, payments: [...new Set(props.payments)] };
}
