import { bindCalls, changeWholesaleQuantity, itemPrices } from '@shop-islands/api';
import { onPageHide } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { announce } from '../ui/live-region';
import { createOptQuantityModel } from './opt-quantity.model';
import { parseOptQuantityProps } from './opt-quantity.props';
import { OptQuantityView } from './opt-quantity.view';

/**
 * `data-island="opt-quantity"`: the wholesale quantity input and line price of one product. A
 * change still waiting for its pause is sent when the island is taken off the page (its model's
 * dispose) or the page is left.
 */
export default defineIsland({
  parseProps: parseOptQuantityProps,
  model: (props, context) => {
    const { store, apiDeps } = getPageRuntime();
    // docs/islands/opt-quantity.md: only the wholesale page keeps quantities in basketItems.
    if (store.mode !== 'opt') throw new Error('opt-quantity needs the wholesale page config: "mode": "opt"');
    const api = bindCalls(apiDeps, { changeWholesaleQuantity, itemPrices });
    const model = createOptQuantityModel({ props, store, api, announce, onPageHide: (leave) => onPageHide(context.element, leave) });
    // docs/islands/opt-quantity.md#when-it-loads: a quantity typed while the chunk loaded is in the fallback
    // field (its prepaint marks it `data-typed`), and the island starts from it, not from the stored one.
    // The loader's replay of the keys then finds that text in the field already and types nothing.
    const field = findInFallback<HTMLInputElement>(context.fallback, 'input[data-typed]');
    if (field) {
      delete field.dataset.typed;
      model.input(field.value);
    }
    return model;
  },
  view: (model, props) => <OptQuantityView model={model} productName={props.productName} basePrice={props.price} />,
});
