import { add2CompareList, bindCalls, checkItemInCompareList } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { leavePage } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { parseCompareSimilarProps } from './compare-toggle.props';
import { createCompareSimilarModel } from './compare-toggle.similar';
import { CompareSimilarView } from './compare-toggle.similar.view';

/**
 * The compare toggle's `similar` variant («Сравнить похожие», docs/islands/compare-toggle.md), in a
 * chunk of its own: only the product page has it, so the catalogue's items do not carry it.
 */
export default defineIsland({
  parseProps: parseCompareSimilarProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { add2CompareList, checkItemInCompareList });
    const navigate = (url: string) => leavePage(element, url);
    return createCompareSimilarModel({ sectionCode: props.sectionCode, api, store, navigate, announce });
  },
  view: (model, props) => <CompareSimilarView model={model} props={props} />,
});
