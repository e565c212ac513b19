import type { BasketAddResult } from './calls/add-to-basket';
import type { BasketDeleteResult } from './calls/basket-delete';
import type { BasketQuantityResult } from './calls/basket-quantity';
import type { BasketState } from './calls/basket-state';
import type { CarModel } from './calls/car-models';
import type { CatalogPage } from './calls/catalog-list';
import type { CitySuggestions } from './calls/city-suggest';
import type { CompareAddResult, CompareRemoveResult } from './calls/compare-list';
import type { CompareListState } from './calls/compare-list-state';
import type { ServerVars } from './calls/get-vars';
import type { ItemPrices } from './calls/item-prices';
import type { PreOrderResult } from './calls/preorder';
import type { CaptchaRefresh } from './calls/refresh-captcha';
import type { AuthCodeResend } from './calls/resend-auth-code';
import type { SearchSuggestions } from './calls/search-suggest';
import type { SupportFormResult } from './calls/support-form';
import type { WholesaleQuantityResult } from './calls/wholesale-quantity';
import type { CompareTarget, FilterParams, ItemPriceRequest, PreOrderRequest, SupportFormFields } from './payloads';
import type { CallOptions } from './types';

/**
 * Every server call (docs/embedding.md#server-calls). Each resolves with the checked answer or rejects with an
 * `ApiError` (kinds `timeout`, `http`, `network`, `malformed`, `aborted`, `config`).
 */
export interface Api {
  // Fixed paths (PATHS); GET unless said otherwise.

  /** refresh_captcha.php?sid=… — a new login captcha. */
  refreshCaptcha(sid: string, options?: CallOptions): Promise<CaptchaRefresh>;
  /** resend_auth_code.php?contactID=… — sends the SMS code again. */
  resendAuthCode(contactID: string | number, options?: CallOptions): Promise<AuthCodeResend>;
  /** getModel.php?id=…&sessid=… — the models of a car brand. */
  carModels(brandId: string | number, options?: CallOptions): Promise<CarModel[]>;
  /** ajax_cities.php?query=… — city autocomplete (the caller waits for 2 characters, docs/embedding.md#constants). */
  citySuggest(query: string, options?: CallOptions): Promise<CitySuggestions>;
  /** suggest.php?q=… — search suggestions (the caller waits for 2 characters, docs/embedding.md#constants). */
  searchSuggest(q: string, options?: CallOptions): Promise<SearchSuggestions>;
  /**
   * getVars.php?sessid=… — the session's basket, compare list and user, for the store to reconcile.
   * `mode: 'opt'` (the wholesale catalogue) asks for basket lines with their quantities.
   */
  getVars(options?: CallOptions & { mode?: 'normal' | 'opt' }): Promise<ServerVars>;
  /** reload_captcha.php — a new support-form captcha sid (text answer). */
  reloadCaptcha(options?: CallOptions): Promise<string>;
  /** change_quantity.php?sessid=…&PRODUCT_ID=…&QUANTITY=… — wholesale quantity of one product. */
  changeWholesaleQuantity(productId: number, quantity: number, options?: CallOptions): Promise<WholesaleQuantityResult>;
  /** POST supportForm.php?sessid=… with the serialised form as the body; the answer is the error text ('' = sent). */
  supportForm(fields: SupportFormFields, options?: CallOptions): Promise<SupportFormResult>;
  /** POST checkItemInCompareList.php (base helper) — ids in the session's compare list. */
  checkItemInCompareList(options?: CallOptions): Promise<CompareListState>;
  /** POST checkItemInBasket.php (base helper) — ids in the session's basket. */
  checkItemInBasket(options?: CallOptions): Promise<BasketState>;

  // Addresses from the page config (ENDPOINT_KEYS); POST with the base helper unless said otherwise.

  /** Adds one product to the basket: `PRODUCT_ID`. */
  add2BasketByID(PRODUCT_ID: number, options?: CallOptions): Promise<BasketAddResult>;
  /** One page of the catalogue: `FILTER_PARAMS[…]`, `SECTION_CODE`; the answer is HTML with the total count. */
  catalogList(FILTER_PARAMS: FilterParams, SECTION_CODE: string, options?: CallOptions): Promise<CatalogPage>;
  /** Adds to the compare list: `PRODUCT_ID` (one), `PRODUCT_ID[]` (several) or `FILTER_PARAMS[…]` (all found). */
  add2CompareList(target: CompareTarget, options?: CallOptions): Promise<CompareAddResult>;
  /** Removes one product from the compare list: `PRODUCT_ID`. */
  delFromCompareList(PRODUCT_ID: number, options?: CallOptions): Promise<CompareRemoveResult>;
  /** Pre-order or back-in-stock request: `productID`, `productCnt`, `userEmail`. */
  addPreOrder(request: PreOrderRequest, options?: CallOptions): Promise<PreOrderResult>;
  /** POST with `sessid` and `ID` in the query string — the installation-service block as HTML. */
  getBwIButton(ID: number, options?: CallOptions): Promise<string>;
  /** Basket row quantity: `id`, `quantity`. */
  basketQuantity(id: number, quantity: number, options?: CallOptions): Promise<BasketQuantityResult>;
  /** Removes basket row `id`, or clears the basket when `id` is left out. */
  basketDelete(id?: number, options?: CallOptions): Promise<BasketDeleteResult>;
  /**
   * Catalogue item-price refresh (wholesale quantities). The shop fixes neither path nor payload (docs/embedding.md#server-calls);
   * this client's choice: address `endpoints.itemPrices`, body `ITEMS[i][ID]`, `ITEMS[i][QUANTITY]`
   * (+ `sessid`), answer `{PRICES: {[id]: {PRICE, PRICE_FORMATTED}}}` — the unit price at that quantity.
   */
  itemPrices(items: readonly ItemPriceRequest[], options?: CallOptions): Promise<ItemPrices>;
}
