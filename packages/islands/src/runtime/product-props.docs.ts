import { withInfo } from '@shop-islands/api';
import { productName, variant } from './product-props';

// Two of the shared checks are plain functions, so that no words of theirs travel in the bundles:
// what they accept is said here, for the reference pages' props tables.
withInfo(productName, { expected: 'text', fallback: { value: undefined } });
withInfo(variant, { expected: "'catalog' or 'product'" });

/** Meanings of the props every product action island shares (its reference page's props table). */
export const productPropsDocs = {
  productId: 'The Bitrix product id (`ID` of the catalogue element) the island acts on.',
  productName:
    'The product name, read by screen readers after the control\'s text, so the controls of a list of products are told apart. Blank counts as left out.',
  variant: "Where the island stands: `'catalog'` (a catalogue item) or `'product'` (the product page). It picks the texts and the look.",
} as const;
