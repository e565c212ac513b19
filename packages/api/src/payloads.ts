/** What the calls configured by address (docs/embedding.md#server-calls) send, beyond `sessid`. */
import type { FormValue } from './encode';

/**
 * The catalogue filter (docs/embedding.md#server-calls), sent as `FILTER_PARAMS[…]` in bracket notation:
 * `FILTER_PARAMS[ITEM_PURPOSE_LIST][]=3`, `FILTER_PARAMS[ITEM_FEATURES][autostart]=Y`.
 * Further fields the site's filter form has are sent as they are.
 */
export interface FilterParams {
  SORT_BY?: string;
  SORT_ORDER?: string;
  SECTION_CODE?: string;
  ITEM_PURPOSE_LIST?: ReadonlyArray<string | number>;
  ITEM_FEATURES?: { readonly [feature: string]: string };
  MIN_PRICE?: number | string;
  MAX_PRICE?: number | string;
  PAGE_ELEMENT_COUNT?: number;
  readonly [field: string]: FormValue;
}

/** add2CompareList: one product, several, or every product the filter finds. */
export type CompareTarget = number | readonly number[] | { readonly FILTER_PARAMS: FilterParams };

/** addPreOrder: a pre-order or back-in-stock request (docs/embedding.md#server-calls); the server knows a logged-in user's email. */
export interface PreOrderRequest {
  productID: number;
  productCnt: number;
  userEmail?: string;
}

/** itemPrices: one catalogue item whose price depends on the quantity typed (wholesale mode). */
export interface ItemPriceRequest {
  ID: number;
  QUANTITY: number;
}

/**
 * supportForm: the form's fields as name → value, or as `{name, value}` pairs (jQuery's
 * `serializeArray()` shape, for repeated names).
 */
export type SupportFormFields =
  | { readonly [name: string]: string }
  | ReadonlyArray<{ readonly name: string; readonly value: string }>;
