import type { IslandReference } from '../reference.types';
import { messages } from './opt-quantity.messages';
import { DEBOUNCE_MS } from './opt-quantity.model';
import { propsCheck } from './opt-quantity.props';
import { MAX_DIGITS } from './opt-quantity.rules';

/** What docs/islands/opt-quantity.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    productId: 'The Bitrix product id of the line.',
    price: 'The wholesale unit price in roubles (the price at 1 piece).',
    max: 'The stock: the most that can be ordered. Left out when unknown (no limit).',
    quantity:
      'The quantity the server rendered (its fallback input\'s value). The island then shows the browser\'s basket, which the page reconciles with the server on load.',
    productName: 'The product name: makes the field\'s label unique in a list («Количество, StarLine A93»). Blank counts as left out.',
  },
  rules: [
    { name: 'DEBOUNCE_MS', value: DEBOUNCE_MS, meaning: 'Typing pauses this long before the quantity is sent to `change_quantity.php`; Enter, leaving the field or leaving the page sends it at once.' },
    { name: 'MAX_DIGITS', value: MAX_DIGITS, meaning: 'The field keeps at most this many digits, so a pasted phone number does not become a quantity.' },
  ],
  messages,
};
