import type { IslandReference } from '../reference.types';
import { messages } from './install-service.messages';
import { installServiceCheck } from './install-service.model';

/** What docs/islands/install-service.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [installServiceCheck],
  props: {
    productId: 'The Bitrix product id sent as `ID` to getBwIButton.',
  },
  rules: [
    {
      name: 'classifyBlock',
      value: 'empty / malformed / block',
      meaning: 'White space only is empty (the fallback stays); markup that does not start and end with a tag, or carries a PHP diagnostic, is malformed (a failure); anything else is the block, inserted as HTML.',
    },
  ],
  messages,
};
