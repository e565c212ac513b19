import { count, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText } from '../runtime/check-props';
import type { MapFit } from './return-map.engine';
import { FIT } from './return-map.rules';

/** Props from the template (docs/islands/return-map.md#props). */
export interface ReturnMapProps {
  /** Where the map data comes from (GET, JSON: docs/islands/return-map.md#map-data). */
  pointsUrl: string;
  /** Only this city's points ('' = every point): the page's `?city=`. */
  city: string;
  fit: MapFit;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  pointsUrl: filledText,
  city: optional(text, ''),
  fit: optional(object({ padding: count, maxZoom: count }), { ...FIT }),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseReturnMapProps(raw: unknown): ReturnMapProps {
  return checkProps(propsCheck, raw);
}
