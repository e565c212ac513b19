import type { FeatureCollection } from 'geojson';
import * as L from 'leaflet';
import { clusterIndex } from './return-map.clusters';
import type { EngineOptions, MapEngine, MapPoint } from './return-map.engine';
import { messages } from './return-map.messages';
import { pointFinder } from './return-map.rules';
import { bringPopupIntoView, focusPopup, popupContent, popupWidthIn } from './return-map.popup';
import { BASEMAP_COLORS, COUNTRY_VIEW, OPEN_ZOOM, POINT_COLOR } from './return-map.style';

/** How long one task may add basemap polygons before the rest wait for the next task. */
const BASEMAP_SLICE_MS = 12;

/**
 * The fallback map (docs/islands/return-map.md#engines): Leaflet, which needs no WebGL, draws the
 * same offline basemap; supercluster clusters the points, and only what is in view becomes
 * layers (canvas circles for points, buttons for clusters), however many points there are.
 */
export const leafletEngine: MapEngine = {
  name: 'leaflet',
  create(options: EngineOptions) {
    const { container, points, bounds, fit, zoomRange, onOpen, onClose, onMove } = options;
    const doc = container.ownerDocument;
    const findPoint = pointFinder(points);
    let destroyed = false;
    const map = L.map(container, { zoomControl: false, attributionControl: false, preferCanvas: true, maxZoom: zoomRange.max, minZoom: zoomRange.min });
    // Focusable for its arrow keys (Leaflet's keyboard handler): named, as maplibre's canvas is.
    map.getContainer().setAttribute('role', 'region');
    map.getContainer().setAttribute('aria-label', messages.mapLabel);
    // The basemap is drawn a frame after the map, over a few tasks: the world decoded in one,
    // then the countries projected and added a slice of time per task. In one go the 177 countries held
    // the main thread for about 55 ms, past a long task's 50 (docs/budgets.md).
    const land = L.geoJSON(undefined, {
      interactive: false,
      style: { fillColor: BASEMAP_COLORS.land, fillOpacity: 1, color: BASEMAP_COLORS.border, weight: 0.6 },
    }).addTo(map);
    let basemapTimer: ReturnType<typeof setTimeout> | undefined;
    const drawCountries = (countries: FeatureCollection['features'], from: number) => {
      const started = performance.now();
      let next = from;
      // Countries differ a hundredfold in points (Russia against Malta): the slice is by time.
      while (next < countries.length && performance.now() - started < BASEMAP_SLICE_MS) land.addData(countries[next++]!);
      if (next < countries.length) basemapTimer = setTimeout(() => drawCountries(countries, next));
    };
    // The basemap's module (106 KB of countries) is evaluated in a task apart from Leaflet's: with
    // it, the engine's code took 42–63 ms in one task when it arrived, Leaflet alone 37–53 ms
    // (docs/budgets.md#return-map).
    const basemapFrame = requestAnimationFrame(() => {
      void import('./return-map.basemap').then(({ basemap }) => {
        if (destroyed) return;
        basemapTimer = setTimeout(() => {
          // Each part of a country on its own (Russia has 200-odd islands): a slice ends between
          // parts, not only between countries, and no country holds the main thread alone.
          const countries = basemap().features.flatMap((country) =>
            country.geometry.type === 'MultiPolygon'
              ? country.geometry.coordinates.map((coordinates) => ({ ...country, geometry: { type: 'Polygon' as const, coordinates } }))
              : [country],
          );
          basemapTimer = setTimeout(() => drawCountries(countries, 0));
        });
      });
    });
    if (bounds) {
      const [[west, south], [east, north]] = bounds;
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [fit.padding, fit.padding], maxZoom: fit.maxZoom, animate: false },
      );
    } else map.setView([COUNTRY_VIEW.center[1], COUNTRY_VIEW.center[0]], Math.round(COUNTRY_VIEW.zoom + 1), { animate: false });

    const index = clusterIndex(points);
    const drawnLayer = L.layerGroup().addTo(map);
    let popup: L.Popup | null = null;

    const open = (point: MapPoint) => {
      popup?.remove();
      const box = popupContent(point, doc);
      // Brought into view by the island's own rule, which knows the controls (Leaflet's would not).
      const current = L.popup({ maxWidth: popupWidthIn(container), offset: [0, -4], className: 'si-return-map__bubble', autoPan: false })
        .setLatLng([point.lat, point.lng])
        .setContent(box);
      current.on('remove', () => {
        if (popup === current) popup = null;
        onClose(point.id);
      });
      popup = current;
      current.openOn(map);
      bringPopupIntoView(current.getElement(), container, fit.padding, (offset) => map.panBy(offset, { animate: false }));
      current.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', messages.closePopup);
      focusPopup(box);
      onOpen(point.id);
    };

    // Answers may come back out of order after quick moves: only the latest request draws.
    let request = 0;
    const draw = async () => {
      const mine = ++request;
      const view = map.getBounds();
      const zoom = map.getZoom();
      const items = await index.drawn([view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], zoom);
      if (mine !== request || destroyed) return;
      drawnLayer.clearLayers();
      for (const item of items) {
        if (item.kind === 'point') {
          const { point } = item;
          L.circleMarker([point.lat, point.lng], { radius: 7, color: '#fff', weight: 2, fillColor: POINT_COLOR, fillOpacity: 1 })
            .on('click', () => open(point))
            .addTo(drawnLayer);
          continue;
        }
        const { id, count, lng, lat } = item;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({ className: `si-return-map__cluster${count >= 100 ? ' si-return-map__cluster--big' : ''}`, html: String(count), iconSize: count >= 100 ? [44, 44] : [36, 36] }),
          title: messages.cluster(count),
          keyboard: true,
        });
        const expand = () => {
          // Every move draws the markers anew: a keyboard user's focus goes on to the map (arrow
          // keys move it, Tab reaches the new markers), not back to the page's start.
          if (element && element.ownerDocument.activeElement === element) map.getContainer().focus({ preventScroll: true });
          void index.expansionZoom(id).then((level) => map.setView([lat, lng], Math.min(level, map.getMaxZoom())));
        };
        marker.on('click', expand);
        // Leaflet makes a marker focusable but turns no key into its click: Enter presses it, as a button.
        marker.on('keypress', (event) => (event as L.LeafletKeyboardEvent).originalEvent.key === 'Enter' && expand());
        marker.addTo(drawnLayer);
        const element = marker.getElement();
        element?.setAttribute('aria-label', messages.cluster(count));
        element?.removeAttribute('title');
      }
      onMove(
        [
          [view.getWest(), view.getSouth()],
          [view.getEast(), view.getNorth()],
        ],
        zoom,
      );
    };
    map.on('moveend', () => void draw());
    const ready = draw();

    let here: L.CircleMarker | null = null;
    return {
      ready,
      openPoint(id) {
        const point = findPoint(id);
        if (!point) return;
        map.setView([point.lat, point.lng], Math.max(map.getZoom(), OPEN_ZOOM + 1), { animate: false });
        open(point);
      },
      zoomBy(delta) {
        if (delta > 0) map.zoomIn();
        else map.zoomOut();
      },
      showLocation(lng, lat) {
        here?.remove();
        here = L.circleMarker([lat, lng], { radius: 8, color: '#fff', weight: 3, fillColor: '#1a73e8', fillOpacity: 1, interactive: false }).addTo(map);
        map.setView([lat, lng], Math.max(map.getZoom(), OPEN_ZOOM - 1));
      },
      resize: () => map.invalidateSize(),
      destroy() {
        destroyed = true;
        cancelAnimationFrame(basemapFrame);
        clearTimeout(basemapTimer);
        index.dispose();
        map.remove();
      },
    };
  },
};
