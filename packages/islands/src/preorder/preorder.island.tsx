import { computed } from '@preact/signals-core';
import { addPreOrder, bindCalls } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createPreorderModel, knownUser, parsePreorderProps } from './preorder.model';
import { PreorderView } from './preorder.view';

/** `data-island="preorder"`: notify-me in the catalogue, preorder on the product page (docs/islands/preorder.md). */
export default defineIsland({
  parseProps: parsePreorderProps,
  model: (props) => {
    const { store, apiDeps, config } = getPageRuntime();
    const user = computed(() => knownUser(store.user.value, config.user || { isAuth: false, email: '' }));
    const api = bindCalls(apiDeps, { addPreOrder });
    return createPreorderModel({ productId: props.productId, variant: props.variant, api, user });
  },
  view: (model, props) => <PreorderView model={model} props={props} />,
});
