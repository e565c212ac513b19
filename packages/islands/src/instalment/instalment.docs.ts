import type { IslandReference } from '../reference.types';
import { messages } from './instalment.messages';
import { instalmentCheck } from './instalment.model';
import { DEFAULT_PAYMENTS, INSTALMENT_MAX_PRICE } from './instalment.rules';
import { INSTALMENT_INFO_URL } from './instalment.view';

/** What docs/islands/instalment.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [instalmentCheck],
  props: {
    productId: 'The Bitrix product id the terms are for.',
    price: 'The price the page shows, in roubles; above `INSTALMENT_MAX_PRICE` the island shows nothing.',
    payments: 'The numbers of payments the partner offers, in the order shown (each 2 or more); repeated ones are shown once.',
  },
  rules: [
    { name: 'INSTALMENT_MAX_PRICE', value: INSTALMENT_MAX_PRICE, meaning: 'The highest price, in roubles, for which payment in parts is offered (inclusive).' },
    { name: 'DEFAULT_PAYMENTS', value: DEFAULT_PAYMENTS.join(', '), meaning: 'The terms offered when the template gives no `payments`.' },
    { name: 'INSTALMENT_INFO_URL', value: INSTALMENT_INFO_URL, meaning: 'Where «Как это работает» leads.' },
  ],
  messages,
};
