/**
 * The return points as a URL that maplibre's worker turns into GeoJSON itself
 * (docs/islands/return-map.md#engines). Data handed to `setData` as an object is copied to the
 * worker object by object on the main thread (about 27 ms for 10 000 points on a desktop, four
 * times that on a slow phone); a URL is one string. The places go as their 64-bit numbers, in
 * base64, so they arrive exactly as they left.
 */
import type { FeatureCollection, Point } from 'geojson';

/** The scheme the engine registers with maplibre, in its worker and on the main thread. */
export const POINTS_SCHEME = 'si-return-points';

const PREFIX = `${POINTS_SCHEME}://points/`;

/** `String.fromCharCode` takes its bytes as arguments; an engine caps how many a call may have. */
const CHUNK = 0x8000;

/** The points' places as a URL: longitude and latitude of each, in the points' order. */
export function pointsUrl(points: readonly { lng: number; lat: number }[]): string {
  const places = new Float64Array(points.length * 2);
  points.forEach((point, index) => {
    places[2 * index] = point.lng;
    places[2 * index + 1] = point.lat;
  });
  const bytes = new Uint8Array(places.buffer);
  let text = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    text += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return PREFIX + btoa(text);
}

/**
 * The points of a `pointsUrl` as maplibre's GeoJSON: each point's index in the list is its
 * feature's `id` (a click finds the point by it) and it carries no properties.
 * Throws a `TypeError` for a URL that is not one of `pointsUrl`'s.
 */
export function pointsFromUrl(url: string): FeatureCollection<Point, null> {
  if (!url.startsWith(PREFIX)) throw new TypeError(`Not a return points URL: ${url.slice(0, 60)}`);
  let text: string;
  try {
    text = atob(url.slice(PREFIX.length));
  } catch {
    throw new TypeError('The return points URL is not base64');
  }
  if (text.length % 16 !== 0) throw new TypeError('The return points URL does not hold whole points');
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  const places = new Float64Array(bytes.buffer);
  const features: FeatureCollection<Point, null>['features'] = [];
  for (let index = 0; index < places.length / 2; index++) {
    features.push({ type: 'Feature', id: index, properties: null, geometry: { type: 'Point', coordinates: [places[2 * index]!, places[2 * index + 1]!] } });
  }
  return { type: 'FeatureCollection', features };
}

/** maplibre's protocol handler for `POINTS_SCHEME`, the same in its worker and on the main thread. */
export const loadPoints = async (request: { url: string }) => ({ data: pointsFromUrl(request.url) });
