import { parseCompareToggleProps, type CompareToggleProps } from './compare-toggle.model';
import { parseCompareSimilarProps, type CompareSimilarProps } from './compare-toggle.similar';

/** The island's props: the toggle of one product, or (`variant: 'similar'`) «Сравнить похожие». */
export type CompareToggleIslandProps = CompareToggleProps | CompareSimilarProps;

/** Checks the template's props of either variant; throws a `TypeError` naming the bad field. */
export function parseCompareToggleIslandProps(raw: unknown): CompareToggleIslandProps {
  const similar = typeof raw === 'object' && raw !== null && (raw as { variant?: unknown }).variant === 'similar';
  return similar ? parseCompareSimilarProps(raw) : parseCompareToggleProps(raw);
}
