/** Catalogue: catalogList, search suggest, item prices, wholesale quantity, installation block, pre-order. */
import { queryCatalog, readFilter } from '../catalog-query';
import { findProduct, products } from '../data';
import { DEMO_ENDPOINTS, FIXED_PATHS } from '../endpoints';
import { escapeHtml, formatPrice } from '../format';
import { int, map, str, type ParamValue } from '../form';
import { matchesWords } from '../search';
import { renderCatalogList, renderInstallBlock } from '../templates';
import type { Product } from '../types';
import { jsonResponse, textResponse, type RouteDef } from './common';

const SUGGEST_LIMIT = 8;
const EMAIL_RE = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

/** Every product whose name and section hold every word of the query, in the catalogue's order. */
export function searchProducts(query: string): Product[] {
  return products.filter((product) => matchesWords(`${product.name} ${product.sectionName}`, query)).sort((a, b) => a.sort - b.sort);
}

/**
 * suggest.php matches the query as sent, like the shop's own: a query typed in the wrong keyboard
 * layout finds nothing here, and the search-suggest island asks again converted
 * (docs/islands/search-suggest.md), so the shopper is told which query the list is for.
 */
function suggest(query: string): Product[] {
  return searchProducts(query).slice(0, SUGGEST_LIMIT);
}

interface ItemPriceAnswer {
  PRICE: number;
  PRICE_FORMATTED: string;
  QUANTITY: number;
  LINE_PRICE: number;
  LINE_PRICE_FORMATTED: string;
}

/** Wholesale volume prices: the opt price, 3 % less from 10 pieces, 5 % less from 50 (rounded to 10 roubles). */
export function wholesaleUnitPrice(product: Product, quantity: number): number {
  const discount = quantity >= 50 ? 0.95 : quantity >= 10 ? 0.97 : 1;
  return discount === 1 ? product.optPrice : Math.round((product.optPrice * discount) / 10) * 10;
}

/** `ITEMS[][ID]=1&ITEMS[][QUANTITY]=2` (PHP: two entries) and `ITEMS[0][ID]=1&ITEMS[0][QUANTITY]=2` alike. */
function readItems(value: ParamValue | undefined): { id: number; quantity: number }[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const items: { ID?: string; QUANTITY?: string }[] = [];
  for (const entry of entries) {
    const fields = map(entry);
    const id = str(fields.ID);
    const quantity = str(fields.QUANTITY);
    const last = items[items.length - 1];
    if (id) {
      if (last && last.ID === undefined) Object.assign(last, { ID: id }, quantity ? { QUANTITY: quantity } : {});
      else items.push(quantity ? { ID: id, QUANTITY: quantity } : { ID: id });
    } else if (quantity) {
      if (last && last.QUANTITY === undefined) last.QUANTITY = quantity;
      else items.push({ QUANTITY: quantity });
    }
  }
  return items
    .map((item) => ({ id: int(item.ID), quantity: item.QUANTITY === undefined ? 1 : int(item.QUANTITY) }))
    .filter((item) => Number.isInteger(item.id));
}

export const catalogRoutes: RouteDef[] = [
  {
    key: 'catalogList',
    path: DEMO_ENDPOINTS.catalogList,
    method: 'all',
    answer: 'html',
    sessid: 'required',
    handle({ p, session }) {
      const filter = readFilter(p);
      const { found, items } = queryCatalog(filter);
      const mode = (str(p.MODE) || str(p.VIEW) || str(map(p.FILTER_PARAMS).MODE)).toLowerCase();
      const html = renderCatalogList({ items, total: found.length, sectionCode: filter.sectionCode, opt: mode === 'opt', session });
      return textResponse(html, 'html');
    },
  },
  {
    key: 'searchSuggest',
    path: FIXED_PATHS.searchSuggest,
    method: 'get',
    answer: 'json',
    sessid: 'none',
    handle({ p }) {
      const query = str(p.q);
      if (query.length < 2) return jsonResponse({ suggestions: [] });
      return jsonResponse({
        suggestions: suggest(query).map((product) => ({
          name: product.name,
          img: product.image,
          section: product.sectionName,
          available: product.purchasingOption === 'AVAILABLE',
          price: product.price,
          purchasing_option: product.purchasingOption,
          url: product.url,
        })),
      });
    },
  },
  {
    key: 'itemPrices',
    path: DEMO_ENDPOINTS.itemPrices,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p }) {
      const prices: Record<string, ItemPriceAnswer> = {};
      for (const item of readItems(p.ITEMS)) {
        const product = findProduct(item.id);
        if (!product) continue;
        const quantity = Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0;
        const unit = wholesaleUnitPrice(product, quantity);
        prices[String(product.id)] = {
          PRICE: unit,
          PRICE_FORMATTED: formatPrice(unit),
          QUANTITY: quantity,
          LINE_PRICE: unit * quantity,
          LINE_PRICE_FORMATTED: formatPrice(unit * quantity),
        };
      }
      return jsonResponse({ PRICES: prices });
    },
  },
  {
    key: 'changeQuantity',
    path: FIXED_PATHS.changeQuantity,
    method: 'get',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const id = int(p.PRODUCT_ID);
      const quantity = int(p.QUANTITY === undefined || str(p.QUANTITY) === '' ? '0' : p.QUANTITY);
      const product = Number.isFinite(id) ? findProduct(id) : undefined;
      if (!product) return jsonResponse({ result: 0, message: 'Товар не найден' });
      if (!Number.isFinite(quantity) || quantity < 0) return jsonResponse({ result: 0, message: 'Укажите количество — целое число не меньше 0' });
      if (quantity === 0) {
        session.basket.delete(product.id);
        return jsonResponse({ result: 1 });
      }
      if (product.purchasingOption !== 'AVAILABLE') return jsonResponse({ result: 0, message: 'Товар недоступен для заказа' });
      if (quantity > product.quantity) return jsonResponse({ result: 0, message: `Недостаточно товара на складе: доступно ${product.quantity} шт.` });
      const row = session.basket.get(product.id);
      if (row) row.quantity = quantity;
      else session.basket.set(product.id, { rowId: session.nextRowId++, productId: product.id, quantity });
      return jsonResponse({ result: 1 });
    },
  },
  {
    key: 'getBwIButton',
    path: DEMO_ENDPOINTS.getBwIButton,
    method: 'post',
    answer: 'html',
    sessid: 'required',
    handle({ p }) {
      const raw = str(p.ID);
      const id = int(raw);
      if (!Number.isInteger(id) || id <= 0) {
        return textResponse(
          `<div class="install-service install-service--error" data-product-id="${escapeHtml(raw)}">Не указан товар.</div>\n`,
          'html',
          400,
        );
      }
      return textResponse(renderInstallBlock(id), 'html');
    },
  },
  {
    key: 'addPreOrder',
    path: DEMO_ENDPOINTS.addPreOrder,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const errors: string[] = [];
      const product = findProduct(int(p.productID));
      const count = int(p.productCnt === undefined || str(p.productCnt) === '' ? '1' : p.productCnt);
      const email = str(p.userEmail) || (session.user.isAuth ? session.user.email : '');
      if (!product) errors.push('Товар не найден');
      if (!Number.isFinite(count) || count < 1 || count > 999) errors.push('Укажите количество товара от 1 до 999');
      if (!EMAIL_RE.test(email)) errors.push('Укажите корректный e-mail');
      if (
        product &&
        !errors.length &&
        session.preorders.some((item) => item.productId === product.id && item.email.toLowerCase() === email.toLowerCase())
      ) {
        errors.push('Вы уже подписаны на уведомление об этом товаре');
      }
      if (!errors.length && product) session.preorders.push({ productId: product.id, quantity: count, email });
      return jsonResponse({ ERROR: errors });
    },
  },
];

