import type { IslandReference } from '../reference.types';
import { messages } from './search-suggest.messages';
import { propsCheck } from './search-suggest.model';
import { MIN_QUERY_LENGTH, SUGGEST_DEBOUNCE_MS } from './search-suggest.rules';

/** What docs/islands/search-suggest.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    action: "The results page the form submits to (GET, field `q`), as the fallback form's `action`.",
    query: 'The query the page was printed for (the results page), kept in the field. Not searched by itself: suggestions come once the shopper types.',
    variant: "`'header'`: the dropdown is 570 px wide; `'side-menu'`: 300 px, with the price under the name.",
    label: 'The form\'s and the field\'s accessible name. Give another one when a page has a second search box (two search landmarks must not share a name).',
  },
  rules: [
    { name: 'MIN_QUERY_LENGTH', value: MIN_QUERY_LENGTH, meaning: 'Characters (spaces at either end not counted) from which suggestions are asked for; below it the list closes and a pending request is dropped.' },
    {
      name: 'SUGGEST_DEBOUNCE_MS',
      value: SUGGEST_DEBOUNCE_MS,
      meaning: 'The pause after the last key before `suggest.php` is asked: 12 characters typed at 40 ms intervals send one request (two with the layout retry). Every key hides the list of the previous text at once.',
    },
    { name: 'dropdown width', value: '570 px / 300 px', meaning: 'Header / side menu (`variant`); never wider than the screen less 20 px.' },
  ],
  messages,
};
