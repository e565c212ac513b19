import type { IslandReference } from '../reference.types';
import { messages } from './payment-panels.messages';
import { propsCheck } from './payment-panels.props';
import { SHOWN_KEY } from './payment-panels.model';
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from './payment-panels.rules';
import { CALM_FRAMES } from '../ui/eased-scroll';

/** What docs/islands/payment-panels.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    panels: 'The panels, in the page\'s order; each has a `<details data-panel="<id>">` in the fallback.',
    'panels[].id': 'The panel\'s anchor: its details\' `id` and `data-panel`, its address `#<id>`.',
    'panels[].title': 'The panel\'s heading, as the details\' summary says it: the text of its button.',
    scrollOffset: 'Room left above a panel a detail link scrolls to, in px (room for a fixed header).',
    scrollDuration: 'How long a detail link\'s scroll takes, in ms; 0 jumps at once.',
  },
  rules: [
    { name: 'SCROLL_OFFSET_PX', value: SCROLL_OFFSET_PX, meaning: 'The default `scrollOffset`: a detail link stops with the panel this far below the window\'s top.' },
    { name: 'SHOWN_KEY', value: SHOWN_KEY, meaning: 'The key of `history.state` that marks an entry whose panel has been shown: back or forward to it scroll nothing.' },
    { name: 'SCROLL_DURATION_MS', value: SCROLL_DURATION_MS, meaning: 'The default `scrollDuration`: the scroll is eased (slow at both ends) over this long.' },
    { name: 'CALM_FRAMES', value: CALM_FRAMES, meaning: 'Once there, the panel must hold still this many frames before the scroll is done: blocks above it drawn only near the window make the page grow as the scroll arrives, and the scroll follows the panel.' },
  ],
  messages,
};
