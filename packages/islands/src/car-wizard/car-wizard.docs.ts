import type { IslandReference } from '../reference.types';
import { messages } from './car-wizard.messages';
import { propsCheck, ROUTE_TEMPLATE } from './car-wizard.model';

/** What docs/islands/car-wizard.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    brands: 'The brands of the select, in the order given.',
    'brands[].id': 'Sent to getModel.php as `id`.',
    'brands[].code': 'Its `{carBrand}` in the route.',
    'brands[].name': 'Shown in the select.',
    brand: "The brand chosen beforehand (its code), '' for none: its models load at once.",
    model: "The model chosen beforehand (its route code), '' for none.",
    action: 'The route, with `{carBrand}` and `{carModel}` in it.',
  },
  rules: [
    {
      name: 'ROUTE_TEMPLATE',
      value: ROUTE_TEMPLATE,
      meaning: '`action` when the props leave it out.',
    },
  ],
  messages,
};
