/**
 * The answers of spec §7, as types and as the checks that produce them. Field names are the
 * server's (the words of spec §7, shared with the mock backend); values are normalised (numbers
 * are numbers, flags are booleans, missing optional texts are ''), and `ok` is added where the
 * spec says what success looks like.
 */
import { CheckError, anyObject, code, count, flag, list, number, object, optional, record, text, type Check } from './check';

// Checks built when this module loads are marked `/* @__PURE__ */`, so that a bundle without a
// call also loses its check. The mark covers only the call it precedes, so nested ones get it too.

const optionalText = /* @__PURE__ */ optional(text, '');
const idList = /* @__PURE__ */ optional(/* @__PURE__ */ list(count), []);

/** refresh_captcha.php: `state` 1 carries a new captcha in `desc`; otherwise `desc` is absent or an error text. */
export type CaptchaRefresh =
  | { ok: true; state: number; desc: { captchaSid: string; captchaImg: string } }
  | { ok: false; state: number; desc: null };

const captchaDesc = /* @__PURE__ */ object({ captchaSid: text, captchaImg: text });

export const captchaRefresh: Check<CaptchaRefresh> = (value, path) => {
  const { state } = object({ state: code })(value, path);
  if (state !== 1) return { ok: false, state, desc: null };
  const { desc } = object({ desc: captchaDesc })(value, path);
  return { ok: true, state, desc };
};

/** resend_auth_code.php: `state` 1 = sent (show `success_msg`), otherwise show `error_msg` (spec §8). */
export interface AuthCodeResend {
  ok: boolean;
  state: number;
  success_msg: string;
  error_msg: string;
}

export const authCodeResend: Check<AuthCodeResend> = (value, path) => {
  const answer = object({ state: code, success_msg: optionalText, error_msg: optionalText })(value, path);
  return { ok: answer.state === 1, ...answer };
};

/** getModel.php: one model of the chosen car brand. */
export interface CarModel {
  name: string;
}

export const carModels: Check<CarModel[]> = /* @__PURE__ */ list(/* @__PURE__ */ object({ name: text }));

/** ajax_cities.php: one city of the autocomplete. */
export interface CitySuggestion {
  city_name: string;
  country_name: string;
  country_code: string;
}

/** ajax_cities.php answer. */
export interface CitySuggestions {
  suggestions: CitySuggestion[];
}

export const citySuggestions: Check<CitySuggestions> = /* @__PURE__ */ object({
  suggestions: /* @__PURE__ */ list(/* @__PURE__ */ object({ city_name: text, country_name: optionalText, country_code: optionalText })),
});

/**
 * Why a search suggestion cannot be bought (spec §4): 'NOT_FOR_SALE' → 'Нет в продаже',
 * 'NO_AVAILABLE' → 'Временно нет в наличии'. Any other value the server sends is read as ''.
 */
export type PurchasingOption = 'NOT_FOR_SALE' | 'NO_AVAILABLE' | '';

const purchasingOption: Check<PurchasingOption> = (value, path) => {
  const word = optionalText(value, path).trim();
  return word === 'NOT_FOR_SALE' || word === 'NO_AVAILABLE' ? word : '';
};

/** suggest.php: one product of the search dropdown. */
export interface SearchSuggestion {
  name: string;
  /** Image address; '' when the product has none. */
  img: string;
  section: string;
  available: boolean;
  /** As the server prints it (a bare number comes as its decimal text); shown only when `available`. */
  price: string;
  purchasing_option: PurchasingOption;
  url: string;
}

/** suggest.php answer. */
export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}

export const searchSuggestions: Check<SearchSuggestions> = /* @__PURE__ */ object({
  suggestions: /* @__PURE__ */ list(
    /* @__PURE__ */ object({
      name: text,
      img: optionalText,
      section: optionalText,
      available: /* @__PURE__ */ optional(flag, false),
      price: optionalText,
      purchasing_option: purchasingOption,
      url: text,
    }),
  ),
});

/**
 * getVars.php: the session's view of the lists and the user. Only its being an object is
 * checked here; the store checks `basketItems`, `compareItems` and `user` itself.
 */
export interface ServerVars {
  basketItems?: unknown;
  compareItems?: unknown;
  user?: unknown;
  [field: string]: unknown;
}

export const serverVars: Check<ServerVars> = anyObject;

const CAPTCHA_SID = /^[0-9a-z]+$/i;

/** reload_captcha.php: the new captcha sid, trimmed (Bitrix's sids are 32 hex digits). */
export const captchaSid: Check<string> = (value, path) => {
  const sid = text(value, path).trim();
  if (!CAPTCHA_SID.test(sid)) throw new CheckError(path, 'a captcha sid (letters and digits)', value);
  return sid;
};

/** change_quantity.php: `result` 1 = saved. */
export interface WholesaleQuantityResult {
  ok: boolean;
  result: number;
}

export const wholesaleQuantityResult: Check<WholesaleQuantityResult> = (value, path) => {
  const { result } = object({ result: code })(value, path);
  return { ok: result === 1, result };
};

/** supportForm.php: the server's error text, '' when the message was accepted (spec §5). */
export interface SupportFormResult {
  error: string;
}

export const supportFormResult: Check<SupportFormResult> = (value, path) => ({ error: text(value, path).trim() });

/** checkItemInCompareList.php: ids in the session's compare list. */
export interface CompareListState {
  IN_COMPARE_LIST: number[];
}

export const compareListState: Check<CompareListState> = /* @__PURE__ */ object({ IN_COMPARE_LIST: idList });

/** checkItemInBasket.php: ids in the session's basket. */
export interface BasketState {
  IN_BASKET: number[];
}

export const basketState: Check<BasketState> = /* @__PURE__ */ object({ IN_BASKET: idList });

/**
 * The `ERROR` a shared-model call may add when it refused (text, or a list of texts joined by line
 * breaks). Present in the answer only when non-empty, so the shopper can be told why.
 */
const refusal: Check<string> = (value, path) =>
  value === undefined || value === null || value === false
    ? ''
    : typeof value === 'string' || typeof value === 'number'
      ? text(value, path).trim()
      : list(text)(value, path)
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .join('\n');

function withRefusal<T extends object>(answer: T, value: unknown, path: string): T & { ERROR?: string } {
  const ERROR = refusal((value as { ERROR?: unknown } | null)?.ERROR, `${path}.ERROR`);
  return ERROR ? { ...answer, ERROR } : answer;
}

/** add2BasketByID: the new basket row and the number of rows; `ok` is false when no row was made. */
export interface BasketAddResult {
  ok: boolean;
  /** Basket row id; 0 when Bitrix answered `false` (nothing added). */
  RESULT_ID: number;
  BASKET_ITEMS_CNT: number;
  /** Why nothing was added, when the server says (e.g. «Товара нет в наличии»). */
  ERROR?: string;
}

export const basketAddResult: Check<BasketAddResult> = (value, path) => {
  const answer = object({ RESULT_ID: code, BASKET_ITEMS_CNT: count })(value, path);
  return withRefusal({ ok: answer.RESULT_ID > 0, ...answer }, value, path);
};

/** getBwIButton: the installation-service block, HTML as the server sent it (may be empty). */
export const installBlock: Check<string> = text;

/** add2CompareList: how many products the compare list holds now. */
export interface CompareAddResult {
  SHOW_COMPARE: number;
  /** Set when nothing was added, with the server's reason (e.g. «Товар не найден»). */
  ERROR?: string;
}

export const compareAddResult: Check<CompareAddResult> = (value, path) =>
  withRefusal(object({ SHOW_COMPARE: count })(value, path), value, path);

/** delFromCompareList: whether it was removed (`STATE` as 'Y'/'N', true/false or 1/0), and the count left. */
export interface CompareRemoveResult {
  STATE: boolean;
  SHOW_COMPARE: number;
  /** The server's reason when `STATE` is false. */
  ERROR?: string;
}

export const compareRemoveResult: Check<CompareRemoveResult> = (value, path) =>
  withRefusal(object({ STATE: flag, SHOW_COMPARE: count })(value, path), value, path);

/** addPreOrder: error texts to join by line breaks (spec §8); none (or no `ERROR` field) means success. */
export interface PreOrderResult {
  ok: boolean;
  ERROR: string[];
}

export const preOrderResult: Check<PreOrderResult> = (value, path) => {
  const { ERROR } = object({
    // A single text is read as a one-item list; '' and false as none.
    ERROR: (field: unknown, at: string) =>
      field === undefined || field === null || field === false || field === ''
        ? []
        : typeof field === 'string'
          ? [field]
          : list(text)(field, at),
  })(value, path);
  const errors = ERROR.filter((message) => message.trim() !== '');
  return { ok: errors.length === 0, ERROR: errors };
};

/** basketQuantity: the new totals, formatted by the server. */
export interface BasketQuantityResult {
  TOTAL_PRICE_FORMATTED: string;
  /** The row's sum as the server prints it. */
  ITEM_SUM: string;
}

export const basketQuantityResult: Check<BasketQuantityResult> = /* @__PURE__ */ object({ TOTAL_PRICE_FORMATTED: text, ITEM_SUM: text });

/** basketDelete: whether it worked (`STATE` as 'Y'/'N', true/false or 1/0) and the new total. */
export interface BasketDeleteResult {
  STATE: boolean;
  TOTAL_PRICE_FORMATTED: string;
}

export const basketDeleteResult: Check<BasketDeleteResult> = /* @__PURE__ */ object({ STATE: flag, TOTAL_PRICE_FORMATTED: optionalText });

/** itemPrices: the unit price of one item at the requested quantity. */
export interface ItemPrice {
  PRICE: number;
  PRICE_FORMATTED: string;
}

/** itemPrices answer: prices keyed by product id (as a string, as JSON object keys are). */
export interface ItemPrices {
  PRICES: Record<string, ItemPrice>;
}

export const itemPrices: Check<ItemPrices> = /* @__PURE__ */ object({
  PRICES: /* @__PURE__ */ record(/* @__PURE__ */ object({ PRICE: number, PRICE_FORMATTED: text })),
});
