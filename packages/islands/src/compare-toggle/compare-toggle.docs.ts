import type { IslandReference } from '../reference.types';
import { productCheck } from '../runtime/product-props';
import { productPropsDocs } from '../runtime/product-props.docs';
import { messages } from './compare-toggle.messages';
import { COMPARE_PAGE_URL, PRODUCT_POPOVER_HIDE_MS } from './compare-toggle.model';

/** What docs/islands/compare-toggle.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [productCheck],
  props: productPropsDocs,
  rules: [
    { name: 'COMPARE_PAGE_URL', value: COMPARE_PAGE_URL, meaning: 'The comparison page, linked from the popover («Перейти к сравнению»).' },
    { name: 'PRODUCT_POPOVER_HIDE_MS', value: PRODUCT_POPOVER_HIDE_MS, meaning: 'On the product page (`variant: "product"`) the popover hides by itself after this long (the timer waits while the pointer or the focus is in it); in the catalogue it stays until closed.' },
  ],
  messages,
};
