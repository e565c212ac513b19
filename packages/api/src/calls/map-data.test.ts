import { CheckError } from '../check';
import { ApiError } from '../errors';
import { BYTES_PER_TASK, mapData, mapDataAnswer, POINTS_PER_TASK } from './map-data';

/** Deps whose fetch answers `body` as JSON. */
const answering = (body: unknown) => ({
  fetch: (async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
  sessid: () => 's',
  endpoints: {},
  baseUrl: 'https://shop.test',
});

/** How many tasks the body of `body` takes to decode with `nextTask`. */
const decodeSlices = (body: unknown) => Math.ceil(new TextEncoder().encode(JSON.stringify(body)).length / BYTES_PER_TASK);

const points = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Пункт ${index + 1}`, lat: 55 + index / 1e5, lng: 37 }));

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

  it('takes empty values (Bitrix prints an empty property as "") as left out: that point only has no place', () => {
    const plain = { id: 7, name: 'Пункт на Ленина' };
    const { points } = mapDataAnswer(
      { points: [{ ...plain, lat: '', lng: '', coordinates: '', images: [null, '/img/7.jpg', ''] }, { ...plain, id: 8, lat: 55.75, lng: 37.62 }] },
      '$',
    );
    expect(points[0]).toMatchObject({ id: '7', lat: null, lng: null, coordinates: [], images: ['/img/7.jpg'] });
    expect(points[1]).toMatchObject({ id: '8', lat: 55.75, lng: 37.62 });
    // Numbers sent as text, the Bitrix way, with one point's left empty.
    const asText = mapDataAnswer({ points: [{ ...plain, lat: '', lng: '37.62' }, { ...plain, id: 8, lat: '55.75', lng: '37.62' }] }, '$').points;
    expect(asText.map((point) => [point.lat, point.lng])).toEqual([[null, 37.62], [55.75, 37.62]]);
  });

  it('refuses an answer without points or with a point without a name', () => {
    expect(() => mapDataAnswer({}, '$')).toThrow(CheckError);
    expect(() => mapDataAnswer({ points: [{ id: 1, lat: 1, lng: 2 }] }, '$')).toThrow(CheckError);
  });

  it('with nextTask, checks the points a slice per task, each in a task after the parse', async () => {
    const count = 2 * POINTS_PER_TASK + 500;
    const nextTask = vi.fn(async () => undefined);
    const body = { points: points(count), layers: [{ id: 'poi' }] };
    const answer = await mapData(answering(body), '/map.php', '', { nextTask });
    // The body's decoding, then three slices of points, each in a task after the parse's.
    expect(nextTask).toHaveBeenCalledTimes(decodeSlices(body) + 3);
    expect(answer.points).toHaveLength(count);
    expect(answer.points[count - 1]).toMatchObject({ id: String(count), name: `Пункт ${count}`, city: '', images: [] });
    expect(answer.layers).toEqual([{ id: 'poi' }]);
    expect(answer.sources).toEqual({});
  });

  it('names a wrong point of a later slice as the whole check does, as a malformed answer', async () => {
    const list = points(POINTS_PER_TASK + 10);
    list[POINTS_PER_TASK + 3] = { ...list[POINTS_PER_TASK + 3]!, lat: 'север' as unknown as number };
    const nextTask = vi.fn(async () => undefined);
    const failure = await mapData(answering({ points: list }), '/map.php', '', { nextTask }).catch((error: unknown) => error);
    // The first slice was checked and its task ended before the second slice's wrong point was met.
    expect(nextTask).toHaveBeenCalledTimes(decodeSlices({ points: list }) + 2);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('malformed');
    expect((failure as ApiError).message).toContain(`GET /map.php: unexpected answer, $.points[${POINTS_PER_TASK + 3}].lat`);
    // Without nextTask, at once, with the same words.
    const atOnce = await mapData(answering({ points: list }), '/map.php', '').catch((error: unknown) => error);
    expect((atOnce as ApiError).message).toBe((failure as ApiError).message);
  });

  it('with nextTask, decodes a large answer a slice per task, keeping every character whole', async () => {
    // Cyrillic names (two bytes a letter) over three slices; the first name is padded so that the
    // first slice ends inside a letter (its next byte continues a character).
    const list = Array.from({ length: 9000 }, (_, index) => ({ id: index + 1, name: `Пункт выдачи Щёлково ${index + 1}`, lat: 55, lng: 37 }));
    const bytes = () => new TextEncoder().encode(JSON.stringify({ points: list }));
    while ((bytes()[BYTES_PER_TASK]! & 0xc0) !== 0x80) list[0]!.name += ' ';
    expect(bytes()[BYTES_PER_TASK]! & 0xc0).toBe(0x80);
    const body = { points: list };
    expect(decodeSlices(body)).toBeGreaterThanOrEqual(3);
    const decodedBefore: number[] = [];
    let tasks = 0;
    const nextTask = vi.fn(async () => {
      tasks += 1;
    });
    const deps = answering(body);
    const fetch = deps.fetch;
    // Counts the tasks that had passed when the body was first handed over as bytes.
    deps.fetch = (async (...args: Parameters<typeof fetch>) => {
      const response = await fetch(...args);
      const arrayBuffer = response.arrayBuffer.bind(response);
      response.arrayBuffer = async () => {
        decodedBefore.push(tasks);
        return arrayBuffer();
      };
      return response;
    }) as typeof fetch;
    const answer = await mapData(deps, '/map.php', '', { nextTask });
    expect(decodedBefore).toEqual([0]);
    expect(nextTask).toHaveBeenCalledTimes(decodeSlices(body) + Math.ceil(list.length / POINTS_PER_TASK));
    expect(answer.points.map((point) => point.name)).toEqual(list.map((point) => point.name));
  });

  it('stops between slices once the caller has given up', async () => {
    const controller = new AbortController();
    const nextTask = async () => controller.abort();
    const failure = await mapData(answering({ points: points(POINTS_PER_TASK + 1) }), '/map.php', '', { nextTask, signal: controller.signal }).catch((error: unknown) => error);
    expect((failure as ApiError).kind).toBe('aborted');
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
    // A blank city (a template printing a space) is no city: every point, not a filter by ' '.
    await mapData(deps, '/map.php', '  ');
    await mapData(deps, '/map.php', ' Казань ');
    expect(asked[0]).toBe(`https://shop.test/map.php?city=${encodeURIComponent('Казань')}`);
    expect(asked[1]).toBe('https://shop.test/map.php');
    expect(asked[2]).toBe('https://shop.test/map.php');
    expect(asked[3]).toBe(asked[0]);
  });
});
