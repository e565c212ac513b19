import type { IslandReference } from '../reference.types';
import { messages } from './basket.messages';
import { DEBOUNCE_MS, UNDO_MS } from './basket.model';
import { propsCheck } from './basket.props';
import { MIN_QUANTITY } from './basket.rules';

/** What docs/islands/basket.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    items: 'The basket lines, in the order the server prints them.',
    'items[].rowId': 'The basket row id: the `id` the quantity and delete calls send.',
    'items[].productId': 'The product id: what the store\'s `basketItems` lists and what undo adds again.',
    'items[].name': 'The product name, shown as the link and read in the field\'s and the buttons\' names.',
    'items[].url': 'The product page.',
    'items[].image': 'The product picture (64 × 64); empty when there is none, and a blank box of that size stands in its place.',
    'items[].price': 'The unit price in roubles.',
    'items[].quantity': 'The quantity in the basket (the fallback input\'s value).',
    'items[].max': 'The field\'s maximum (the fallback input\'s `max`, the stock); the minimum is always 1.',
    'items[].sum': 'The line\'s sum in roubles, shown until the server answers a change.',
    totalPrice: 'The basket total in roubles, shown until the server answers a change.',
  },
  rules: [
    { name: 'MIN_QUANTITY', value: MIN_QUANTITY, meaning: 'The least quantity of a line (docs/embedding.md#shop-pages); below it «Минимальное значение должно быть равно 1», the previous value back, no request.' },
    { name: 'max', value: 'from the field', meaning: 'Above the line\'s `max`: «Максимально возможное значение {max}», the previous value back, no request. − is disabled at 1 and + at `max`.' },
    { name: 'DEBOUNCE_MS', value: DEBOUNCE_MS, meaning: 'Changes of one line within this pause go as one request with the last value; Enter or leaving the field starts the pause too. «Оформить заказ», or leaving the page, sends a change still in its pause at once.' },
    { name: 'one at a time', value: 'per basket', meaning: 'Basket requests (quantity, removal, clearing, undo) go one after the other, in the order asked: a server applies a request even when the browser has given up on it, so two on their way at once could land in either order. A line\'s quantity is read when its turn comes, so changes made meanwhile go as one with the last value; the last answer carries the basket\'s real total, and an older total never replaces a newer one.' },
    { name: 'UNDO_MS', value: UNDO_MS, meaning: 'How long «Вернуть» is offered after a removal or clearing (the clock the tests control). It stops while the focus or the pointer is on the bar, and starts again in full once they leave.' },
  ],
  messages,
};
