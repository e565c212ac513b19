import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { createSidePanelModel, parseSidePanelProps } from './side-panel.model';
import { SidePanelView } from './side-panel.view';

/** `data-island="side-panel"`: the menu button and the side panel (docs/islands/side-panel.md). */
export default defineIsland({
  parseProps: parseSidePanelProps,
  model: (props) => createSidePanelModel({ shownCity: props.cityName, city: getPageRuntime().store.city }),
  view: (model, props, { fallback }) => <SidePanelView model={model} props={props} extra={findInFallback(fallback, '[data-part="extra"]')} />,
});
