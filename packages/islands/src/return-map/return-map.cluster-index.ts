import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from './return-map.style';

/**
 * What is drawn at one zoom, as numbers only (it crosses from the worker): a cluster
 * `[1, clusterId, count, lng, lat]` or a point `[0, pointIndex]`.
 */
export type DrawnItem = [1, number, number, number, number] | [0, number];

/** The messages the cluster worker takes. */
export type ClusterQuery =
  | { type: 'load'; coords: Float64Array }
  | { type: 'drawn'; id: number; bbox: [number, number, number, number]; zoom: number }
  | { type: 'expand'; id: number; cluster: number };

/**
 * supercluster's index over `coords` (lng, lat pairs), for Leaflet's zoom levels. Its radius counts
 * in pixels of a tile `extent` wide: Leaflet's tiles are 256 px, so the extent is 256 and the
 * radius is screen pixels, as maplibre's `clusterRadius` is (with supercluster's 512 the clusters
 * were half as far apart as on the vector map, and their 36–44 px marks overlapped).
 */
export function buildIndex(coords: Float64Array) {
  const features: Array<GeoJSON.Feature<GeoJSON.Point, { i: number }>> = [];
  for (let i = 0; i < coords.length / 2; i++) features.push({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [coords[2 * i]!, coords[2 * i + 1]!] } });
  const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS, extent: 256, maxZoom: CLUSTER_MAX_ZOOM + 1 });
  index.load(features);
  return {
    drawn(bbox: [number, number, number, number], zoom: number): DrawnItem[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        return properties.cluster ? [1, properties.cluster_id!, properties.point_count!, lng, lat] : [0, properties.i!];
      });
    },
    expansionZoom: (cluster: number) => index.getClusterExpansionZoom(cluster),
  };
}
