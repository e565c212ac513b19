import { parseCatalogFilter } from '@shop-islands/store';
import type { IslandModule } from '@shop-islands/loader';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createCatalogFilterModel } from './catalog-filter.model';
import { filterFromFormFields, parseCatalogFilterProps, type CatalogFilterProps } from './catalog-filter.props';
import { CatalogFilterView } from './catalog-filter.view';

/**
 * `data-island="catalog-filter"`: the catalogue filter form (spec §2 "Catalogue list"). Its
 * fallback is the template's plain GET form with the FILTER_PARAMS names; what that form holds
 * when the island mounts (a box ticked before the script came) is carried over.
 */
const island: IslandModule<CatalogFilterProps> = {
  parseProps: parseCatalogFilterProps,
  mount(props, context) {
    const form = context.element.querySelector('form');
    const fallbackForm = form ? parseCatalogFilter(filterFromFormFields(new FormData(form))) : null;
    return defineIsland<CatalogFilterProps>({
      parseProps: parseCatalogFilterProps,
      render: (parsed) => {
        const { store } = getPageRuntime();
        const model = createCatalogFilterModel(parsed, { store, fallbackForm: fallbackForm && { ...fallbackForm, sectionCode: parsed.sectionCode } });
        return <CatalogFilterView model={model} props={parsed} />;
      },
    }).mount(props, context);
  },
};

export default island;
