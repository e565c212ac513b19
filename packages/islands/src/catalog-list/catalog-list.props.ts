import { count, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText, positiveCount } from '../runtime/check-props';

/** Props from the template: what the server rendered into the list. */
export interface CatalogListProps {
  /** SECTION_CODE of the page; '' for the whole catalogue. */
  sectionCode: string;
  /** Items per page; null = the page config's `catalogPageSize`, else 18 (docs/embedding.md#constants). */
  pageSize: number | null;
  /** Found count of the server-rendered filter (the fragment's ITEMS_COUNT). */
  totalCount: number;
  /** Items the server rendered (the first page, or more after the no-JS «Показать ещё»). */
  shownCount: number;
  /** Where «Сравнить выбранные» leads (docs/embedding.md#routes: the comparison page). */
  compareUrl: string;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  sectionCode: optional(text, ''),
  pageSize: optional(positiveCount, null),
  totalCount: count,
  shownCount: count,
  compareUrl: optional(filledText, '/catalog/compare/'),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseCatalogListProps(raw: unknown): CatalogListProps {
  const props = checkProps(propsCheck, raw);
  return { ...props, shownCount: Math.min(props.shownCount, props.totalCount) };
}
