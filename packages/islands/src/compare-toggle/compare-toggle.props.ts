import { object } from '@shop-islands/api';
import { checkProps, filledText } from '../runtime/check-props';
import { productName } from '../runtime/product-props';
import { parseCompareToggleProps, type CompareToggleProps } from './compare-toggle.model';

/** Props of the `similar` variant («Сравнить похожие»): the section whose items are compared. */
export interface CompareSimilarProps {
  variant: 'similar';
  /** The Bitrix section code sent as `FILTER_PARAMS[SECTION_CODE]`. */
  sectionCode: string;
  /** Read by screen readers after the control's text. */
  sectionName?: string;
}

/** The island's props: the toggle of one product, or (`variant: 'similar'`) «Сравнить похожие». */
export type CompareToggleIslandProps = CompareToggleProps | CompareSimilarProps;

/** The `similar` variant's fields (exported for the reference page). */
export const similarCheck = object({ sectionCode: filledText, sectionName: productName });

/** Checks the props of the `similar` variant; throws a `TypeError` naming the bad field. */
export function parseCompareSimilarProps(raw: unknown): CompareSimilarProps {
  const { sectionCode, sectionName } = checkProps(similarCheck, raw);
  return sectionName === undefined ? { variant: 'similar', sectionCode } : { variant: 'similar', sectionCode, sectionName };
}

/** Checks the template's props of either variant; throws a `TypeError` naming the bad field. */
export function parseCompareToggleIslandProps(raw: unknown): CompareToggleIslandProps {
  const similar = typeof raw === 'object' && raw !== null && (raw as { variant?: unknown }).variant === 'similar';
  return similar ? parseCompareSimilarProps(raw) : parseCompareToggleProps(raw);
}
