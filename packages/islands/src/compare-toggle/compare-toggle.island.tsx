import { add2CompareList, bindCalls, delFromCompareList } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCompareToggleModel, parseCompareToggleProps } from './compare-toggle.model';
import { CompareToggleView } from './compare-toggle.view';

/** `data-island="compare-toggle"`: add to / remove from the compare list (docs/islands/compare-toggle.md). */
export default defineIsland({
  parseProps: parseCompareToggleProps,
  model: (props) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { add2CompareList, delFromCompareList });
    return createCompareToggleModel({ productId: props.productId, api, store, announce });
  },
  view: (model, props) => <CompareToggleView model={model} props={props} />,
});
