/** Compare list: add2CompareList, delFromCompareList, checkItemInCompareList. */
import { readFilter, queryCatalog } from '../catalog-query';
import { findProduct } from '../data';
import { DEMO_ENDPOINTS, FIXED_PATHS } from '../endpoints';
import { list, map } from '../form';
import { jsonResponse, type RouteDef } from './common';

function ids(value: Parameters<typeof list>[0]): number[] {
  return list(value)
    .map((item) => Number(item.trim()))
    .filter((id) => Number.isInteger(id) && findProduct(id) !== undefined);
}

export const compareRoutes: RouteDef[] = [
  {
    key: 'add2CompareList',
    path: DEMO_ENDPOINTS.add2CompareList,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      let toAdd = ids(p.PRODUCT_ID);
      if (!toAdd.length && Object.keys(map(p.FILTER_PARAMS)).length) {
        const filter = readFilter(p);
        toAdd = queryCatalog({ ...filter, page: 1 }).items.map((product) => product.id);
      }
      if (!toAdd.length) return jsonResponse({ SHOW_COMPARE: session.compare.length, ERROR: 'Товар не найден' });
      for (const id of toAdd) if (!session.compare.includes(id)) session.compare.push(id);
      return jsonResponse({ SHOW_COMPARE: session.compare.length });
    },
    refuse: ({ session }) =>
      jsonResponse({ SHOW_COMPARE: session.compare.length, ERROR: 'Сравнение временно недоступно, попробуйте позже' }),
  },
  {
    key: 'delFromCompareList',
    path: DEMO_ENDPOINTS.delFromCompareList,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const toDelete = list(p.PRODUCT_ID).map(Number).filter(Number.isInteger);
      if (!toDelete.length) return jsonResponse({ STATE: 0, SHOW_COMPARE: session.compare.length, ERROR: 'Не указан товар' });
      session.compare = session.compare.filter((id) => !toDelete.includes(id));
      return jsonResponse({ STATE: 1, SHOW_COMPARE: session.compare.length });
    },
  },
  {
    key: 'checkItemInCompareList',
    path: FIXED_PATHS.checkItemInCompareList,
    method: 'all',
    answer: 'json',
    sessid: 'optional',
    handle({ session }) {
      return jsonResponse({ IN_COMPARE_LIST: [...session.compare] });
    },
  },
];
