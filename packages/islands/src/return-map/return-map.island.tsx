import { mapData } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createReturnMapModel } from './return-map.model';
import { hasWebgl2 } from './return-map.rules';
import { parseReturnMapProps } from './return-map.props';
import { ReturnMapView } from './return-map.view';

/**
 * `data-island="return-map"`: the return points map (docs/islands/return-map.md). This chunk is
 * small; each engine (maplibre-gl, else Leaflet) and the basemap come in chunks of their own, only
 * when the map is about to be seen (`visible`), and Leaflet only when maplibre could not draw.
 */
export default defineIsland({
  parseProps: parseReturnMapProps,
  model: (props) => {
    const { apiDeps } = getPageRuntime();
    return createReturnMapModel({
      loadData: () => mapData(apiDeps, props.pointsUrl, props.city),
      engines: [
        ['maplibre', () => import('./return-map.maplibre').then((chunk) => chunk.maplibreEngine)],
        ['leaflet', () => import('./return-map.leaflet').then((chunk) => chunk.leafletEngine)],
      ],
      // docs/islands/return-map.md#engines: maplibre needs WebGL 2; without it its code is not even fetched.
      supports: (engine) => engine !== 'maplibre' || hasWebgl2(document),
      fit: props.fit,
      clock: realClock,
      geolocation: typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null,
      announce: (message) => announce(message),
      // A zero timeout only ends the task; nothing waits on its length. Two in a row are never
      // stretched to 4 ms (browsers do that from five nested), so core's `inNextTask` (a message
      // channel, for the render slices) is not exported for this: it would cost every page's core.
      nextTask: () => new Promise((resolve) => realClock.setTimeout(resolve, 0)),
    });
  },
  view: (model, _props, context) => <ReturnMapView model={model} fallback={context.fallback} />,
});
