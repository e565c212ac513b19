import { readFileSync } from 'node:fs';
import type { IslandReference } from '../reference.types';
import { object } from '@shop-islands/api';

// The fade lives in the stylesheet only: read it from there, so the page states what the CSS does.
const fade = /si-site-menu-fade (\d+m?s)/.exec(readFileSync(new URL('./site-menu.css', import.meta.url), 'utf8'))?.[1];
if (!fade) throw new Error('site-menu.css: no si-site-menu-fade animation');

/** What docs/islands/site-menu.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  // No props: the menu is the server's own.
  checks: [object({})],
  props: {},
  rules: [
    { name: 'isPastMenu', value: 'menu bottom ≤ 0', meaning: 'The menu is fixed once its bottom edge (the city bar, header row and menu scrolled past) reaches the window\'s top.' },
    { name: 'site-menu.css fade', value: fade, meaning: 'The fixed menu fades in over this long; at once with reduced motion.' },
  ],
  // The menu's texts are the server's own: the island shows none of its own.
  messages: {},
};
