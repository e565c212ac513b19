import { useEffect, useState } from 'react';
import { getPageRuntime } from '../runtime/page';
import { defineIsland } from '../runtime/define-island';
import { createOptSectionsModel, parseOptSectionsProps, type OptSectionsProps } from './opt-sections.model';
import { OptSectionsView } from './opt-sections.view';

function OptSectionsIsland({ props }: { props: OptSectionsProps }) {
  const [model] = useState(() =>
    createOptSectionsModel({
      sections: props.sections,
      isMobile: getPageRuntime().store.isMobile,
      window,
      findHeading: (anchorId) => document.getElementById(anchorId),
    }),
  );
  useEffect(() => () => model.dispose(), [model]);
  return <OptSectionsView model={model} />;
}

/** `data-island="opt-sections"`: section links and the mobile section select of the wholesale catalogue. */
export default defineIsland({
  parseProps: parseOptSectionsProps,
  render: (props) => <OptSectionsIsland props={props} />,
});
