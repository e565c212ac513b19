/** Props from the template: what the server rendered into the list. */
export interface CatalogListProps {
  /** SECTION_CODE of the page; '' for the whole catalogue. */
  sectionCode: string;
  /** Items per page; null = the page config's `catalogPageSize`, else 18 (spec §9). */
  pageSize: number | null;
  /** Found count of the server-rendered filter (the fragment's ITEMS_COUNT). */
  totalCount: number;
  /** Items the server rendered (the first page, or more after the no-JS «Показать ещё»). */
  shownCount: number;
  /** Where «Сравнить выбранные» leads (spec §2: the comparison page). */
  compareUrl: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseCatalogListProps(raw: unknown): CatalogListProps {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError('props must be an object');
  const { sectionCode = '', pageSize = null, totalCount, shownCount, compareUrl = '/catalog/compare/' } = raw as Record<string, unknown>;
  if (typeof sectionCode !== 'string') throw new TypeError('"sectionCode" must be a string');
  if (pageSize !== null && !(isCount(pageSize) && pageSize > 0)) throw new TypeError('"pageSize" must be a whole number above 0');
  if (!isCount(totalCount)) throw new TypeError('"totalCount" must be a whole number ≥ 0');
  if (!isCount(shownCount)) throw new TypeError('"shownCount" must be a whole number ≥ 0');
  if (typeof compareUrl !== 'string' || compareUrl === '') throw new TypeError('"compareUrl" must be a non-empty string');
  return { sectionCode, pageSize, totalCount, shownCount: Math.min(shownCount, totalCount), compareUrl };
}
