/** docs/islands/instalment.md: the widget is offered only for prices of 30 000 roubles or less. */
export const INSTALMENT_MAX_PRICE = 30_000;

/** The terms the page offers when the template names none: 4 payments. */
export const DEFAULT_PAYMENTS: readonly number[] = [4];

/** Whether the price may be paid in instalments (docs/islands/instalment.md). */
export function isInstalmentOffered(price: number): boolean {
  return Number.isFinite(price) && price > 0 && price <= INSTALMENT_MAX_PRICE;
}

/**
 * One payment of `payments` equal ones, in whole roubles (docs/islands/instalment.md): the
 * price divided and rounded up, so no payment is below price / n and the n payments together
 * never fall short of the price (they exceed it by less than n roubles).
 */
export function monthlyPayment(price: number, payments: number): number {
  return Math.ceil(price / payments);
}
