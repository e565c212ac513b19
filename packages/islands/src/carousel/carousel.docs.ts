import type { IslandReference } from '../reference.types';
import { messages } from './carousel.messages';
import { propsCheck } from './carousel.props';
import { PER_VIEW_STEPS, SLIDE_GAP_PX, SLIDE_SPEED_MS } from './carousel.rules';

/** What docs/islands/carousel.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    label: 'The carousel\'s name as the server\'s heading shows it («Похожие товары», «Комплектация»); names the carousel when `headingId` is left out.',
    headingId: 'The id of that heading, outside the island: the carousel is labelled by it (`aria-labelledby`).',
    items: 'The slides the fallback\'s list prints, in order.',
    'items[].name': 'The product\'s or the equipment\'s name.',
    'items[].url': 'The product\'s page; left out for slides that are not products.',
    'items[].image': 'The product\'s picture.',
    'items[].price': 'The price in roubles; left out when the product cannot be bought now.',
    'items[].productId': 'The product\'s id; when every item has one, the position is read as products.',
  },
  rules: [
    {
      name: 'PER_VIEW_STEPS',
      value: PER_VIEW_STEPS.map(([width, perView]) => `${perView} from ${width} px`).join(', ') + ', 1 below',
      meaning: 'Slides side by side by viewport width (as CSS media queries count it), for every carousel: the equipment uses the related carousel\'s steps, since both strips span the page\'s column and their fallbacks are laid out by the same media queries.',
    },
    { name: 'SLIDE_GAP_PX', value: SLIDE_GAP_PX, meaning: 'Room between two slides; the fallback strip\'s `gap` must be the same.' },
    { name: 'SLIDE_SPEED_MS', value: SLIDE_SPEED_MS, meaning: 'How long a page turn slides; 0 with `prefers-reduced-motion: reduce`.' },
    { name: 'paging', value: 'a whole view', meaning: 'Buttons and arrow keys move by the number of slides in view; the last page is always full (10 slides by 4: 1–4, 5–8, 7–10). A swipe rests on the slide it was flung to. No loop mode: it would clone the cards and their islands.' },
  ],
  messages,
};
