import { getPageRuntime } from '../runtime/page';
import { defineIsland } from '../runtime/define-island';
import { announce } from '../ui/live-region';
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
      announce,
    }),
  view: (model) => <OptSectionsView model={model} />,
});
