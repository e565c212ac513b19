/**
 * Runs inside maplibre's worker (docs/islands/return-map.md#engines): the engine asks maplibre to
 * import it there, and from then on the worker turns the points' URL into GeoJSON itself, so the
 * main thread never copies the points. Built on its own by scripts/build.mjs (an ES module).
 */
import { loadPoints, POINTS_SCHEME } from './return-map.points-url';

/** maplibre's worker gives scripts it imports its `addProtocol` on the worker's global. */
const worker = self as unknown as { addProtocol?(scheme: string, load: typeof loadPoints): void };
worker.addProtocol?.(POINTS_SCHEME, loadPoints);
