import type { IslandReference } from '../reference.types';
import { productCheck } from '../runtime/product-props';
import { productPropsDocs } from '../runtime/product-props.docs';
import { messages } from './preorder.messages';
import { DEFAULT_QUANTITY } from './preorder.model';

/** What docs/islands/preorder.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [productCheck],
  props: {
    ...productPropsDocs,
    productName: 'The product name: shown under the form\'s heading, and read by screen readers after the button\'s text. Blank counts as left out.',
    variant:
      "`'catalog'`: «Сообщить о поступлении» (back-in-stock notice, always asks for an e-mail); `'product'`: «Предзаказ» (asks for an e-mail only when nobody is logged in).",
  },
  rules: [
    {
      name: 'DEFAULT_QUANTITY',
      value: DEFAULT_QUANTITY,
      meaning: 'The quantity sent (`productCnt`) when the field is left empty; anything that is not a whole number is sent as 0, so the server answers with its own message.',
    },
  ],
  messages,
};
