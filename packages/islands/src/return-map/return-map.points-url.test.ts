import { loadPoints, pointsFromUrl, pointsUrl, POINTS_SCHEME } from './return-map.points-url';

const places = (collection: ReturnType<typeof pointsFromUrl>) => collection.features.map((feature) => feature.geometry.coordinates);

describe('return map points as a URL', () => {
  it('brings every place back exactly, each point numbered by its place in the list', () => {
    const points = [
      { lng: 37.617698, lat: 55.755864 },
      { lng: -169.8, lat: 66.16 },
      { lng: 180, lat: -90 },
      { lng: 0.1 + 0.2, lat: 1e-9 },
    ];
    const collection = pointsFromUrl(pointsUrl(points));
    expect(places(collection)).toEqual(points.map((point) => [point.lng, point.lat]));
    expect(collection.features.map((feature) => feature.id)).toEqual([0, 1, 2, 3]);
    expect(collection.features.every((feature) => feature.properties === null)).toBe(true);
  });

  it('carries 10 000 points, more than one chunk of bytes, in their order', () => {
    const points = Array.from({ length: 10_000 }, (_, index) => ({ lng: 20 + index / 1000, lat: 40 + (index % 97) / 10 }));
    const url = pointsUrl(points);
    expect(url.startsWith(`${POINTS_SCHEME}://`)).toBe(true);
    const collection = pointsFromUrl(url);
    expect(collection.features).toHaveLength(10_000);
    expect(places(collection)[9_999]).toEqual([points[9_999]!.lng, points[9_999]!.lat]);
    expect(places(collection)[4_097]).toEqual([points[4_097]!.lng, points[4_097]!.lat]);
  });

  it('makes an empty collection of no points', () => {
    expect(pointsFromUrl(pointsUrl([]))).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('answers maplibre\'s request for the URL with the GeoJSON', async () => {
    const url = pointsUrl([{ lng: 49.1, lat: 55.8 }]);
    expect(await loadPoints({ url })).toEqual({ data: pointsFromUrl(url) });
  });

  it('refuses a URL that is not one of its own, or is cut short, with a clear error', () => {
    expect(() => pointsFromUrl('https://example.com/points.json')).toThrow(/Not a return points URL/);
    expect(() => pointsFromUrl(`${POINTS_SCHEME}://points/%%%`)).toThrow(/not base64/);
    const whole = pointsUrl([{ lng: 1, lat: 2 }]);
    expect(() => pointsFromUrl(whole.slice(0, -8))).toThrow(/whole points/);
  });
});
