import type { IslandReference } from '../reference.types';
import { messages } from './compare-table.messages';
import { BASKET_PAGE_URL } from './compare-table.model';
import { compareTableCheck } from './compare-table.props';
import { AUTO_DIFFERENCES_MS, EVEN_COLUMNS_MAX, MISSING_VALUE } from './compare-table.rules';

/** What docs/islands/compare-table.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [compareTableCheck],
  props: {
    products: 'The products of the shopper\'s compare list, one column each, in the list\'s order. An empty list shows the empty-list message.',
    'products[].id': 'The Bitrix product id (`ID` of the catalogue element): sent to `delFromCompareList` and `add2BasketByID`.',
    'products[].name': 'The product name: the column\'s link text, and read after «В корзину» and the remove icon.',
    'products[].url': 'The product page the name links to.',
    'products[].image': 'The picture, shown 96 × 96 px above the name; empty for none.',
    'products[].price': 'The price in roubles, shown when the product can be bought.',
    'products[].oldPrice': 'The price before a discount, or `null`; checked, not shown.',
    'products[].purchasingOption': "`'AVAILABLE'` (price and «В корзину»), `'NOT_FOR_SALE'` («Нет в продаже») or `'NO_AVAILABLE'` («Временно нет в наличии»).",
    'products[].quantity': 'Stock; checked, not shown.',
    'products[].inBasket': 'Whether the server knew the product to be in the basket: the column says so until the browser knows the basket (a first visit, before `getVars.php` answers), then follows the browser\'s basket list.',
    'products[].characteristics': 'The rows: `{ name, value }` each, as text. A name may be missing from some products.',
    'products[].characteristics[].name': 'The characteristic\'s label (the row head).',
    'products[].characteristics[].value': 'Its value for this product, shown as text.',
    view: "The rows the page printed, when it chose them: `'differences'` or `'all'` (the shopper's `?DIFFERENT=Y` / `?DIFFERENT=N`, or a template that prints the differences itself). The island starts with that view and makes no choice of its own; left out, it starts with every row and chooses the differences `AUTO_DIFFERENCES_MS` later.",
  },
  rules: [
    { name: 'AUTO_DIFFERENCES_MS', value: AUTO_DIFFERENCES_MS, meaning: 'With more than one product, the differences view is chosen by itself this long after the island starts, unless the shopper chose first or the page names its view (`view`).' },
    { name: 'EVEN_COLUMNS_MAX', value: EVEN_COLUMNS_MAX, meaning: 'Up to this many products the columns share the width evenly and there is nothing to scroll; with more, each column is 200 px (156 px below 576 px) and the table scrolls.' },
    { name: 'MISSING_VALUE', value: MISSING_VALUE, meaning: 'What a product without a characteristic shows; it counts as a value when telling whether the products differ.' },
    { name: 'BASKET_PAGE_URL', value: BASKET_PAGE_URL, meaning: 'Where «В корзину» goes after a successful add (and at once when the product is already in the basket).' },
  ],
  messages,
};
