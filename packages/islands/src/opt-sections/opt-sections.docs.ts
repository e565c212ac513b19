import { MOBILE_BREAKPOINT_PX } from '../../../store/src/page';
import type { IslandReference } from '../reference.types';
import { messages } from './opt-sections.messages';
import { propsCheck } from './opt-sections.model';
import { CALM_FRAMES } from '../ui/eased-scroll';
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from './opt-sections.scroll';

/** What docs/islands/opt-sections.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    sections: 'The sections of the wholesale price list, in page order.',
    'sections[].code': 'The section\'s `SECTION_CODE`.',
    'sections[].name': 'Its name: the link text and the select option.',
    'sections[].anchorId': 'The `id` of the section\'s heading on the same page: the link\'s `#anchor` and the scroll target.',
  },
  rules: [
    { name: 'SCROLL_DURATION_MS', value: SCROLL_DURATION_MS, meaning: 'The scroll to a section heading takes this long (instant when the shopper prefers reduced motion).' },
    { name: 'SCROLL_OFFSET_PX', value: SCROLL_OFFSET_PX, meaning: 'The heading stops this far below the top of the window: room for the fixed menu.' },
    { name: 'CALM_FRAMES', value: CALM_FRAMES, meaning: 'Once there, the heading must hold still this many frames before the focus and the address move to it: rows above it drawn only near the window make the page grow as the scroll arrives, and the island follows the heading.' },
    { name: 'MOBILE_BREAKPOINT_PX', value: MOBILE_BREAKPOINT_PX, meaning: 'Below this window width (or under the `mobile` body class) a select replaces the links.' },
  ],
  messages,
};
