import type { MapPoint } from './return-map.engine';
import { buildIndex, type ClusterQuery, type DrawnItem } from './return-map.cluster-index';

/** What the Leaflet map draws at one zoom: a cluster (with its id and size) or one point. */
export type Drawn = { kind: 'cluster'; id: number; count: number; lng: number; lat: number } | { kind: 'point'; point: MapPoint };

/** The Leaflet map's clusters (supercluster's index), asked asynchronously. */
export interface ClusterIndex {
  /** What to draw inside `[west, south, east, north]` at `zoom`. */
  drawn(bbox: [number, number, number, number], zoom: number): Promise<Drawn[]>;
  /** The zoom at which a cluster falls apart (a click on it zooms there). */
  expansionZoom(id: number): Promise<number>;
  dispose(): void;
}

// The drop-in build ships the worker script hashed beside the chunks (scripts/build.mjs); without
// it (a site's own bundler, tests) the index is built on the main thread.
declare const __CLUSTER_WORKER__: string | undefined;

const toDrawn = (points: readonly MapPoint[], items: DrawnItem[]): Drawn[] =>
  items.map((item) => (item[0] === 1 ? { kind: 'cluster', id: item[1], count: item[2], lng: item[3], lat: item[4] } : { kind: 'point', point: points[item[1]]! }));

const coordsOf = (points: readonly MapPoint[]) => {
  const coords = new Float64Array(points.length * 2);
  points.forEach((point, i) => {
    coords[2 * i] = point.lng;
    coords[2 * i + 1] = point.lat;
  });
  return coords;
};

/** The index on the main thread. */
export function inlineClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = buildIndex(coordsOf(points));
  return {
    drawn: (bbox, zoom) => Promise.resolve(toDrawn(points, index.drawn(bbox, zoom))),
    expansionZoom: (id) => Promise.resolve(index.expansionZoom(id)),
    dispose: () => undefined,
  };
}

/**
 * The index in the worker when the build shipped one, else on the main thread. The worker is
 * started from its own address (a page's CSP allows its own scripts, not blobs); when it cannot
 * start or fails, the index is built on the main thread and every pending question answered there.
 */
export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  if (typeof __CLUSTER_WORKER__ !== 'string' || typeof Worker === 'undefined') return inlineClusterIndex(points);
  let worker: Worker | null = null;
  let fallback: ClusterIndex | null = null;
  let nextId = 0;
  const waiting = new Map<number, { query: ClusterQuery; resolve(answer: { drawn?: Drawn[]; zoom?: number }): void }>();
  const answerInline = async (query: ClusterQuery) => {
    fallback ??= inlineClusterIndex(points);
    if (query.type === 'drawn') return { drawn: await fallback.drawn(query.bbox, query.zoom) };
    if (query.type === 'expand') return { zoom: await fallback.expansionZoom(query.cluster) };
    return {};
  };
  const giveUpWorker = () => {
    worker?.terminate();
    worker = null;
    for (const [id, { query, resolve }] of waiting) {
      waiting.delete(id);
      void answerInline(query).then(resolve);
    }
  };
  try {
    worker = new Worker(new URL(__CLUSTER_WORKER__, import.meta.url).href);
  } catch {
    return inlineClusterIndex(points);
  }
  worker.onmessage = (event: MessageEvent<{ id: number; drawn?: DrawnItem[]; zoom?: number }>) => {
    const { id, drawn, zoom } = event.data;
    waiting.get(id)?.resolve(drawn ? { drawn: toDrawn(points, drawn) } : { zoom });
    waiting.delete(id);
  };
  worker.onerror = giveUpWorker;
  const ask = (query: ClusterQuery) =>
    new Promise<{ drawn?: Drawn[]; zoom?: number }>((resolve) => {
      if (!worker) {
        void answerInline(query).then(resolve);
        return;
      }
      waiting.set((query as { id: number }).id, { query, resolve });
      worker.postMessage(query);
    });
  const coords = coordsOf(points);
  worker.postMessage({ type: 'load', coords } satisfies ClusterQuery, [coords.buffer]);
  return {
    drawn: async (bbox, zoom) => (await ask({ type: 'drawn', id: ++nextId, bbox, zoom })).drawn ?? [],
    expansionZoom: async (cluster) => (await ask({ type: 'expand', id: ++nextId, cluster })).zoom ?? 0,
    dispose: () => worker?.terminate(),
  };
}
