import { readFileSync } from 'node:fs';
import type { IslandReference } from '../reference.types';
import { messages } from './site-menu.messages';
import { propsCheck } from './site-menu.model';

// The fade lives in the stylesheet only: read it from there, so the page states what the CSS does.
const fade = /si-site-menu-fade (\d+m?s)/.exec(readFileSync(new URL('./site-menu.css', import.meta.url), 'utf8'))?.[1];
if (!fade) throw new Error('site-menu.css: no si-site-menu-fade animation');

/** What docs/islands/site-menu.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    items: 'The menu\'s links, in order.',
    'items[].url': 'Where the link leads.',
    'items[].name': 'The link\'s text.',
    currentUrl: 'The page\'s own address: the link with this `url` is marked `aria-current="page"`.',
  },
  rules: [
    { name: 'isPastMenu', value: 'menu bottom ≤ 0', meaning: 'The menu is fixed once its bottom edge (the city bar, header row and menu scrolled past) reaches the window\'s top.' },
    { name: 'site-menu.css fade', value: fade, meaning: 'The fixed menu fades in over this long; at once with reduced motion.' },
  ],
  messages,
};
