import * as maplibregl from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { basemap } from './return-map.basemap';
import type { EngineOptions, MapEngine, MapPoint } from './return-map.engine';
import { messages } from './return-map.messages';
import { pointFinder } from './return-map.rules';
import { bringPopupIntoView, focusPopup, popupContent, popupWidthIn } from './return-map.popup';
import { BASEMAP_COLORS, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, COUNTRY_VIEW, OPEN_ZOOM, POINT_COLOR } from './return-map.style';

// The drop-in build ships maplibre's worker beside the chunks under a hashed name and tells it
// here (scripts/build.mjs); a site's own bundler leaves maplibre to find it beside its own file.
declare const __MAPLIBRE_WORKER__: string | undefined;
if (typeof __MAPLIBRE_WORKER__ === 'string') maplibregl.setWorkerUrl(new URL(__MAPLIBRE_WORKER__, import.meta.url).href);

const POINTS = 'points';

/**
 * The points as maplibre takes them: a place and an index each. maplibre copies the data to its
 * worker object by object on the main thread, so a `properties` object per point would cost a
 * share of that task (docs/budgets.md#return-map). The index is the feature's own `id` rather
 * than the source's `generateId`, which counts the repeats maplibre puts first for the world's
 * copies of the points near the antimeridian: every point's number would move by their count.
 */
const asFeatures = (points: readonly MapPoint[]): FeatureCollection<Point, null> => ({
  type: 'FeatureCollection',
  features: points.map((point, index) => ({ type: 'Feature', id: index, properties: null, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })),
});

const NOTHING: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** maplibre's own texts, in Russian (only those of the parts the map uses). */
const locale = { 'Map.Title': messages.mapLabel, 'Popup.Close': messages.closePopup, 'CooperativeGesturesHandler.MobileHelpText': messages.twoFingers };

/**
 * The vector map (docs/islands/return-map.md#engines): maplibre-gl draws the offline basemap and
 * the points, clustered in its worker. Cluster counts are buttons (HTML markers: the style has no
 * font server to draw text from), so a keyboard reaches them too.
 */
export const maplibreEngine: MapEngine = {
  name: 'maplibre',
  create(options: EngineOptions) {
    const { container, points, bounds, fit, onFailure, onOpen, onClose, onMove } = options;
    const findPoint = pointFinder(points);
    // Throws at once without WebGL (GPUInitializationError): the model falls back.
    const map = new maplibregl.Map({
      container,
      style: {
        version: 8,
        sources: {
          // Empty until the style is there: the data follow a source a task (`ready` below).
          basemap: { type: 'geojson', data: NOTHING },
          [POINTS]: { type: 'geojson', data: NOTHING, cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM },
          ...(options.sources as Record<string, maplibregl.SourceSpecification>),
        },
        layers: [
          { id: 'sea', type: 'background', paint: { 'background-color': BASEMAP_COLORS.sea } },
          { id: 'land', type: 'fill', source: 'basemap', paint: { 'fill-color': BASEMAP_COLORS.land, 'fill-outline-color': BASEMAP_COLORS.border } },
          ...(options.layers as unknown as maplibregl.LayerSpecification[]),
          // Clusters are drawn by their buttons; the layer only keeps them in the source's output.
          { id: 'clusters', type: 'circle', source: POINTS, filter: ['has', 'point_count'], paint: { 'circle-radius': 0, 'circle-opacity': 0 } },
          {
            id: POINTS,
            type: 'circle',
            source: POINTS,
            filter: ['!', ['has', 'point_count']],
            paint: { 'circle-color': POINT_COLOR, 'circle-radius': 7, 'circle-stroke-width': 2, 'circle-stroke-color': '#fff' },
          },
        ],
      },
      ...(bounds ? { bounds, fitBoundsOptions: { padding: fit.padding, maxZoom: fit.maxZoom } } : COUNTRY_VIEW),
      minZoom: options.zoomRange.min,
      maxZoom: options.zoomRange.max,
      attributionControl: false,
      locale,
      // On a touch screen one finger scrolls the page over the map (on a phone the map is most of
      // the screen: caught by it, the shopper could not get past it to the list); two fingers move
      // and zoom it. A mouse's wheel zooms it.
      cooperativeGestures: !!container.ownerDocument.defaultView?.matchMedia('(pointer: coarse)').matches,
      scrollZoom: true,
    });
    map.getCanvas().setAttribute('aria-label', messages.mapLabel);
    let removed = false;

    // maplibre copies a source's data to its worker on the main thread: 71 ms for the basemap and
    // 10 000 points on a 2-core machine, which with the style's first frame made one task of
    // 86–114 ms (docs/budgets.md#return-map). Each source gets a task of its own after the style;
    // the map is ready once it has drawn them all.
    const ready = new Promise<void>((resolve) => {
      map.once('style.load', async () => {
        for (const [id, data] of [['basemap', basemap], [POINTS, () => asFeatures(points)]] as const) {
          await options.nextTask();
          if (removed) return;
          map.getSource<maplibregl.GeoJSONSource>(id)?.setData(data());
        }
        map.once('idle', () => resolve());
      });
    });
    map.on('error', (event: maplibregl.ErrorEvent & { sourceId?: string }) =>
      onFailure({ kind: 'error', sourceId: event.sourceId, message: event.error?.message ?? 'error' }),
    );
    map.on('webglcontextlost', () => onFailure({ kind: 'context-lost' }));

    const reportMove = () => {
      const view = map.getBounds();
      onMove(
        [
          [view.getWest(), view.getSouth()],
          [view.getEast(), view.getNorth()],
        ],
        map.getZoom(),
      );
    };
    map.on('moveend', reportMove);
    map.once('load', reportMove);

    let popup: maplibregl.Popup | null = null;
    const open = (point: MapPoint) => {
      popup?.remove();
      const box = popupContent(point, container.ownerDocument);
      const current = new maplibregl.Popup({ maxWidth: `${popupWidthIn(container)}px`, focusAfterOpen: false, offset: 12, className: 'si-return-map__bubble' })
        .setLngLat([point.lng, point.lat])
        .setDOMContent(box)
        .addTo(map);
      bringPopupIntoView(current.getElement(), container, fit.padding, (offset) => map.panBy(offset, { animate: false }));
      current.on('close', () => {
        if (popup === current) popup = null;
        onClose(point.id);
      });
      popup = current;
      focusPopup(box);
      onOpen(point.id);
    };
    map.on('click', POINTS, (event) => {
      const index = event.features?.[0]?.id;
      const point = typeof index === 'number' ? points[index] : undefined;
      if (point) open(point);
    });
    map.on('mouseenter', POINTS, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', POINTS, () => (map.getCanvas().style.cursor = ''));

    // The cluster buttons: one HTML marker per cluster in the rendered tiles, kept by cluster id.
    const clusterMarkers = new Map<number, maplibregl.Marker>();
    const source = () => map.getSource<maplibregl.GeoJSONSource>(POINTS);
    const syncClusters = () => {
      const seen = new Set<number>();
      for (const feature of map.querySourceFeatures(POINTS, { filter: ['has', 'point_count'] })) {
        const { cluster_id: clusterId, point_count: count } = feature.properties as { cluster_id: number; point_count: number };
        if (seen.has(clusterId)) continue;
        seen.add(clusterId);
        if (clusterMarkers.has(clusterId)) continue;
        const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
        const button = container.ownerDocument.createElement('button');
        button.type = 'button';
        button.className = `si-return-map__cluster${count >= 100 ? ' si-return-map__cluster--big' : ''}`;
        button.textContent = String(count);
        button.setAttribute('aria-label', messages.cluster(count));
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          // The button goes once the cluster splits: a keyboard user's focus goes on to the map
          // (arrow keys move it, Tab reaches the new markers), not back to the page's start.
          if (button.ownerDocument.activeElement === button) map.getCanvas().focus({ preventScroll: true });
          void source()
            ?.getClusterExpansionZoom(clusterId)
            .then((zoom) => map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, map.getMaxZoom()) }));
        });
        const marker = new maplibregl.Marker({ element: button }).setLngLat([lng, lat]).addTo(map);
        // maplibre names every marker «Map marker»; the button's own label says what it is.
        button.removeAttribute('aria-label');
        button.setAttribute('aria-label', messages.cluster(count));
        clusterMarkers.set(clusterId, marker);
      }
      for (const [clusterId, marker] of clusterMarkers) {
        if (!seen.has(clusterId)) {
          marker.remove();
          clusterMarkers.delete(clusterId);
        }
      }
    };
    // In a task after the event, once for any number of events meanwhile: a tile arrives in a long
    // task of maplibre's, and reading its clusters takes as long again for 10 000 points
    // (docs/budgets.md#return-map).
    let syncQueued = false;
    const queueSync = () => {
      if (syncQueued) return;
      syncQueued = true;
      void options.nextTask().then(() => {
        syncQueued = false;
        if (!removed) syncClusters();
      });
    };
    map.on('sourcedata', (event) => {
      if (event.sourceId === POINTS && event.isSourceLoaded) queueSync();
    });
    map.on('moveend', queueSync);

    let here: maplibregl.Marker | null = null;
    return {
      ready,
      openPoint(id) {
        const point = findPoint(id);
        if (!point) return;
        map.jumpTo({ center: [point.lng, point.lat], zoom: Math.max(map.getZoom(), OPEN_ZOOM) });
        open(point);
      },
      zoomBy(delta) {
        if (delta > 0) map.zoomIn();
        else map.zoomOut();
      },
      showLocation(lng, lat) {
        here?.remove();
        const dot = container.ownerDocument.createElement('span');
        dot.className = 'si-return-map__here';
        here = new maplibregl.Marker({ element: dot }).setLngLat([lng, lat]).addTo(map);
        map.easeTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), OPEN_ZOOM - 2) });
      },
      resize: () => map.resize(),
      destroy() {
        removed = true;
        popup?.remove();
        map.remove();
      },
    };
  },
};
