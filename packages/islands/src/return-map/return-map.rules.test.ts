import { boundsOf, canFullscreen, engineFit, engineZoomRange, FIT, isFatal, LIST_LIMIT, pointFinder, pointPlace, pointsInView, toMapPoints } from './return-map.rules';
import { dataPoint } from './return-map.testkit';

describe('return map rules', () => {
  it('zooms on both engines from the same farthest to the same closest view (maplibre one zoom lower)', () => {
    expect(engineZoomRange('leaflet')).toEqual({ min: 1, max: 18 });
    expect(engineZoomRange('maplibre')).toEqual({ min: 0, max: 17 });
  });

  it('fits on maplibre one zoom lower than on Leaflet, whose 256 px scale FIT\'s max zoom is on', () => {
    expect(engineFit('leaflet', FIT)).toEqual({ padding: 30, maxZoom: 16 });
    expect(engineFit('maplibre', FIT)).toEqual({ padding: 30, maxZoom: 15 });
    expect(engineFit('maplibre', { padding: 10, maxZoom: 12 })).toEqual({ padding: 10, maxZoom: 11 });
  });

  it('goes fullscreen only where the Fullscreen API is there and allowed (not on an iPhone)', () => {
    const request = () => Promise.resolve();
    expect(canFullscreen({ fullscreenEnabled: true }, { requestFullscreen: request })).toBe(true);
    // iPhone Safari: neither (only a video can go fullscreen there).
    expect(canFullscreen({}, {})).toBe(false);
    // A frame without `allowfullscreen`.
    expect(canFullscreen({ fullscreenEnabled: false }, { requestFullscreen: request })).toBe(false);
    expect(canFullscreen({ fullscreenEnabled: true }, {})).toBe(false);
  });

  it('ignores only errors of the points-of-interest source', () => {
    expect(isFatal({ kind: 'error', sourceId: 'poi', message: '' })).toBe(false);
    expect(isFatal({ kind: 'error', sourceId: 'points', message: '' })).toBe(true);
    expect(isFatal({ kind: 'error', message: '' })).toBe(true);
    expect(isFatal({ kind: 'context-lost' })).toBe(true);
  });

  it('places a point by lat/lng first, else by [lng, lat] coordinates, else nowhere', () => {
    expect(pointPlace({ lat: 55, lng: 37, coordinates: [1, 2] })).toEqual({ lng: 37, lat: 55 });
    expect(pointPlace({ lat: null, lng: 37, coordinates: [30, 59] })).toEqual({ lng: 30, lat: 59 });
    expect(pointPlace({ lat: 95, lng: 37, coordinates: [] })).toBeNull();
    expect(pointPlace({ lat: null, lng: null, coordinates: [200, 10] })).toBeNull();
  });

  it('finds a point by its id, and nothing for an id that is not there', () => {
    const points = toMapPoints([dataPoint('1', { lat: 43.1, lng: 131.9 }), dataPoint('2', { lat: 54.7, lng: 20.5 })]);
    const findPoint = pointFinder(points);
    expect(findPoint('2')).toBe(points[1]);
    expect(findPoint('1')).toBe(points[0]);
    expect(findPoint('3')).toBeUndefined();
  });

  it('boxes every point', () => {
    const points = toMapPoints([dataPoint('1', { lat: 43.1, lng: 131.9 }), dataPoint('2', { lat: 54.7, lng: 20.5 })]);
    expect(boundsOf(points)).toEqual([
      [20.5, 43.1],
      [131.9, 54.7],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('lists at most the limit of the points in view, counting them all', () => {
    const points = toMapPoints(Array.from({ length: LIST_LIMIT + 5 }, (_, i) => dataPoint(String(i))));
    const shown = pointsInView(points, [
      [37, 55],
      [38, 56],
    ]);
    expect(shown.listed).toHaveLength(LIST_LIMIT);
    expect(shown.total).toBe(LIST_LIMIT + 5);
    expect(pointsInView(points, [[0, 0], [1, 1]]).total).toBe(0);
  });
});
