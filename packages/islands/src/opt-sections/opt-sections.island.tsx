import { getPageRuntime } from '../runtime/page';
import { defineIsland } from '../runtime/define-island';
import { createOptSectionsModel, parseOptSectionsProps } from './opt-sections.model';
import { OptSectionsView } from './opt-sections.view';

/** `data-island="opt-sections"`: section links and the mobile section select of the wholesale catalogue. */
export default defineIsland({
  parseProps: parseOptSectionsProps,
  model: (props) =>
    createOptSectionsModel({
      sections: props.sections,
      isMobile: getPageRuntime().store.isMobile,
      window,
      findHeading: (anchorId) => document.getElementById(anchorId),
    }),
  view: (model) => <OptSectionsView model={model} />,
});
