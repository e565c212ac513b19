/** Fake engines and map data for the return map's tests and stories. Only tests and stories import this module. */
import type { MapData, MapDataPoint } from '@shop-islands/api';
import type { EngineMap, EngineName, EngineOptions, LoadEngine, MapEngine } from './return-map.engine';

/** A map data point with defaults. */
export function dataPoint(id: string, fields: Partial<MapDataPoint> = {}): MapDataPoint {
  return {
    id,
    name: `Пункт возврата № ${id}`,
    city: 'Москва',
    address: `г. Москва, ул. Тверская, д. ${id}`,
    hours: 'Ежедневно 9:00–21:00',
    phone: '+7 (495) 123-45-67',
    lat: 55.75,
    lng: 37.61,
    coordinates: [],
    balloon: '',
    images: [],
    ...fields,
  };
}

export const mapData = (points: MapDataPoint[], extra: Partial<MapData> = {}): MapData => ({ points, sources: {}, layers: [], ...extra });

/** One map a fake engine created: the test settles it and reports failures through it. */
export interface FakeMap extends EngineMap {
  readonly options: EngineOptions;
  destroyed: boolean;
  openedFromList: string[];
  zooms: number[];
  located: Array<[number, number]>;
  draw(): void;
  failToDraw(message?: string): void;
}

/** How a fake engine behaves: created maps wait for the test, or creation throws (no WebGL). */
export interface FakeEngine {
  readonly load: LoadEngine;
  readonly maps: FakeMap[];
  loads: number;
}

export function fakeEngine(name: EngineName, behaviour: 'wait' | 'draw' | 'throw' | 'unloadable' = 'wait'): FakeEngine {
  const maps: FakeMap[] = [];
  const engine: MapEngine = {
    name,
    create(options) {
      if (behaviour === 'throw') throw new Error('Failed to initialize WebGL');
      let draw = () => undefined as void;
      let failToDraw = (_message?: string) => undefined as void;
      const ready = new Promise<void>((resolve, reject) => {
        draw = resolve;
        failToDraw = (message = 'style failed') => reject(new Error(message));
      });
      const map: FakeMap = {
        options,
        ready,
        destroyed: false,
        openedFromList: [],
        zooms: [],
        located: [],
        draw,
        failToDraw,
        openPoint(id) {
          map.openedFromList.push(id);
          options.onOpen(id);
        },
        zoomBy(delta) {
          map.zooms.push(delta);
        },
        showLocation(lng, lat) {
          map.located.push([lng, lat]);
        },
        resize: () => undefined,
        destroy() {
          map.destroyed = true;
        },
      };
      maps.push(map);
      if (behaviour === 'draw') draw();
      return map;
    },
  };
  const fake: FakeEngine = {
    maps,
    loads: 0,
    load: () => {
      fake.loads += 1;
      return behaviour === 'unloadable' ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(engine);
    },
  };
  return fake;
}

/** Lets pending promise callbacks run. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
