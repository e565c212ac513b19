import type { IslandReference } from '../reference.types';
import { messages } from './product-tabs.messages';
import { HISTORY_KEY, LINKS_SCROLLED_TO_TOP } from './product-tabs.model';
import { propsCheck } from './product-tabs.props';
import { HASH_PREFIX, STRIP_EDGE_PX } from './product-tabs.rules';

/** What docs/islands/product-tabs.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    productId: 'The product the tabs describe (the tabs make no server call with it).',
    tabs: 'The tabs in the order the strip shows them; each has a `data-tab` section in the fallback.',
    'tabs[].id': 'The tab\'s word: its section is `data-tab="<id>"`, its address `#tab-<id>`, its links `data-tab-link="<id>"`.',
    'tabs[].title': 'The tab\'s title on the strip, as the section\'s heading says it.',
    activeTab: 'The tab open when the address names none. Left out: the first tab.',
    videos: 'The videos of the video tab (see [Videos](#videos)). Left out: no players; the section stays as the server printed it.',
    'videos[].title': 'Read with its play button («Смотреть видео: …»).',
    'videos[].src': 'The video file; the player goes into the list item whose link points at it. Fetched only when played.',
    'videos[].poster': 'The picture shown until it plays.',
  },
  rules: [
    { name: 'HASH_PREFIX', value: HASH_PREFIX, meaning: 'The address of a tab is this prefix and its id: the anchor of its server section.' },
    { name: 'HISTORY_KEY', value: HISTORY_KEY, meaning: 'The key of `history.state` where each history entry keeps the tab it showed.' },
    {
      name: 'LINKS_SCROLLED_TO_TOP',
      value: LINKS_SCROLLED_TO_TOP.join(', '),
      meaning: 'Tab links that scroll their panel to the top of the window; the others scroll only as far as needed to show it.',
    },
    { name: 'STRIP_EDGE_PX', value: STRIP_EDGE_PX, meaning: 'On a narrow strip the open tab is kept in view at least this far from its edge.' },
  ],
  messages,
};
