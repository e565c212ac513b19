import { signal } from '@preact/signals-core';
import { defineIsland } from '../runtime/define-island';
import { createInstalmentModel, parseInstalmentProps } from './instalment.model';
import { InstalmentView } from './instalment.view';

/** `data-island="instalment"`: payment in parts, computed from the price (docs/islands/instalment.md). */
export default defineIsland({
  parseProps: parseInstalmentProps,
  model: (props) => createInstalmentModel({ price: signal(props.price), payments: props.payments }),
  view: (model) => <InstalmentView model={model} />,
});
