import { bindCalls, changeWholesaleQuantity, itemPrices } from '@shop-islands/api';
import { getPageRuntime } from '../runtime/page';
import { defineIsland } from '../runtime/define-island';
import { announce } from '../ui/live-region';
import { createOptQuantityModel } from './opt-quantity.model';
import { parseOptQuantityProps } from './opt-quantity.props';
import { OptQuantityView } from './opt-quantity.view';

/**
 * `data-island="opt-quantity"`: the wholesale quantity input and line price of one product. A
 * change still waiting for its pause is sent when the island leaves the page (its model's dispose).
 */
export default defineIsland({
  parseProps: parseOptQuantityProps,
  model: (props) => {
    const { store, apiDeps } = getPageRuntime();
    // docs/islands/opt-quantity.md: only the wholesale page keeps quantities in basketItems.
    if (store.mode !== 'opt') throw new Error('opt-quantity needs the wholesale page config: "mode": "opt"');
    const api = bindCalls(apiDeps, { changeWholesaleQuantity, itemPrices });
    return createOptQuantityModel({ props, store, api, announce });
  },
  view: (model, props) => <OptQuantityView model={model} productName={props.productName} basePrice={props.price} />,
});
