import { bindCalls, changeWholesaleQuantity, itemPrices } from '@shop-islands/api';
import { useEffect, useState } from 'react';
import { getPageRuntime } from '../runtime/page';
import { defineIsland } from '../runtime/define-island';
import { announce } from '../ui/live-region';
import { createOptQuantityModel } from './opt-quantity.model';
import { parseOptQuantityProps, type OptQuantityProps } from './opt-quantity.props';
import { OptQuantityView } from './opt-quantity.view';

/** One model per mounted element; a change still waiting for its pause is sent on unmount. */
function OptQuantityIsland({ props }: { props: OptQuantityProps }) {
  const [model] = useState(() => {
    const { store, apiDeps } = getPageRuntime();
    // spec §3: only the wholesale page keeps quantities in basketItems.
    if (store.mode !== 'opt') throw new Error('opt-quantity needs the wholesale page config: "mode": "opt"');
    const api = bindCalls(apiDeps, { changeWholesaleQuantity, itemPrices });
    return createOptQuantityModel({ props, store, api, announce });
  });
  useEffect(() => () => model.dispose(), [model]);
  return <OptQuantityView model={model} productName={props.productName} basePrice={props.price} />;
}

/** `data-island="opt-quantity"`: the wholesale quantity input and line price of one product. */
export default defineIsland({
  parseProps: parseOptQuantityProps,
  render: (props) => <OptQuantityIsland props={props} />,
});
