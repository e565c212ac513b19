import { add2CompareList, bindCalls, catalogList } from '@shop-islands/api';
import type { IslandModule } from '@shop-islands/loader';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { announce } from '../ui/live-region';
import { createCatalogListModel } from './catalog-list.model';
import { pageSizeFromConfig } from './catalog-list.params';
import { parseCatalogListProps, type CatalogListProps } from './catalog-list.props';
import { CatalogListView } from './catalog-list.view';

/**
 * `data-island="catalog-list"`: the catalogue list (spec §2 "Catalogue list").
 *
 * Template contract: the server's first page sits in the fallback as the catalogList fragment
 * prints it, a `.catalog-list__items` element. That element is kept and moved into the island
 * as it is; the rest of the fallback (the no-JS counter and pager) is replaced.
 */
const island: IslandModule<CatalogListProps> = {
  parseProps: parseCatalogListProps,
  mount(props, context) {
    // Taken before the fallback is cleared, so the island can put the very same nodes back.
    const serverItems = context.element.querySelector('.catalog-list__items');
    return defineIsland<CatalogListProps>({
      parseProps: parseCatalogListProps,
      render: (parsed) => {
        const { config, store, apiDeps } = getPageRuntime();
        const api = bindCalls(apiDeps, { catalogList, add2CompareList });
        const model = createCatalogListModel(
          { ...parsed, pageSize: parsed.pageSize ?? pageSizeFromConfig(config) },
          { api, store, announce, navigate: (url) => window.location.assign(url) },
        );
        return <CatalogListView model={model} serverItems={serverItems} />;
      },
    }).mount(props, context);
  },
};

export default island;
