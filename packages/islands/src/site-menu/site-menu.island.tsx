import { defineIsland, findInFallback } from '../runtime/define-island';
import { createSiteMenuModel, parseSiteMenuProps } from './site-menu.model';
import { SiteMenuView } from './site-menu.view';

/**
 * `data-island="site-menu"`: the main menu that sticks to the top (docs/islands/site-menu.md).
 * Template contract: the fallback holds the menu as one `<nav>`; the island keeps it as it is.
 */
export default defineIsland({
  parseProps: parseSiteMenuProps,
  model: (_props, { fallback }) => {
    if (!findInFallback(fallback, 'nav')) throw Error('no <nav>');
    return createSiteMenuModel();
  },
  view: (model, _props, { fallback }) => <SiteMenuView model={model} menu={findInFallback<HTMLElement>(fallback, 'nav')!} />,
});
