import type { IslandReference } from '../reference.types';
import { LOADER_CIRCLE_TIMEOUT_MS } from '../ui/loading-overlay';
import { messages } from './catalog-list.messages';
import { CATALOG_PAGE_SIZE } from './catalog-list.params';
import { propsCheck } from './catalog-list.props';

/** What docs/islands/catalog-list.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    sectionCode: "The page's `SECTION_CODE`; `''` for the whole catalogue.",
    pageSize: 'Items per page, and how many «Показать ещё» adds. Left out: the page config\'s `catalogPageSize`, else `CATALOG_PAGE_SIZE`.',
    totalCount: 'How many items the server-rendered filter finds (the fragment\'s `ITEMS_COUNT`).',
    shownCount: 'How many items the server rendered (the first page, or more after the no-JS «Показать ещё»); more than `totalCount` counts as `totalCount`.',
    compareUrl: 'Where «Сравнить выбранные» leads: the comparison page.',
  },
  rules: [
    { name: 'CATALOG_PAGE_SIZE', value: CATALOG_PAGE_SIZE, meaning: 'Items per page when neither `pageSize` nor the page config\'s `catalogPageSize` says; the list asks for `PAGE_ELEMENT_COUNT` = page size × pages shown.' },
    { name: 'LOADER_CIRCLE_TIMEOUT_MS', value: LOADER_CIRCLE_TIMEOUT_MS, meaning: 'While the list reloads, the overlay and its spinning circle show at once; when loading lasts longer than this, «Загрузка…» is announced to screen readers.' },
  ],
  messages,
};
