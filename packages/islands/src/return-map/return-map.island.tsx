import { bindCalls, mapData } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createReturnMapModel } from './return-map.model';
import { hasWebgl2 } from './return-map.rules';
import { parseReturnMapProps } from './return-map.props';
import { ReturnMapView } from './return-map.view';

// A zero timeout only ends the task. Browsers stretch it to 4 ms from the fifth nested one (the
// points of 10 000 are checked in five slices): a few milliseconds on a map that takes hundreds,
// so core's `inNextTask` (a message channel, for the render slices) is not exported for this: it
// would cost every page's core.
const nextTask = () => new Promise<void>((resolve) => realClock.setTimeout(resolve, 0));

/**
 * `data-island="return-map"`: the return points map (docs/islands/return-map.md). This chunk is
 * small; each engine (maplibre-gl, else Leaflet) and the basemap come in chunks of their own, only
 * when the map is about to be seen (`visible`), and Leaflet only when maplibre could not draw.
 */
export default defineIsland({
  parseProps: parseReturnMapProps,
  model: (props) => {
    const api = bindCalls(getPageRuntime().apiDeps, { mapData });
    return createReturnMapModel({
      // The points checked a slice per task (docs/budgets.md#return-map).
      loadData: () => api.mapData(props.pointsUrl, props.city, { nextTask }),
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
      nextTask,
    });
  },
  view: (model, _props, context) => <ReturnMapView model={model} fallback={context.fallback} />,
});
