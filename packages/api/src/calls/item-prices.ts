/** itemPrices with its answer check, in a module of its own so it goes only where it is called. */
import { number, object, record, text, type Check } from '../check';
import { endpointUrl } from '../endpoints';
import type { ItemPriceRequest } from '../payloads';
import { postJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/** itemPrices: the unit price of one item at the requested quantity. */
export interface ItemPrice {
  PRICE: number;
  PRICE_FORMATTED: string;
}

/** itemPrices answer: prices keyed by product id (as a string, as JSON object keys are). */
export interface ItemPrices {
  PRICES: Record<string, ItemPrice>;
}

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
export const itemPriceList: Check<ItemPrices> = /* @__PURE__ */ object({
  PRICES: /* @__PURE__ */ record(/* @__PURE__ */ object({ PRICE: number, PRICE_FORMATTED: text })),
});

/** `ITEMS[i][ID]`, `ITEMS[i][QUANTITY]` — `Api.itemPrices`. Async, so that a missing address rejects rather than throws. */
export async function itemPrices(deps: ApiDeps, items: readonly ItemPriceRequest[], options?: CallOptions): Promise<ItemPrices> {
  return postJson(
    deps,
    endpointUrl(deps, 'itemPrices'),
    { ITEMS: items.map(({ ID, QUANTITY }) => ({ ID, QUANTITY })) },
    itemPriceList,
    options,
  );
}
