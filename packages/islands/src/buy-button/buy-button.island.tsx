import { add2BasketByID, bindCalls } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { messages } from './buy-button.messages';
import { announce } from '../ui/live-region';
import { createBuyButtonModel, parseBuyButtonProps } from './buy-button.model';
import { BuyButtonView } from './buy-button.view';

/** `data-island="buy-button"`: add to basket on a catalogue item or the product page (docs/islands/buy-button.md). */
export default defineIsland({
  parseProps: parseBuyButtonProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    return createBuyButtonModel({
      productId: props.productId,
      api: bindCalls(apiDeps, { add2BasketByID }),
      store,
      navigate: (url) => element.ownerDocument.defaultView?.location.assign(url),
      announce,
      // The server's own text: the loader has undone the prepaint before mounting.
      printed: element.textContent!.includes(messages.inBasket),
    });
  },
  view: (model, props) => <BuyButtonView model={model} props={props} />,
});
