import { add2CompareList, bindCalls, checkItemInCompareList, delFromCompareList } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCompareToggleModel, type CompareToggleModel, type CompareToggleProps } from './compare-toggle.model';
import { parseCompareToggleIslandProps, type CompareToggleIslandProps } from './compare-toggle.props';
import { createCompareSimilarModel, type CompareSimilarModel, type CompareSimilarProps } from './compare-toggle.similar';
import { CompareSimilarView } from './compare-toggle.similar.view';
import { CompareToggleView } from './compare-toggle.view';

/** The model of either variant, told apart by its props. */
type Mounted = { props: CompareToggleProps; model: CompareToggleModel } | { props: CompareSimilarProps; model: CompareSimilarModel };

/** `data-island="compare-toggle"`: add to / remove from the compare list, or compare similar items (docs/islands/compare-toggle.md). */
export default defineIsland<CompareToggleIslandProps, Mounted>({
  parseProps: parseCompareToggleIslandProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    if (props.variant === 'similar') {
      const api = bindCalls(apiDeps, { add2CompareList, checkItemInCompareList });
      const navigate = (url: string) => element.ownerDocument.defaultView?.location.assign(url);
      return { props, model: createCompareSimilarModel({ sectionCode: props.sectionCode, api, store, navigate, announce }) };
    }
    const api = bindCalls(apiDeps, { add2CompareList, delFromCompareList });
    return { props, model: createCompareToggleModel({ productId: props.productId, api, store, announce }) };
  },
  view: (mounted) =>
    mounted.props.variant === 'similar' ? (
      <CompareSimilarView model={mounted.model as CompareSimilarModel} props={mounted.props} />
    ) : (
      <CompareToggleView model={mounted.model as CompareToggleModel} props={mounted.props} />
    ),
});
