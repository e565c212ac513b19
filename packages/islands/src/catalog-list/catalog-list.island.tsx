import { add2CompareList, bindCalls, catalogList } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { leavePage } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCatalogListModel } from './catalog-list.model';
import { pageSizeFromConfig } from './catalog-list.params';
import { parseCatalogListProps } from './catalog-list.props';
import { CatalogListView } from './catalog-list.view';

/**
 * `data-island="catalog-list"`: the catalogue list (docs/islands/catalog-list.md).
 *
 * Template contract: the server's first page sits in the fallback as the catalogList fragment
 * prints it, a `.catalog-list__items` element. That element is kept and moved into the island
 * as it is; the rest of the fallback (the no-JS counter and pager) is replaced.
 */
export default defineIsland({
  parseProps: parseCatalogListProps,
  model: (props, { element }) => {
    const { config, store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { catalogList, add2CompareList });
    return createCatalogListModel(
      { ...props, pageSize: props.pageSize ?? pageSizeFromConfig(config) },
      { api, store, announce, navigate: (url) => leavePage(element, url) },
    );
  },
  view: (model, _props, { fallback }) => <CatalogListView model={model} serverItems={findInFallback(fallback, '.catalog-list__items')} />,
});
