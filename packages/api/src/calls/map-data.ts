/** mapData with its answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { anyObject, list, number, object, optional, text, type Check } from '../check';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

/**
 * One point of the map data as the server sends it. Its place is either `lat` and `lng` or
 * `coordinates` as `[lng, lat]` (GeoJSON's order); the island reads whichever is there.
 */
export interface MapDataPoint {
  id: string;
  name: string;
  city: string;
  address: string;
  hours: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  coordinates: number[];
  /** The popup's own text (plain text, never HTML); '' = the popup shows the fields above. */
  balloon: string;
  /** Pictures shown in the popup. */
  images: string[];
}

/** The map data answer: the points, and further map sources and layers (maplibre's style JSON). */
export interface MapData {
  points: MapDataPoint[];
  sources: Record<string, unknown>;
  layers: Array<Record<string, unknown>>;
}

const nullableNumber = /* @__PURE__ */ optional<number | null>(number, null);

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
export const mapDataAnswer: Check<MapData> = /* @__PURE__ */ object({
  points: /* @__PURE__ */ list(
    /* @__PURE__ */ object({
      id: text,
      name: text,
      city: optionalText,
      address: optionalText,
      hours: optionalText,
      phone: optionalText,
      lat: nullableNumber,
      lng: nullableNumber,
      coordinates: /* @__PURE__ */ optional(/* @__PURE__ */ list(number), []),
      balloon: optionalText,
      images: /* @__PURE__ */ optional(/* @__PURE__ */ list(text), []),
    }),
  ),
  sources: /* @__PURE__ */ optional(anyObject, {}),
  layers: /* @__PURE__ */ optional(/* @__PURE__ */ list(anyObject), []),
});

/**
 * GET `url?city=…`: the map data the template names (the return points map's `pointsUrl`).
 * No `city` = every point. Reference data: the browser cache may serve it.
 */
export function mapData(deps: ApiDeps, url: string, city: string, options?: CallOptions): Promise<MapData> {
  return getJson(deps, url, city ? { city } : {}, mapDataAnswer, options, 'default');
}
