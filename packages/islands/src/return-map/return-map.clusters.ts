import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapPoint } from './return-map.engine';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './return-map.style';

/** What the Leaflet map draws at one zoom: a cluster (with its id and size) or one point. */
export type Drawn = { kind: 'cluster'; id: number; count: number; lng: number; lat: number } | { kind: 'point'; point: MapPoint };

/** The Leaflet map's clusters: supercluster's index over the points. */
export interface ClusterIndex {
  /** What to draw inside `[west, south, east, north]` at `zoom`. */
  drawn(bbox: [number, number, number, number], zoom: number): Drawn[];
  /** The zoom at which a cluster falls apart (a click on it zooms there). */
  expansionZoom(id: number): number;
}

/**
 * Builds the index. Leaflet's zoom levels are one above maplibre's for the same scale (256 px
 * tiles against 512), so the clusters part at the same scale on both engines.
 */
export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<{ index: number }>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM + 1 });
  index.load(points.map((point, i) => ({ type: 'Feature', properties: { index: i }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })));
  return {
    drawn(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as Partial<ClusterProperties> & { index?: number };
        return properties.cluster
          ? { kind: 'cluster', id: properties.cluster_id!, count: properties.point_count!, lng, lat }
          : { kind: 'point', point: points[properties.index!]! };
      });
    },
    expansionZoom: (id) => index.getClusterExpansionZoom(id),
  };
}
