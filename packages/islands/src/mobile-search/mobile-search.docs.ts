import { readFileSync } from 'node:fs';
import type { IslandReference } from '../reference.types';
import { messages } from './mobile-search.messages';
import { propsCheck } from './mobile-search.model';

// The slide lives in the stylesheet only: read it from there, so the page states what the CSS does.
const slide = /grid-template-rows (\d+m?s)/.exec(readFileSync(new URL('./mobile-search.css', import.meta.url), 'utf8'))?.[1];
if (!slide) throw new Error('mobile-search.css: no grid-template-rows transition');

/** What docs/islands/mobile-search.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    action: 'Where the form submits (GET, field `q`): the site\'s search page.',
    query: 'The query the page was rendered for, kept in the field.',
  },
  rules: [{ name: 'mobile-search.css transition', value: slide, meaning: 'The form slides open and closed under the navigation in this time.' }],
  messages,
};
