/**
 * Fakes for the opt-quantity tests: a clock moved by hand, an api whose answers the test gives,
 * and a real store in wholesale mode over an in-memory localStorage. Only test files import it.
 */
import type { Api, ItemPriceRequest, ItemPrices, WholesaleQuantityResult } from '@shop-islands/api';
import { createStore, MemoryStorage, type ShopStore } from '@shop-islands/store';
import { manualClock } from '../ui/clock.testkit';
import type { Clock } from './opt-quantity.model';

/** Timers that run only when the test moves time on (the shared manual clock, `advance` for `tick`). */
export function createFakeClock(): Clock & { advance(ms: number): void; pending(): number } {
  const clock = manualClock();
  return { ...clock, advance: clock.tick };
}

interface Pending<Args, Answer> {
  args: Args;
  signal: AbortSignal | undefined;
  /** Sent as the page was left (`keepalive`). */
  keepalive?: boolean;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/** An api whose calls wait until the test answers them (`changes[0].resolve({ ok: true, result: 1 })`). */
export function createFakeApi() {
  const changes: Pending<{ productId: number; quantity: number }, WholesaleQuantityResult>[] = [];
  const priceCalls: Pending<readonly ItemPriceRequest[], ItemPrices>[] = [];
  const api: Pick<Api, 'changeWholesaleQuantity' | 'itemPrices'> = {
    changeWholesaleQuantity: (productId, quantity, options) =>
      new Promise((resolve, reject) => changes.push({ args: { productId, quantity }, signal: options?.signal, keepalive: options?.keepalive, resolve, reject })),
    itemPrices: (items, options) =>
      new Promise((resolve, reject) => priceCalls.push({ args: items, signal: options?.signal, resolve, reject })),
  };
  return { api, changes, priceCalls };
}

/** The real store of a wholesale page, with `basketItems` starting as given. */
export function createOptStore(basketItems?: unknown): { store: ShopStore; storage: Storage } {
  const storage = new MemoryStorage(basketItems === undefined ? {} : { basketItems: JSON.stringify(basketItems) });
  const cookies = { get: () => undefined, set: () => {}, remove: () => {} };
  const store = createStore({ storage, cookies, window: null, document: null, mode: 'opt' });
  return { store, storage };
}

/** Lets the promise callbacks of answered calls run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
