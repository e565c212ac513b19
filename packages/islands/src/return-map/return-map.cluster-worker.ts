/**
 * The Leaflet map's cluster index in a worker (docs/islands/return-map.md#engines): building
 * supercluster's index over 10 000 points takes the main thread a few hundred milliseconds on a
 * slow phone; here it takes none. Built on its own by scripts/build.mjs (a classic worker script).
 */
import { buildIndex, type ClusterQuery } from './return-map.cluster-index';

let index: ReturnType<typeof buildIndex> | null = null;

self.onmessage = (event: MessageEvent<ClusterQuery>) => {
  const query = event.data;
  if (query.type === 'load') {
    index = buildIndex(query.coords);
    return;
  }
  if (!index) return;
  if (query.type === 'drawn') (self as unknown as Worker).postMessage({ id: query.id, drawn: index.drawn(query.bbox, query.zoom) });
  else (self as unknown as Worker).postMessage({ id: query.id, zoom: index.expansionZoom(query.cluster) });
};
