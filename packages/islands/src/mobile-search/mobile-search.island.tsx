import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createMobileSearchModel, parseMobileSearchProps } from './mobile-search.model';
import { MobileSearchView } from './mobile-search.view';

/** `data-island="mobile-search"`: the search toggle under the mobile navigation. */
export default defineIsland({
  parseProps: parseMobileSearchProps,
  model: () => {
    // docs/embedding.md#page-variants: the store follows the body classes and the width live.
    const { store } = getPageRuntime();
    return createMobileSearchModel({ isMobile: store.isMobile, variant: store.variant });
  },
  view: (model, props) => <MobileSearchView model={model} props={props} />,
});
