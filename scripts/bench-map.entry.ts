/**
 * The page script of the return map's Leaflet bench (scripts/bench-map.ts), bundled at bench time:
 * the island's Leaflet engine, and the same map drawn the customary way with
 * Leaflet.markercluster (a dev dependency, only here).
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import { basemap } from '../packages/islands/src/return-map/return-map.basemap';
import type { MapPoint } from '../packages/islands/src/return-map/return-map.engine';
import { leafletEngine } from '../packages/islands/src/return-map/return-map.leaflet';
import { BASEMAP_COLORS } from '../packages/islands/src/return-map/return-map.style';
import { boundsOf, engineZoomRange, FIT } from '../packages/islands/src/return-map/return-map.rules';

const box = () => {
  const element = document.createElement('div');
  element.style.cssText = 'position:relative;width:768px;height:480px;overflow:hidden';
  document.body.append(element);
  return element;
};

/** Both time the same thing: from nothing to the map with every cluster in view drawn and laid out. */
(window as unknown as { mapBench: unknown }).mapBench = {
  async ours(points: MapPoint[]) {
    const container = box();
    const started = performance.now();
    const map = leafletEngine.create({
      container,
      points,
      bounds: boundsOf(points),
      fit: FIT,
      zoomRange: engineZoomRange('leaflet'),
      sources: {},
      layers: [],
      onFailure: () => undefined,
      onOpen: () => undefined,
      onClose: () => undefined,
      onMove: () => undefined,
      nextTask: () => Promise.resolve(),
    });
    await map.ready;
    void container.offsetHeight;
    const ms = performance.now() - started;
    const drawn = container.querySelectorAll('.si-return-map__cluster').length;
    map.destroy();
    container.remove();
    return { ms, drawn };
  },
  async theirs(points: MapPoint[]) {
    const container = box();
    const started = performance.now();
    const map = L.map(container, { zoomControl: false, attributionControl: false, preferCanvas: true, maxZoom: 18, minZoom: 1 });
    L.geoJSON(basemap(), { interactive: false, style: { fillColor: BASEMAP_COLORS.land, fillOpacity: 1, color: BASEMAP_COLORS.border, weight: 0.6 } }).addTo(map);
    const [[west, south], [east, north]] = boundsOf(points)!;
    map.fitBounds([[south, west], [north, east]], { padding: [30, 30], maxZoom: 16, animate: false });
    const group = L.markerClusterGroup({ maxClusterRadius: 50, animate: false });
    const icon = L.divIcon({ className: 'point', iconSize: [14, 14] });
    group.addLayers(points.map((point) => L.marker([point.lat, point.lng], { icon })));
    map.addLayer(group);
    void container.offsetHeight;
    const ms = performance.now() - started;
    const drawn = container.querySelectorAll('.marker-cluster').length;
    map.remove();
    container.remove();
    return { ms, drawn };
  },
};
