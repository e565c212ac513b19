/** Basket: add2BasketByID, basketQuantity, basketDelete, checkItemInBasket. */
import { findProduct } from '../data';
import { DEMO_ENDPOINTS, FIXED_PATHS } from '../endpoints';
import { formatPrice } from '../format';
import { int, str } from '../form';
import type { BasketRow, SessionState } from '../state';
import { jsonResponse, type RouteDef } from './common';

export function basketTotal(session: SessionState): number {
  let total = 0;
  for (const row of session.basket.values()) total += (findProduct(row.productId)?.price ?? 0) * row.quantity;
  return total;
}

/** A basket row by row id, else by product id (the basket page may send either). */
export function findRow(session: SessionState, id: number): BasketRow | undefined {
  for (const row of session.basket.values()) if (row.rowId === id) return row;
  return session.basket.get(id);
}

function totals(session: SessionState) {
  const total = basketTotal(session);
  return { TOTAL_PRICE: total, TOTAL_PRICE_FORMATTED: formatPrice(total), BASKET_ITEMS_CNT: session.basket.size };
}

export const basketRoutes: RouteDef[] = [
  {
    key: 'add2BasketByID',
    path: DEMO_ENDPOINTS.add2BasketByID,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const id = int(p.PRODUCT_ID);
      const product = Number.isFinite(id) ? findProduct(id) : undefined;
      const refuse = (error: string) => jsonResponse({ RESULT_ID: 0, BASKET_ITEMS_CNT: session.basket.size, ERROR: error });
      if (!product) return refuse('Товар не найден');
      if (product.purchasingOption === 'NOT_FOR_SALE') return refuse('Товар недоступен для покупки');
      if (product.purchasingOption === 'NO_AVAILABLE' || product.quantity < 1) return refuse('Товара нет в наличии');
      const asked = int(p.QUANTITY);
      const add = Number.isFinite(asked) && asked > 0 ? asked : 1;
      let row = session.basket.get(product.id);
      if (row) row.quantity = Math.min(product.quantity, row.quantity + add);
      else {
        row = { rowId: session.nextRowId++, productId: product.id, quantity: Math.min(product.quantity, add) };
        session.basket.set(product.id, row);
      }
      return jsonResponse({ RESULT_ID: row.rowId, BASKET_ITEMS_CNT: session.basket.size });
    },
  },
  {
    key: 'basketQuantity',
    path: DEMO_ENDPOINTS.basketQuantity,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const row = findRow(session, int(p.id));
      const quantity = int(p.quantity);
      const fail = (error: string) => jsonResponse({ STATE: 0, ERROR: error, ...totals(session) });
      if (!row) return fail('Товар не найден в корзине');
      const product = findProduct(row.productId);
      const max = Math.max(1, product?.quantity ?? 1);
      if (!Number.isFinite(quantity) || quantity < 1) return fail('Минимальное значение должно быть равно 1');
      if (quantity > max) return fail(`Максимально возможное значение ${max}`);
      row.quantity = quantity;
      const sum = (product?.price ?? 0) * quantity;
      return jsonResponse({
        STATE: 1,
        ID: row.rowId,
        QUANTITY: quantity,
        ITEM_SUM: formatPrice(sum),
        ITEM_SUM_VALUE: sum,
        ...totals(session),
      });
    },
  },
  {
    key: 'basketDelete',
    path: DEMO_ENDPOINTS.basketDelete,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const raw = str(p.id);
      if (!raw) {
        session.basket.clear();
        return jsonResponse({ STATE: 1, ...totals(session) });
      }
      const row = findRow(session, int(p.id));
      if (!row) return jsonResponse({ STATE: 0, ERROR: 'Товар не найден в корзине', ...totals(session) });
      session.basket.delete(row.productId);
      return jsonResponse({ STATE: 1, ...totals(session) });
    },
  },
  {
    key: 'checkItemInBasket',
    path: FIXED_PATHS.checkItemInBasket,
    method: 'all',
    answer: 'json',
    sessid: 'optional',
    handle({ session }) {
      return jsonResponse({ IN_BASKET: [...session.basket.keys()], BASKET_ITEMS_CNT: session.basket.size });
    },
  },
];
