import type { MapDataPoint } from '@shop-islands/api';
import type { Bounds, EngineFailure, EngineName, MapFit, MapPoint, ZoomRange } from './return-map.engine';

/**
 * docs/islands/return-map.md#rules-and-constants: every point fitted with 30 px around, never past
 * zoom 16 on the usual scale of 256 px tiles (Leaflet's, and the site's map before the island).
 */
export const FIT = { padding: 30, maxZoom: 16 } as const;

/**
 * docs/islands/return-map.md#rules-and-constants: how far the map zooms out and in, on the 256 px
 * scale: from the whole world on one tile's width to a yard (the offline basemap has no detail
 * further in).
 */
export const ZOOM_RANGE = { min: 1, max: 18 } as const;

/**
 * A zoom of the 256 px scale on an engine's own: maplibre's 512 px tiles reach each scale one zoom
 * lower (as return-map.cluster-index.ts converts), so both engines show the same closest view.
 */
export function engineZoom(engine: EngineName, zoom: number): number {
  return engine === 'maplibre' ? zoom - 1 : zoom;
}

/** The fit as an engine takes it, so that one point opens as close on both engines. */
export function engineFit(engine: EngineName, fit: MapFit): MapFit {
  return { ...fit, maxZoom: engineZoom(engine, fit.maxZoom) };
}

/** `ZOOM_RANGE` on an engine's own scale. */
export function engineZoomRange(engine: EngineName): ZoomRange {
  return { min: engineZoom(engine, ZOOM_RANGE.min), max: engineZoom(engine, ZOOM_RANGE.max) };
}

/** How long an engine may take to draw its first frame before the next one is tried. */
export const READY_TIMEOUT_MS = 10_000;

/** The map data's source of points of interest: its errors never cost the map (docs/islands/return-map.md#engines). */
export const POI_SOURCE = 'poi';

/** The list beside the map names at most this many of the points in view. */
export const LIST_LIMIT = 50;

/** Does this failure end the engine? Every one does, except an error of the points-of-interest source. */
export function isFatal(failure: EngineFailure): boolean {
  return !(failure.kind === 'error' && failure.sourceId === POI_SOURCE);
}

const isLat = (value: number | null | undefined): value is number => typeof value === 'number' && value >= -90 && value <= 90;
const isLng = (value: number | null | undefined): value is number => typeof value === 'number' && value >= -180 && value <= 180;

/**
 * A point's place: `lat` and `lng` when both are there, else `coordinates` as `[lng, lat]`
 * (GeoJSON's order, as the map data's sources use). Null when neither gives a place on Earth.
 */
export function pointPlace(point: Pick<MapDataPoint, 'lat' | 'lng' | 'coordinates'>): { lng: number; lat: number } | null {
  if (isLat(point.lat) && isLng(point.lng)) return { lng: point.lng, lat: point.lat };
  const [lng, lat] = point.coordinates;
  if (isLat(lat) && isLng(lng)) return { lng, lat };
  return null;
}

/** The server's points as the map draws them; points without a place are left out. */
export function toMapPoints(points: readonly MapDataPoint[]): MapPoint[] {
  const result: MapPoint[] = [];
  for (const point of points) {
    const place = pointPlace(point);
    if (!place) continue;
    const { id, name, city, address, hours, phone, balloon, images } = point;
    result.push({ id, name, city, address, hours, phone, balloon, images, ...place });
  }
  return result;
}

/**
 * Finds a point by its id (a popup opened from the list or the map). The index is built on the
 * first call, not when the map is set up: 10 000 entries cost the set-up's task about 10 ms.
 */
export function pointFinder(points: readonly MapPoint[]): (id: string) => MapPoint | undefined {
  let byId: Map<string, MapPoint> | undefined;
  return (id) => (byId ??= new Map(points.map((point) => [point.id, point]))).get(id);
}

/** The box around every point; null when there is none. */
export function boundsOf(points: readonly MapPoint[]): Bounds | null {
  if (!points.length) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lng, lat } of points) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [[west, south], [east, north]];
}

/** Is the point inside the box? */
export function inBounds(point: MapPoint, [[west, south], [east, north]]: Bounds): boolean {
  return point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east;
}

/** The points the list names for the part of the map in view: at most `limit`, in the server's order. */
export function pointsInView(points: readonly MapPoint[], view: Bounds | null, limit = LIST_LIMIT): { listed: MapPoint[]; total: number } {
  const inside = view ? points.filter((point) => inBounds(point, view)) : points;
  return { listed: inside.slice(0, limit), total: inside.length };
}

/**
 * Can the map's box go fullscreen? Not on an iPhone (its Fullscreen API is for videos only), nor in
 * a frame that does not allow it: the box then fills the window instead (docs/islands/return-map.md#keyboard).
 */
export function canFullscreen(doc: Partial<Pick<Document, 'fullscreenEnabled'>>, element: Partial<Pick<Element, 'requestFullscreen'>>): boolean {
  return doc.fullscreenEnabled === true && typeof element.requestFullscreen === 'function';
}

/** Can this browser give a WebGL 2 context (maplibre-gl 6 needs one)? A throw-away canvas asks. */
export function hasWebgl2(doc: Document): boolean {
  try {
    const canvas = doc.createElement('canvas');
    const context = canvas.getContext('webgl2');
    // Hand the context back at once: browsers cap how many a page holds.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
