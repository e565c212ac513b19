import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCompareToggleModel, parseCompareToggleProps } from './compare-toggle.model';
import { CompareToggleView } from './compare-toggle.view';

/** `data-island="compare-toggle"`: add to / remove from the compare list (spec §4). */
export default defineIsland({
  parseProps: parseCompareToggleProps,
  render: (props) => {
    const { store, api } = getPageRuntime();
    const model = createCompareToggleModel({ productId: props.productId, api, store, announce });
    return <CompareToggleView model={model} props={props} />;
  },
});
