import { defineIsland, findInFallback } from '../runtime/define-island';
import { documentTabLinks } from './product-tabs.links';
import { createProductTabsModel } from './product-tabs.model';
import { parseProductTabsProps, type ProductTab } from './product-tabs.props';
import { ProductTabsView } from './product-tabs.view';

/** Each tab's server section (`data-tab="<id>"`) in the fallback; tabs without one are left out. */
function serverSections(fallback: readonly ChildNode[], tabs: readonly ProductTab[]): Map<string, Element> {
  const sections = new Map<string, Element>();
  for (const tab of tabs) {
    const section = findInFallback(fallback, `[data-tab="${tab.id}"]`);
    if (section) sections.set(tab.id, section);
  }
  return sections;
}

/**
 * `data-island="product-tabs"`: the product page's tabs (docs/islands/product-tabs.md).
 *
 * Template contract: one `<section data-tab="<id>" id="tab-<id>">` per tab in the fallback, moved
 * into the island's panels as it is; the rest of the fallback (the no-script list of sections) is
 * replaced by the tab strip.
 */
export default defineIsland({
  parseProps: parseProductTabsProps,
  model: (props, { fallback }) => {
    const sections = serverSections(fallback, props.tabs);
    const tabs = props.tabs.filter((tab) => sections.has(tab.id));
    const first = tabs[0];
    if (!first) throw new Error('product-tabs: the fallback has no section (data-tab) for any of the tabs');
    const defaultTab = sections.has(props.activeTab) ? props.activeTab : first.id;
    return createProductTabsModel({ tabs, defaultTab, window, links: documentTabLinks(document) });
  },
  view: (model, props, { fallback }) => {
    const sections = serverSections(fallback, props.tabs);
    // Measured now, while the fallback is still laid out as the browser scrolled it.
    const target = model.openedFromAddress ? sections.get(model.active.value) : undefined;
    const keepInPlace = target ? { element: target, top: target.getBoundingClientRect().top } : null;
    return <ProductTabsView model={model} sections={sections} keepInPlace={keepInPlace} videos={props.videos} />;
  },
});
