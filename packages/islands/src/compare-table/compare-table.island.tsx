import { add2BasketByID, bindCalls, delFromCompareList } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { leavePage } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createCompareTableModel } from './compare-table.model';
import { parseCompareTableProps } from './compare-table.props';
import { CompareTableView } from './compare-table.view';

/** `data-island="compare-table"`: the comparison page's table (docs/islands/compare-table.md). */
export default defineIsland({
  parseProps: parseCompareTableProps,
  model: (props, { element }) => {
    const { store, apiDeps } = getPageRuntime();
    return createCompareTableModel({
      products: props.products,
      view: props.view,
      api: bindCalls(apiDeps, { delFromCompareList, add2BasketByID }),
      store,
      clock: realClock,
      navigate: (url) => leavePage(element, url),
      announce,
    });
  },
  view: (model) => <CompareTableView model={model} />,
});
