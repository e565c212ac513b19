import { withInfo } from '@shop-islands/api';
import { CATALOG_FILTER_COOKIE, CATALOG_FILTER_COOKIE_DAYS } from '@shop-islands/store';
import type { IslandReference } from '../reference.types';
import { messages } from './catalog-filter.messages';
import { code, filterState, priceBounds, propsCheck, yesNo } from './catalog-filter.props';
import { PRICE_RELOAD_DELAY_MS } from './catalog-filter.rules';
import { FILTER_HELP_HIDE_MS, KASKO_HELP_HIDE_MS } from './catalog-filter.view';

// The filter's own checks are plain functions, so that no words of theirs travel in the bundles:
// what they accept is said here, in the words of their error messages.
withInfo(yesNo, { expected: 'true or false' });
withInfo(code, { expected: 'a non-empty code' });
withInfo(priceBounds, { expected: '{min, max} in whole roubles, min ≤ max' });
// Missing: the default filter (nothing chosen, the default sort).
withInfo(filterState, { expected: 'an object of FILTER_PARAMS', fallback: { value: {} } });

/** What docs/islands/catalog-filter.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    sectionCode: "The section's `SECTION_CODE`; `''` for the whole catalogue.",
    purposes: 'The purposes the filter offers (`ITEM_PURPOSE_LIST` values).',
    'purposes[].id': 'The purpose\'s value, sent in `FILTER_PARAMS[ITEM_PURPOSE_LIST][]`.',
    'purposes[].name': 'Its label.',
    features: 'The functions the filter offers (`ITEM_FEATURES` keys), shown under «Показать другие фильтры».',
    'features[].code': 'The function\'s key, sent as `FILTER_PARAMS[ITEM_FEATURES][<code>]=Y`.',
    'features[].name': 'Its label.',
    price: "The section's price bounds in roubles, `{\"min\": 290, \"max\": 45995}`: the slider's ends and the inputs' limits.",
    initial: 'The filter the page was rendered with, in `FILTER_PARAMS` names (`SORT_BY`, `ITEM_PURPOSE_LIST`, `ITEM_FEATURES`, `MIN_PRICE`, `MAX_PRICE`), as the filter cookie holds it.',
    restoreSaved:
      'Whether a filter saved in the cookie by an earlier visit may replace `initial` on load. Print `false` when the address itself asked for a filter (a shared link, the no-JS form).',
    action: 'The form\'s address for the no-JS submit.',
    help: 'Help texts.',
    'help.filter': 'The filter\'s help («Как работает фильтр»); no help button when empty.',
    'help.kasko': 'The kasko sale note; none when `null`.',
    'help.kasko.note': 'The note shown under the price.',
    'help.kasko.text': 'The help text behind «Подробнее о скидке на КАСКО».',
  },
  rules: [
    { name: 'PRICE_RELOAD_DELAY_MS', value: PRICE_RELOAD_DELAY_MS, meaning: 'A digit, Delete or Backspace in a price input reloads the list this long after the last such key; other characters are not typed at all, shortcuts and named keys trigger nothing. The slider reloads on release.' },
    { name: 'FILTER_HELP_HIDE_MS', value: FILTER_HELP_HIDE_MS, meaning: 'The filter\'s help popover hides by itself this long after the reader leaves it: the timer waits while the pointer or the focus is on its «?» or in it, and on a screen without hover (a phone) the popover stays until a tap elsewhere.' },
    { name: 'KASKO_HELP_HIDE_MS', value: KASKO_HELP_HIDE_MS, meaning: 'The same for the kasko note\'s help popover.' },
    { name: 'CATALOG_FILTER_COOKIE', value: CATALOG_FILTER_COOKIE, meaning: 'The cookie that remembers the filter (path `/`), for the next visit and for the server\'s own rendering.' },
    { name: 'CATALOG_FILTER_COOKIE_DAYS', value: CATALOG_FILTER_COOKIE_DAYS, meaning: 'How many days the filter cookie lives.' },
  ],
  messages,
};
