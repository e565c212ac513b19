import type { IslandReference } from '../reference.types';
import { messages } from './side-panel.messages';
import { propsCheck } from './side-panel.model';
import { SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX } from './side-panel.rules';

/** What docs/islands/side-panel.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    items: 'The menu\'s links, in order.',
    'items[].url': 'Where the link leads.',
    'items[].name': 'The link\'s text.',
    cityName: 'The city the server printed, shown in the panel while the store knows none (the store\'s city comes first); none when both are empty.',
    phone: 'The shop\'s phone, shown as a call link; none when empty.',
  },
  rules: [
    { name: 'SWIPE_MIN_DISTANCE_PX', value: SWIPE_MIN_DISTANCE_PX, meaning: 'A right swipe goes at least this far to the right (and more sideways than up or down).' },
    { name: 'SWIPE_MAX_DURATION_MS', value: SWIPE_MAX_DURATION_MS, meaning: 'A right swipe lifts within this time of touching down.' },
  ],
  messages,
};
