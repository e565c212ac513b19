import { CheckError } from '../check';
import { mapData, mapDataAnswer } from './map-data';

describe('mapData (the return points map data)', () => {
  it('reads points with lat/lng or with coordinates, and defaults what is left out', () => {
    const answer = mapDataAnswer(
      {
        points: [
          { id: 7, name: 'Пункт', lat: '55.7', lng: 37.6, images: ['/a.svg'] },
          { id: 'b', name: 'Второй', coordinates: [30.3, 59.9], balloon: 'Вход со двора' },
        ],
        sources: { poi: { type: 'geojson', data: '/poi.json' } },
        layers: [{ id: 'poi', type: 'circle', source: 'poi' }],
      },
      '$',
    );
    expect(answer.points[0]).toEqual({
      id: '7', name: 'Пункт', city: '', address: '', hours: '', phone: '', lat: 55.7, lng: 37.6, coordinates: [], balloon: '', images: ['/a.svg'],
    });
    expect(answer.points[1]).toMatchObject({ id: 'b', lat: null, lng: null, coordinates: [30.3, 59.9], balloon: 'Вход со двора' });
    expect(answer.sources).toEqual({ poi: { type: 'geojson', data: '/poi.json' } });
    expect(answer.layers).toHaveLength(1);
    expect(mapDataAnswer({ points: [] }, '$')).toEqual({ points: [], sources: {}, layers: [] });
  });

  it('reads a plain point and one with numbers sent as text alike, and names the field that is wrong', () => {
    const plain = { id: 5, name: 'Пункт', lat: 55.7, lng: 37.6, images: ['/a.svg'], coordinates: null };
    const asText = { id: '5', name: 'Пункт', lat: '55.7', lng: '37.6', images: ['/a.svg'] };
    const [fast, slow] = mapDataAnswer({ points: [plain, asText] }, '$').points;
    expect(fast).toEqual(slow);
    expect(() => mapDataAnswer({ points: [plain, { ...plain, lat: 'север' }] }, '$')).toThrow(/\$\.points\[1\]\.lat/);
    expect(() => mapDataAnswer({ points: [{ ...plain, images: [{}] }] }, '$')).toThrow(/\$\.points\[0\]\.images\[0\]/);
  });

  it('refuses an answer without points or with a point without a name', () => {
    expect(() => mapDataAnswer({}, '$')).toThrow(CheckError);
    expect(() => mapDataAnswer({ points: [{ id: 1, lat: 1, lng: 2 }] }, '$')).toThrow(CheckError);
  });

  it('asks the template\'s address, with the city only when one is given', async () => {
    const asked: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ points: [] }), { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const deps = { fetch, sessid: () => 's', endpoints: {}, baseUrl: 'https://shop.test' };
    await mapData(deps, '/map.php', 'Казань');
    await mapData(deps, '/map.php', '');
    expect(asked[0]).toBe(`https://shop.test/map.php?city=${encodeURIComponent('Казань')}`);
    expect(asked[1]).toBe('https://shop.test/map.php');
  });
});
