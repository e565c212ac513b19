import { parseCatalogFilter } from '@shop-islands/store';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createCatalogFilterModel } from './catalog-filter.model';
import { filterFromFormFields, parseCatalogFilterProps } from './catalog-filter.props';
import { CatalogFilterView } from './catalog-filter.view';

/**
 * `data-island="catalog-filter"`: the catalogue filter form (docs/islands/catalog-filter.md). Its
 * fallback is the template's plain GET form with the FILTER_PARAMS names; what that form holds
 * when the island mounts (a box ticked before the script came) is carried over.
 */
export default defineIsland({
  parseProps: parseCatalogFilterProps,
  model: (props, { fallback }) => {
    const form = findInFallback<HTMLFormElement>(fallback, 'form');
    const fallbackForm = form ? parseCatalogFilter(filterFromFormFields(new FormData(form))) : null;
    const { store } = getPageRuntime();
    return createCatalogFilterModel(props, { store, fallbackForm: fallbackForm && { ...fallbackForm, sectionCode: props.sectionCode } });
  },
  view: (model, props) => <CatalogFilterView model={model} props={props} />,
});
