import { add2BasketByID, basketDelete, basketQuantity, bindCalls } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createBasketModel } from './basket.model';
import { parseBasketProps } from './basket.props';
import { BasketView } from './basket.view';

/**
 * `data-island="basket"`: the basket page's lines, quantities, removal, clearing and undo
 * (docs/islands/basket.md). The server's empty-basket block, printed hidden in the fallback, is
 * moved into the island and shown once nothing is left.
 */
export default defineIsland({
  parseProps: parseBasketProps,
  model: (props) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { basketQuantity, basketDelete, add2BasketByID });
    return createBasketModel({ props, store, api, clock: realClock, announce });
  },
  view: (model, _props, { fallback }) => <BasketView model={model} serverEmpty={findInFallback(fallback, '.basket-empty')} />,
});
