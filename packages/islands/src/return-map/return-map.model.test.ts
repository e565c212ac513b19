import { manualClock } from '../ui/clock.testkit';
import { createReturnMapModel, type ReturnMapModelDeps } from './return-map.model';
import { messages } from './return-map.messages';
import { FIT, LIST_LIMIT, READY_TIMEOUT_MS } from './return-map.rules';
import { dataPoint, fakeEngine, mapData, settle, type FakeEngine } from './return-map.testkit';

const container = {} as HTMLElement;

function setUp(maplibre: FakeEngine, leaflet: FakeEngine, data = defaultData, geolocation: Pick<Geolocation, 'getCurrentPosition'> | null = null) {
  return setUpWith(maplibre, leaflet, data, geolocation);
}

const defaultData = mapData([dataPoint('1'), dataPoint('2', { lat: 59.93, lng: 30.31 })]);

/** A model of the default data on `engines`, without geolocation, unless `more` says otherwise. */
function modelWith(engines: ReturnMapModelDeps['engines'], more: Partial<ReturnMapModelDeps> = {}) {
  return createReturnMapModel({
    loadData: () => Promise.resolve(defaultData),
    engines,
    fit: FIT,
    clock: manualClock(),
    geolocation: null,
    announce: () => undefined,
    ...more,
  });
}

function setUpWith(maplibre: FakeEngine, leaflet: FakeEngine, data: ReturnType<typeof mapData>, geolocation: Pick<Geolocation, 'getCurrentPosition'> | null) {
  const clock = manualClock();
  const announced: string[] = [];
  const model = modelWith(
    [
      ['maplibre', maplibre.load],
      ['leaflet', leaflet.load],
    ],
    { loadData: () => Promise.resolve(data), clock, geolocation, announce: (message) => announced.push(message) },
  );
  model.start(container);
  return { model, clock, announced };
}

/** A model whose later tasks wait for the test: `turn()` lets the oldest waiting one run. */
function setUpWithTurns(engines: ReturnMapModelDeps['engines'], more: Partial<ReturnMapModelDeps> = {}) {
  const turns: Array<() => void> = [];
  const build = () => modelWith(engines, { nextTask: () => new Promise<void>((resolve) => turns.push(resolve)), ...more });
  const turn = async () => {
    turns.shift()!();
    await settle();
  };
  return { build, turns, turn };
}

describe('return map engine choice (docs/islands/return-map.md#engines)', () => {
  it('draws with maplibre when it loads and draws, and never loads Leaflet', async () => {
    const maplibre = fakeEngine('maplibre');
    const leaflet = fakeEngine('leaflet');
    const { model, clock } = setUp(maplibre, leaflet);
    await settle();
    expect(model.state.value).toBe('loading');
    maplibre.maps[0]!.draw();
    await settle();
    expect(model.state.value).toBe('ready');
    expect(model.engine.value).toBe('maplibre');
    expect(maplibre.loads).toBe(1);
    expect(leaflet.loads).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('falls back to Leaflet when maplibre cannot be fetched', async () => {
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model } = setUp(fakeEngine('maplibre', 'unloadable'), leaflet);
    await settle();
    expect(model.engine.value).toBe('leaflet');
    expect(model.state.value).toBe('ready');
  });

  it('falls back to Leaflet when the browser has no WebGL (maplibre throws at creation)', async () => {
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model } = setUp(fakeEngine('maplibre', 'throw'), leaflet);
    await settle();
    expect(model.engine.value).toBe('leaflet');
    expect(leaflet.maps[0]!.options.container).toBe(container);
  });

  it('skips maplibre without fetching it when the browser cannot run it (no WebGL 2)', async () => {
    const maplibre = fakeEngine('maplibre');
    const leaflet = fakeEngine('leaflet', 'draw');
    const model = modelWith(
      [
        ['maplibre', maplibre.load],
        ['leaflet', leaflet.load],
      ],
      { supports: (engine) => engine !== 'maplibre' },
    );
    model.start(container);
    await settle();
    expect(maplibre.loads).toBe(0);
    expect(model.engine.value).toBe('leaflet');
  });

  it('falls back when maplibre never draws: its style or worker never loads (timeout)', async () => {
    const maplibre = fakeEngine('maplibre');
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model, clock } = setUp(maplibre, leaflet);
    await settle();
    clock.tick(READY_TIMEOUT_MS - 1);
    await settle();
    expect(leaflet.loads).toBe(0);
    clock.tick(1);
    await settle();
    expect(maplibre.maps[0]!.destroyed).toBe(true);
    expect(model.engine.value).toBe('leaflet');
    // the late first frame of the abandoned map changes nothing
    maplibre.maps[0]!.draw();
    await settle();
    expect(model.engine.value).toBe('leaflet');
  });

  it('falls back when maplibre reports an error before its first frame', async () => {
    const maplibre = fakeEngine('maplibre');
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model } = setUp(maplibre, leaflet);
    await settle();
    maplibre.maps[0]!.options.onFailure({ kind: 'error', message: 'worker failed to load' });
    await settle();
    expect(maplibre.maps[0]!.destroyed).toBe(true);
    expect(model.engine.value).toBe('leaflet');
  });

  it('falls back when maplibre reports an error after drawing, or loses its WebGL context', async () => {
    for (const failure of [{ kind: 'error', sourceId: 'points', message: 'bad data' } as const, { kind: 'context-lost' } as const]) {
      const maplibre = fakeEngine('maplibre', 'draw');
      const leaflet = fakeEngine('leaflet');
      const { model } = setUp(maplibre, leaflet);
      await settle();
      expect(model.engine.value).toBe('maplibre');
      maplibre.maps[0]!.options.onFailure(failure);
      expect(model.state.value).toBe('loading');
      expect(maplibre.maps[0]!.destroyed).toBe(true);
      await settle();
      leaflet.maps[0]!.draw();
      await settle();
      expect(model.engine.value).toBe('leaflet');
      expect(model.state.value).toBe('ready');
    }
  });

  it('has the list follow the second engine when the first fails with a popup from the list open', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const leaflet = fakeEngine('leaflet');
    const { model } = setUp(maplibre, leaflet);
    await settle();
    maplibre.maps[0]!.options.onMove([[37, 55], [38, 56]], 9);
    await settle();
    model.openPoint('1');
    maplibre.maps[0]!.options.onFailure({ kind: 'context-lost' });
    await settle();
    leaflet.maps[0]!.draw();
    await settle();
    expect(model.engine.value).toBe('leaflet');
    // St Petersburg: the list names its point, not the one whose popup went with the first map.
    leaflet.maps[0]!.options.onMove([[30, 59.5], [31, 60.5]], 9);
    await settle();
    expect(model.listed.value.map((point) => point.id)).toEqual(['2']);
  });

  it('keeps maplibre when the error comes from the points-of-interest source', async () => {
    const maplibre = fakeEngine('maplibre');
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model } = setUp(maplibre, leaflet);
    await settle();
    maplibre.maps[0]!.options.onFailure({ kind: 'error', sourceId: 'poi', message: 'poi tiles 404' });
    maplibre.maps[0]!.draw();
    await settle();
    maplibre.maps[0]!.options.onFailure({ kind: 'error', sourceId: 'poi', message: 'again' });
    await settle();
    expect(model.engine.value).toBe('maplibre');
    expect(maplibre.maps[0]!.destroyed).toBe(false);
    expect(leaflet.loads).toBe(0);
  });

  it('shows the error state when Leaflet fails too, announced once (by the view\'s status line); the list keeps the points', async () => {
    const leaflet = fakeEngine('leaflet');
    const { model, announced } = setUp(fakeEngine('maplibre', 'throw'), leaflet);
    await settle();
    leaflet.maps[0]!.failToDraw();
    await settle();
    expect(model.state.value).toBe('error');
    expect(model.engine.value).toBeNull();
    expect(announced).toEqual([]);
    expect(model.listed.value.map((point) => point.id)).toEqual(['1', '2']);
  });

  it('shows the error state when the map data cannot be loaded, and creates no map', async () => {
    const maplibre = fakeEngine('maplibre');
    const model = modelWith([['maplibre', maplibre.load]], { loadData: () => Promise.reject(new Error('timeout')) });
    model.start(container);
    await settle();
    expect(model.state.value).toBe('error');
    expect(maplibre.maps).toHaveLength(0);
  });

  it('makes the points, reaches for the engine and sets it up in tasks after the answer\'s, and stops between them once disposed', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const { build, turn } = setUpWithTurns([['maplibre', maplibre.load]]);
    const model = build();
    model.start(container);
    await settle();
    expect(maplibre.loads).toBe(0);
    // The first engine's code is asked for in a task of its own, beside the data.
    await turn();
    expect(maplibre.loads).toBe(1);
    expect(model.listed.value).toEqual([]);
    expect(maplibre.maps).toHaveLength(0);
    await turn();
    expect(model.listed.value.map((point) => point.id)).toEqual(['1', '2']);
    expect(maplibre.maps).toHaveLength(0);
    await turn();
    // The engine's code is there, but it may have been evaluated in this task: set up in the next.
    expect(maplibre.maps).toHaveLength(0);
    await turn();
    expect(maplibre.maps).toHaveLength(1);
    expect(model.state.value).toBe('ready');

    const disposed = build();
    disposed.start(container);
    await settle();
    await turn();
    await turn();
    await turn();
    disposed.dispose();
    await turn();
    expect(maplibre.maps).toHaveLength(1);
  });

  it('asks whether the browser can run maplibre once, and not in the task that mounts the map', async () => {
    const asked: string[] = [];
    const engines: ReturnMapModelDeps['engines'] = [
      ['maplibre', fakeEngine('maplibre', 'draw').load],
      ['leaflet', fakeEngine('leaflet', 'draw').load],
    ];
    const { build, turns, turn } = setUpWithTurns(engines, {
      supports: (engine) => {
        asked.push(engine);
        return true;
      },
    });
    const model = build();
    model.start(container);
    expect(asked).toEqual([]);
    while (turns.length > 0) await turn();
    expect(model.engine.value).toBe('maplibre');
    expect(asked).toEqual(['maplibre']);
  });

  it('destroys the map and ignores late answers once disposed', async () => {
    const maplibre = fakeEngine('maplibre');
    const { model } = setUp(maplibre, fakeEngine('leaflet'));
    await settle();
    model.dispose();
    expect(maplibre.maps[0]!.destroyed).toBe(true);
    maplibre.maps[0]!.draw();
    await settle();
    expect(model.state.value).toBe('loading');
  });
});

describe('return map points and fit (docs/islands/return-map.md#rules-and-constants)', () => {
  it('hands the engine every point, from lat/lng or from coordinates, with their box and the fit', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const data = mapData([
      dataPoint('a', { lat: 55.75, lng: 37.61 }),
      dataPoint('b', { lat: null, lng: null, coordinates: [30.31, 59.93] }),
      dataPoint('no place', { lat: null, lng: null }),
    ]);
    const { model } = setUp(maplibre, fakeEngine('leaflet'), data);
    await settle();
    const { points, bounds, fit } = maplibre.maps[0]!.options;
    expect(points.map(({ id, lng, lat }) => [id, lng, lat])).toEqual([
      ['a', 37.61, 55.75],
      ['b', 30.31, 59.93],
    ]);
    expect(bounds).toEqual([
      [30.31, 55.75],
      [37.61, 59.93],
    ]);
    // Zoom 16 on the 256 px scale is maplibre's 15 (512 px tiles).
    expect(fit).toEqual({ padding: 30, maxZoom: 15 });
    expect(model.points.value).toHaveLength(2);
  });

  it('fits the points as close on Leaflet as on maplibre: max zoom 16 on Leaflet\'s 256 px scale, 15 on maplibre\'s', async () => {
    const maplibre = fakeEngine('maplibre', 'wait');
    const leaflet = fakeEngine('leaflet', 'draw');
    const { model } = setUp(maplibre, leaflet, mapData([dataPoint('1')]));
    await settle();
    expect(maplibre.maps[0]!.options.fit).toEqual({ padding: 30, maxZoom: 15 });
    maplibre.maps[0]!.failToDraw();
    await settle();
    expect(model.engine.value).toBe('leaflet');
    expect(leaflet.maps[0]!.options.fit).toEqual({ padding: 30, maxZoom: 16 });
  });

  it('hands no box when there is no point (the engine shows the whole country)', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    setUp(maplibre, fakeEngine('leaflet'), mapData([]));
    await settle();
    expect(maplibre.maps[0]!.options.bounds).toBeNull();
  });

  it('hands the map data\'s sources and layers to the engine', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const sources = { poi: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } };
    const layers = [{ id: 'poi', type: 'circle', source: 'poi' }];
    setUp(maplibre, fakeEngine('leaflet'), mapData([dataPoint('1')], { sources, layers }));
    await settle();
    expect(maplibre.maps[0]!.options.sources).toEqual(sources);
    expect(maplibre.maps[0]!.options.layers).toEqual(layers);
  });

  it('lists the points in the map\'s view, and opens a listed point\'s popup on the map', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const { model } = setUp(maplibre, fakeEngine('leaflet'));
    await settle();
    const map = maplibre.maps[0]!;
    map.options.onMove(
      [
        [37, 55],
        [38, 56],
      ],
      9,
    );
    expect(model.zoom.value).toBe(9);
    await settle();
    expect(model.listed.value.map((point) => point.id)).toEqual(['1']);
    expect(model.inView.value).toBe(1);
    model.openPoint('1');
    expect(map.openedFromList).toEqual(['1']);
    expect(model.opened.value).toBe('1');
    // The zoom to the opened point keeps the list as it was, so its button stays for the focus.
    map.options.onMove([[37.6, 55.7], [37.62, 55.8]], 15);
    await settle();
    expect(model.listed.value.map((point) => point.id)).toEqual(['1']);
    expect(model.view.value).toEqual([[37.6, 55.7], [37.62, 55.8]]);
    map.options.onClose('1');
    expect(model.opened.value).toBeNull();
    // The shopper's next move is followed again.
    map.options.onMove([[0, 0], [1, 1]], 5);
    await settle();
    expect(model.listed.value).toEqual([]);
  });

  it('has the list follow the map\'s moves in a later task, once for the last of them', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const { build, turns, turn } = setUpWithTurns([['maplibre', maplibre.load]]);
    const model = build();
    model.start(container);
    while (!maplibre.maps[0]) await turn();
    const map = maplibre.maps[0];
    expect(map.options.nextTask).toBeTypeOf('function');
    await settle();
    const before = model.listed.value.map((point) => point.id);
    map.options.onMove([[37, 55], [38, 56]], 9);
    map.options.onMove([[30, 59], [31, 60]], 9);
    await settle();
    // The map's own figures follow at once; the list in the task after.
    expect(model.view.value).toEqual([[30, 59], [31, 60]]);
    expect(model.listed.value.map((point) => point.id)).toEqual(before);
    expect(turns).toHaveLength(1);
    await turn();
    expect(model.listed.value.map((point) => point.id)).toEqual(['2']);
  });
});

describe('return map list without a map (docs/islands/return-map.md#errors)', () => {
  const manyPoints = (count: number) => mapData(Array.from({ length: count }, (_, i) => dataPoint(String(i + 1), { lat: 55 + i / 1000, lng: 37 })));

  it('names every point when neither engine can draw, LIST_LIMIT more at each showMore', async () => {
    const { model } = setUp(fakeEngine('maplibre', 'throw'), fakeEngine('leaflet', 'unloadable'), manyPoints(LIST_LIMIT * 2 + 13));
    await settle();
    expect(model.state.value).toBe('error');
    expect(model.listed.value).toHaveLength(LIST_LIMIT);
    expect(model.inView.value).toBe(LIST_LIMIT * 2 + 13);
    expect(model.more.value).toBe(LIST_LIMIT);
    model.showMore();
    expect(model.listed.value).toHaveLength(LIST_LIMIT * 2);
    expect(model.more.value).toBe(13);
    model.showMore();
    expect(model.listed.value.map((point) => point.id)).toEqual(model.points.value.map((point) => point.id));
    expect(model.more.value).toBe(0);
    model.showMore();
    expect(model.listed.value).toHaveLength(LIST_LIMIT * 2 + 13);
  });

  it('names every point, not only the last view\'s, when the map that drew is lost and Leaflet cannot draw', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const leaflet = fakeEngine('leaflet');
    const { model } = setUp(maplibre, leaflet, manyPoints(3));
    await settle();
    // Zoomed in on the first point only.
    maplibre.maps[0]!.options.onMove([[36.9, 54.9], [37.1, 55.0005]], 14);
    await settle();
    expect(model.inView.value).toBe(1);
    maplibre.maps[0]!.options.onFailure({ kind: 'context-lost' });
    await settle();
    leaflet.maps[0]!.failToDraw();
    await settle();
    expect(model.state.value).toBe('error');
    expect(model.listed.value.map((point) => point.id)).toEqual(['1', '2', '3']);
    expect(model.inView.value).toBe(3);
    expect(model.more.value).toBe(0);
  });

  it('leaves the list to the map\'s view while a map is drawn: nothing more to show, the map zooms', async () => {
    const { model } = setUp(fakeEngine('maplibre', 'draw'), fakeEngine('leaflet'), manyPoints(LIST_LIMIT + 1));
    await settle();
    expect(model.state.value).toBe('ready');
    expect(model.more.value).toBe(0);
    model.showMore();
    expect(model.listed.value).toHaveLength(LIST_LIMIT);
  });

  it('opens no popup before the map has drawn', async () => {
    const maplibre = fakeEngine('maplibre');
    const { model } = setUp(maplibre, fakeEngine('leaflet'));
    await settle();
    model.openPoint('1');
    expect(maplibre.maps[0]!.openedFromList).toEqual([]);
  });
});

describe('return map controls', () => {
  it('zooms the drawn map by one step in and out', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    const { model } = setUp(maplibre, fakeEngine('leaflet'));
    await settle();
    model.zoomBy(1);
    model.zoomBy(-1);
    expect(maplibre.maps[0]!.zooms).toEqual([1, -1]);
  });

  it('says a zoom button is unavailable at the end of the engine\'s range, where a press does nothing', async () => {
    for (const [name, min, max] of [['maplibre', 0, 17], ['leaflet', 1, 18]] as const) {
      const engine = fakeEngine(name, 'draw');
      const { model } = name === 'maplibre' ? setUp(engine, fakeEngine('leaflet')) : setUp(fakeEngine('maplibre', 'throw'), engine);
      await settle();
      const map = engine.maps[0]!;
      expect(map.options.zoomRange).toEqual({ min, max });
      map.options.onMove([[37, 55], [38, 56]], max - 0.5);
      expect([model.canZoomIn.value, model.canZoomOut.value]).toEqual([true, true]);
      map.options.onMove([[37, 55], [38, 56]], max);
      expect(model.canZoomIn.value).toBe(false);
      model.zoomBy(1);
      model.zoomBy(-1);
      expect(map.zooms).toEqual([-1]);
      map.options.onMove([[0, 0], [90, 60]], min);
      expect([model.canZoomIn.value, model.canZoomOut.value]).toEqual([true, false]);
      model.zoomBy(-1);
      expect(map.zooms).toEqual([-1]);
    }
  });

  it('centres the map on the shopper\'s place, and announces a refusal', async () => {
    const maplibre = fakeEngine('maplibre', 'draw');
    let answer: 'place' | 'refuse' = 'place';
    const geolocation = {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
        if (answer === 'place') success({ coords: { longitude: 37.6, latitude: 55.7 } } as GeolocationPosition);
        else failure?.({ code: 1 } as GeolocationPositionError);
      },
    };
    const { model, announced } = setUp(maplibre, fakeEngine('leaflet'), defaultData, geolocation);
    await settle();
    expect(model.canLocate).toBe(true);
    model.locate();
    expect(maplibre.maps[0]!.located).toEqual([[37.6, 55.7]]);
    answer = 'refuse';
    model.locate();
    expect(announced).toEqual([messages.locateFailed]);
  });

  it('offers no locate button without geolocation', () => {
    const { model } = setUp(fakeEngine('maplibre'), fakeEngine('leaflet'));
    expect(model.canLocate).toBe(false);
  });
});
