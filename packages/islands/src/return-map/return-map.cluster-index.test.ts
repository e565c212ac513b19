import { buildIndex } from './return-map.cluster-index';
import { CLUSTER_RADIUS } from './return-map.style';

/** The longitude `pixels` screen pixels east of 0° at Leaflet's `zoom` (256 px tiles), on the equator. */
const lngAt = (pixels: number, zoom: number) => (pixels / (256 * 2 ** zoom)) * 360;

const pair = (pixels: number, zoom: number) => new Float64Array([0, 0, lngAt(pixels, zoom), 0]);

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('the Leaflet map’s cluster index', () => {
  test.each([3, 6, 9])(`joins two points closer than the vector map’s ${CLUSTER_RADIUS} px on screen at zoom %i, as maplibre does`, (zoom) => {
    const index = buildIndex(pair(CLUSTER_RADIUS - 10, zoom));
    const drawn = index.drawn(WORLD, zoom);
    expect(drawn).toHaveLength(1);
    const [kind, , count] = drawn[0]!;
    expect([kind, count]).toEqual([1, 2]);
  });

  test.each([3, 6, 9])('keeps apart two points farther than that at zoom %i', (zoom) => {
    const drawn = buildIndex(pair(CLUSTER_RADIUS + 10, zoom)).drawn(WORLD, zoom);
    expect(drawn).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});
