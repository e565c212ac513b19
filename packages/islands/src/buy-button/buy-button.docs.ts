import type { IslandReference } from '../reference.types';
import { object } from '@shop-islands/api';
import { productFields } from '../runtime/product-props';
import { productPropsDocs } from '../runtime/product-props.docs';
import { BASKET_ICON_SPIN_MS, FLY_TO_BASKET_MS } from './buy-button.fly';
import { messages } from './buy-button.messages';
import { BASKET_PAGE_URL, ownFields } from './buy-button.model';

/** What docs/islands/buy-button.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  // One props object, both sets of fields always checked (two checks would read as two variants).
  checks: [object({ ...productFields, ...ownFields })],
  props: {
    ...productPropsDocs,
    price:
      'The price the template shows beside the button, in roubles. The button does not show it; it is checked so that a bad value in the template is reported like any other prop.',
  },
  rules: [
    { name: 'BASKET_PAGE_URL', value: BASKET_PAGE_URL, meaning: 'Where «В корзине» leads: a click on a product already in the basket opens the basket page.' },
    { name: 'FLY_TO_BASKET_MS', value: FLY_TO_BASKET_MS, meaning: 'How long the product picture flies to the header basket after a successful add.' },
    { name: 'BASKET_ICON_SPIN_MS', value: BASKET_ICON_SPIN_MS, meaning: 'How long the button\'s basket icon turns after a successful add.' },
  ],
  messages,
};
