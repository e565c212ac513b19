/** mapData with its answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { anyObject, list, number, object, optional, text, withInfo, type Check } from '../check';
import { ApiError } from '../errors';
import { getJson, uncheckedAnswer } from '../request';
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

const optionalNumber = /* @__PURE__ */ optional<number | null>(number, null);
// An empty string left out too, as on the fast path below (Bitrix's empty property).
const nullableNumber: Check<number | null> = /* @__PURE__ */ withInfo((value, path) => optionalNumber(value === '' ? null : value, path), optionalNumber.info ?? { expected: '' });

// Built when the module loads: marked pure (each nested call too) so that a bundle without the call drops it.
const pointFields = /* @__PURE__ */ object({
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
});

const plainText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined);
// '' too: Bitrix prints an empty property as an empty string (a point without coordinates, say).
const leftOut = (value: unknown) => value === undefined || value === null || value === '';
const textOrEmpty = (value: unknown) => (leftOut(value) ? '' : plainText(value));
const numberOrNull = (value: unknown) => (leftOut(value) ? null : typeof value === 'number' && Number.isFinite(value) ? value : undefined);
function listOf<T>(value: unknown, item: (entry: unknown) => T | undefined): T[] | undefined {
  if (leftOut(value)) return [];
  if (!Array.isArray(value)) return undefined;
  const result: T[] = [];
  for (const entry of value) {
    // An empty entry (a picture without a file) is no entry.
    if (leftOut(entry)) continue;
    const checked = item(entry);
    if (checked === undefined) return undefined;
    result.push(checked);
  }
  return result;
}

/**
 * One point, checked as `pointFields` would, on a fast path: the map may get 10 000 points in one
 * answer, and the generic check (a path string for every field) took the main thread ~60–110 ms
 * for them on the bench machine. Anything the fast path does not take at once (a number sent as
 * text, a wrong field) goes to `pointFields`, which accepts it or names what is wrong.
 */
const mapPoint: Check<MapDataPoint> = /* @__PURE__ */ withInfo((value, path) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const fields = value as Record<string, unknown>;
    const point = {
      id: plainText(fields.id),
      name: plainText(fields.name),
      city: textOrEmpty(fields.city),
      address: textOrEmpty(fields.address),
      hours: textOrEmpty(fields.hours),
      phone: textOrEmpty(fields.phone),
      lat: numberOrNull(fields.lat),
      lng: numberOrNull(fields.lng),
      coordinates: listOf(fields.coordinates, (entry) => (typeof entry === 'number' && Number.isFinite(entry) ? entry : undefined)),
      balloon: textOrEmpty(fields.balloon),
      images: listOf(fields.images, plainText),
    };
    if (Object.values(point).every((field) => field !== undefined)) return point as MapDataPoint;
  }
  return pointFields(value, path);
}, { expected: 'an object', fields: {} });

/** The answer with its points left for later: `mapData` checks them a slice at a time. */
const answerShape = /* @__PURE__ */ object({
  points: /* @__PURE__ */ list((point) => point),
  sources: /* @__PURE__ */ optional(anyObject, {}),
  layers: /* @__PURE__ */ optional(/* @__PURE__ */ list(anyObject), []),
});

/** The whole answer checked at once: its shape, then every point. */
export const mapDataAnswer: Check<MapData> = (value, path) => {
  const answer = answerShape(value, path);
  return { ...answer, points: answer.points.map((point, index) => mapPoint(point, `${path}.points[${index}]`)) };
};

/**
 * How many points are checked in one task when the caller hands in `nextTask`: 10 000 points
 * checked at once took the main thread 40 ms traced on the bench machine, beside the 15 ms of
 * parsing them (docs/budgets.md#return-map).
 */
export const POINTS_PER_TASK = 2000;

/**
 * How many bytes of the answer are decoded into text in one task when the caller hands in
 * `nextTask`: 10 000 points are about 900 KB, which the browser's own `text()` decoded in one task
 * of 12–25 ms on the bench machine, on top of the answer's arrival (docs/budgets.md#return-map).
 */
export const BYTES_PER_TASK = 256 * 1024;

/** The answer's body as text, `BYTES_PER_TASK` decoded per task (a character split between two slices is kept whole). */
async function slicedText(response: Response, nextTask: () => Promise<void>): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const decoder = new TextDecoder();
  let text = '';
  for (let start = 0; start < bytes.length; start += BYTES_PER_TASK) {
    await nextTask();
    text += decoder.decode(bytes.subarray(start, start + BYTES_PER_TASK), { stream: true });
  }
  return text + decoder.decode();
}

export interface MapDataOptions extends CallOptions {
  /**
   * Resolves in a later task; the body is then decoded `BYTES_PER_TASK` at a time and the points
   * checked `POINTS_PER_TASK` at a time, each slice in a task of its own.
   */
  nextTask?(): Promise<void>;
}

/**
 * GET `url?city=…`: the map data the template names (the return points map's `pointsUrl`).
 * No `city` = every point. Reference data: the browser cache may serve it. Checked as
 * `mapDataAnswer`, with the same errors; with `nextTask`, the points a slice per task.
 */
export async function mapData(deps: ApiDeps, url: string, city: string, options: MapDataOptions = {}): Promise<MapData> {
  const { nextTask } = options;
  const reading: ApiDeps = nextTask
    ? {
        ...deps,
        // `send` reads the answer with `text()`: this one decodes it a slice per task. Here and not
        // an option of `send`, which is in every page's core.js; only this call gets 900 KB.
        fetch: async (input, init) => {
          // Called unbound, as `send` does: `window.fetch` as another object's method throws.
          const fetchFn = deps.fetch;
          const response = await fetchFn(input, init);
          return Object.defineProperty(response, 'text', { value: () => slicedText(response, nextTask) });
        },
      }
    : deps;
  // Blank is every point (docs/islands/return-map.md#props), not a filter by a space.
  const wanted = city.trim();
  const answer = await getJson(reading, url, wanted ? { city: wanted } : {}, answerShape, options, 'default');
  const where = `GET ${url}`;
  const points: MapDataPoint[] = [];
  for (let start = 0; start < answer.points.length; start += POINTS_PER_TASK) {
    // The first slice too: the answer was parsed in this task.
    if (nextTask) {
      await nextTask();
      if (options.signal?.aborted) throw new ApiError('aborted', `${where}: cancelled by the caller`, { url });
    }
    const end = Math.min(answer.points.length, start + POINTS_PER_TASK);
    try {
      for (let index = start; index < end; index++) points.push(mapPoint(answer.points[index], `$.points[${index}]`));
    } catch (cause) {
      throw uncheckedAnswer(cause, where, url);
    }
  }
  return { ...answer, points };
}
