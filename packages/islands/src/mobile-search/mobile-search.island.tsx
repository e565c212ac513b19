import { defineIsland } from '../runtime/define-island';
import { createMobileSearchModel, parseMobileSearchProps } from './mobile-search.model';
import { MobileSearchView } from './mobile-search.view';

/** `data-island="mobile-search"`: the search toggle under the mobile navigation. */
export default defineIsland({
  parseProps: parseMobileSearchProps,
  model: () => createMobileSearchModel(),
  view: (model, props) => <MobileSearchView model={model} props={props} />,
});
