import { object, withInfo } from '@shop-islands/api';
import type { IslandReference } from '../reference.types';
import { productCheck } from '../runtime/product-props';
import { productPropsDocs } from '../runtime/product-props.docs';
import { messages } from './compare-toggle.messages';
import { COMPARE_PAGE_URL, PRODUCT_POPOVER_HIDE_MS } from './compare-toggle.model';
import { similarCheck } from './compare-toggle.props';

/**
 * The `similar` variant as a template writes it: `variant: 'similar'` is what picks it
 * (compare-toggle.props.ts), so the reference page lists it with the other variants.
 */
const similarProps = object({ variant: withInfo((value: unknown) => value, { expected: "'similar'" }), ...similarCheck.info!.fields! });

/** What docs/islands/compare-toggle.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [productCheck, similarProps],
  props: {
    ...productPropsDocs,
    productId: "The Bitrix product id (`ID` of the catalogue element) the toggle acts on. Not used with `variant: 'similar'`.",
    variant:
      "`'catalog'` (a catalogue item), `'product'` (the product page's toggle) or `'similar'` (the product page's «Сравнить похожие», which needs `sectionCode` instead of `productId`).",
    sectionCode: "`variant: 'similar'` only: the section code sent as `FILTER_PARAMS[SECTION_CODE]`; its items are added to the compare list.",
    sectionName: "`variant: 'similar'` only: the section's name, read by screen readers after «Сравнить похожие». Blank counts as left out.",
  },
  rules: [
    { name: 'COMPARE_PAGE_URL', value: COMPARE_PAGE_URL, meaning: 'The comparison page, linked from the popover («Перейти к сравнению») and opened after «Сравнить похожие».' },
    { name: 'PRODUCT_POPOVER_HIDE_MS', value: PRODUCT_POPOVER_HIDE_MS, meaning: 'On the product page (`variant: "product"`) the popover hides by itself after this long (the timer waits while the pointer or the focus is in it); in the catalogue it stays until closed.' },
  ],
  messages,
};
