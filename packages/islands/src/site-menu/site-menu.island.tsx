import { defineIsland } from '../runtime/define-island';
import { createSiteMenuModel, parseSiteMenuProps } from './site-menu.model';
import { SiteMenuView } from './site-menu.view';

/** `data-island="site-menu"`: the main menu that sticks to the top (docs/islands/site-menu.md). */
export default defineIsland({
  parseProps: parseSiteMenuProps,
  model: () => createSiteMenuModel(),
  view: (model, props) => <SiteMenuView model={model} props={props} />,
});
