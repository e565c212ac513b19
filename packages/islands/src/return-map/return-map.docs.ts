import type { IslandReference } from '../reference.types';
import { messages } from './return-map.messages';
import { propsCheck } from './return-map.props';
import { FIT, LIST_LIMIT, POI_SOURCE, READY_TIMEOUT_MS, ZOOM_RANGE } from './return-map.rules';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, OPEN_ZOOM } from './return-map.style';

/** What docs/islands/return-map.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  callFailure: `Whatever the failure (network, timeout, HTTP error, malformed answer), the map says «${messages.failed}» and the template's list of points comes back ([Errors](#errors)).`,
  props: {
    pointsUrl: 'The map data\'s address (GET, JSON, see «Map data» below); asked with `?city=` when `city` is given.',
    city: 'Only this city\'s points (the page\'s `?city=` filter); left out or blank = every point.',
    fit: 'How every point is brought into view; left out = padding 30 px, max zoom 16.',
    'fit.padding': 'Room kept around the points, in CSS pixels.',
    'fit.maxZoom': 'The fit never zooms in further than this (one point, or points in one street), on the usual scale of 256 px tiles (Leaflet\'s); maplibre, whose 512 px tiles reach that scale one zoom lower, is given one less.',
  },
  rules: [
    { name: 'FIT', value: `padding ${FIT.padding}, max zoom ${FIT.maxZoom}`, meaning: 'Every point is fitted into view on both engines, at most as close on one as on the other (zoom 16 of 256 px tiles: Leaflet\'s 16, maplibre\'s 15); with no point the map shows the whole country.' },
    { name: 'ZOOM_RANGE', value: `${ZOOM_RANGE.min}–${ZOOM_RANGE.max}`, meaning: 'How far the map zooms out and in, on the 256 px scale (maplibre one less on its own, so both engines reach the same closest view). At either end its zoom button says it is unavailable (`aria-disabled`, keeping the focus) and does nothing.' },
    { name: 'READY_TIMEOUT_MS', value: READY_TIMEOUT_MS, meaning: 'An engine that has not drawn its first frame by then (a style or worker that never loads) is given up and the next one tried.' },
    { name: 'POI_SOURCE', value: POI_SOURCE, meaning: 'The map data\'s points-of-interest source: an error from it never costs the vector map; every other error, before or after the first frame, and a lost WebGL context, switch to Leaflet.' },
    { name: 'CLUSTER_RADIUS', value: CLUSTER_RADIUS, meaning: 'Points closer than this many pixels form one cluster; a click on a cluster zooms in until it falls apart.' },
    { name: 'CLUSTER_MAX_ZOOM', value: CLUSTER_MAX_ZOOM, meaning: 'Past this zoom (maplibre\'s scale; Leaflet\'s is one more) every point is drawn on its own.' },
    { name: 'OPEN_ZOOM', value: OPEN_ZOOM, meaning: 'Opening a point from the list zooms in at least this far, so the point stands alone.' },
    { name: 'LIST_LIMIT', value: LIST_LIMIT, meaning: 'The list beside the map names at most this many of the points in view and says how many there are; without a map it names every point, this many more at each «Показать ещё».' },
  ],
  messages,
};
