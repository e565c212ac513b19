import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { MapData } from '@shop-islands/api';
import type { Clock } from '../ui/clock';
import type { Bounds, EngineFailure, EngineMap, EngineName, LoadEngine, MapEngine, MapFit, MapPoint } from './return-map.engine';
import { messages } from './return-map.messages';
import { boundsOf, engineFit, engineZoomRange, isFatal, LIST_LIMIT, pointsInView, READY_TIMEOUT_MS, toMapPoints } from './return-map.rules';

/**
 * The map's state in one word (`data-state`): fetching the points and the engine, drawn, or
 * neither engine could draw it (the list of points still works).
 */
export type ReturnMapState = 'loading' | 'ready' | 'error';

export interface ReturnMapModelDeps {
  /** The map data (the template's `pointsUrl`, filtered by its city). */
  loadData(): Promise<MapData>;
  /** The engines, in the order they are tried: maplibre-gl, then Leaflet. */
  engines: ReadonlyArray<readonly [EngineName, LoadEngine]>;
  /**
   * Can this browser run the engine at all (maplibre: WebGL 2)? No = it is skipped, its code never
   * fetched. Asked once per engine, in a task of its own: the answer takes a WebGL context, which
   * a phone or a browser without a GPU takes tens of milliseconds to make (docs/budgets.md#return-map).
   */
  supports?(engine: EngineName): boolean;
  /** The fit, its zoom on the 256 px scale (`FIT`); each engine gets it on its own. */
  fit: MapFit;
  clock: Clock;
  /** How long an engine may take to draw its first frame (docs/islands/return-map.md#engines). */
  readyTimeoutMs?: number;
  /** The browser's geolocation (the locate button); null where there is none. */
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | null;
  announce(message: string): void;
  /**
   * Resolves in a later task (docs/budgets.md#return-map): making the points (with the list they
   * draw) and the engine's set-up each get a task of their own, apart from the answer's parse and
   * the engine's code being evaluated, instead of one long task. Default: at once (tests).
   */
  nextTask?(): Promise<void>;
}

export interface ReturnMapModel {
  readonly state: ReadonlySignal<ReturnMapState>;
  /** The engine that drew the map; null while loading or after both failed. */
  readonly engine: ReadonlySignal<EngineName | null>;
  /** Every point with a place, as the server sent them. */
  readonly points: ReadonlySignal<readonly MapPoint[]>;
  /**
   * The points the list names: those in the map's view (at most LIST_LIMIT); without a map (the
   * error state) every point, LIST_LIMIT more at each `showMore`.
   */
  readonly listed: ReadonlySignal<readonly MapPoint[]>;
  /** How many points the list covers: those in the map's view; without a map, every point. */
  readonly inView: ReadonlySignal<number>;
  /** How many points `showMore` adds to the list; 0 when there is nothing more (or a map to zoom). */
  readonly more: ReadonlySignal<number>;
  /** The point whose popup is open. */
  readonly opened: ReadonlySignal<string | null>;
  /** The map's zoom, once drawn. */
  readonly zoom: ReadonlySignal<number | null>;
  /** Can the map zoom in (out) a step? No at the end of `ZOOM_RANGE`: the button says it is unavailable. */
  readonly canZoomIn: ReadonlySignal<boolean>;
  readonly canZoomOut: ReadonlySignal<boolean>;
  /** The part of the world in view, once drawn. */
  readonly view: ReadonlySignal<Bounds | null>;
  /** Is there a geolocation to ask (the locate button is shown)? */
  readonly canLocate: boolean;
  /** Fetches the data, then draws the map into `container`, falling back engine by engine. */
  start(container: HTMLElement): void;
  /** Opens a point's popup (the list's buttons). */
  openPoint(id: string): void;
  /** Without a map: the list names LIST_LIMIT more points. */
  showMore(): void;
  zoomBy(delta: 1 | -1): void;
  /** Asks the browser where the shopper is and centres the map there; a refusal is announced. */
  locate(): void;
  /** The map's box changed size (fullscreen). */
  resize(): void;
  dispose(): void;
}

/** How long the locate button waits for the browser's answer. */
const LOCATE_TIMEOUT_MS = 10_000;

class Timeout extends Error {}

/** The return points map: which engine draws it, and when the next one takes over. */
export function createReturnMapModel(deps: ReturnMapModelDeps): ReturnMapModel {
  const { clock, fit, announce } = deps;
  const nextTask = deps.nextTask ?? (() => Promise.resolve());
  const readyTimeoutMs = deps.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const state = signal<ReturnMapState>('loading');
  const engine = signal<EngineName | null>(null);
  const points = signal<readonly MapPoint[]>([]);
  const view = signal<Bounds | null>(null);
  const opened = signal<string | null>(null);
  const zoom = signal<number | null>(null);
  // docs/islands/return-map.md#rules-and-constants: at the end of the range a step is no step. The
  // engines' zooms are fractions (a fit lands between steps): within a thousandth is the end.
  const canZoom = (end: 'min' | 'max') =>
    computed(() => {
      const name = engine.value;
      const level = zoom.value;
      return name === null || level === null || Math.abs(level - engineZoomRange(name)[end]) >= 1e-3;
    });
  const canZoomIn = canZoom('max');
  const canZoomOut = canZoom('min');
  // The view the list follows: held while a popup opened from the list is open, so the list (and
  // the button the focus returns to) stays put while the map zooms to that point.
  const listView = signal<Bounds | null>(null);
  let holdList = false;
  let nextListView: Bounds | null = null;
  const showListView = () => {
    if (nextListView && !disposed) listView.value = nextListView;
    nextListView = null;
  };
  // docs/islands/return-map.md#errors: without a map there is nothing to zoom, so the list names
  // every point (not the last view's), a part at a time to keep the page's DOM small.
  const listLength = signal(LIST_LIMIT);
  const shown = computed(() => (state.value === 'error' ? pointsInView(points.value, null, listLength.value) : pointsInView(points.value, listView.value)));
  let map: EngineMap | null = null;
  const supported = new Map<EngineName, boolean>();
  const supports = (name: EngineName) => {
    if (!deps.supports) return true;
    if (!supported.has(name)) supported.set(name, deps.supports(name));
    return supported.get(name)!;
  };
  // Each engine's code is fetched once; the first one's as soon as the map starts, beside the data.
  const loaded = new Map<EngineName, Promise<MapEngine>>();
  const loadEngine = (name: EngineName, load: LoadEngine) => {
    if (!loaded.has(name)) loaded.set(name, load());
    return loaded.get(name)!;
  };
  // Each attempt has a number; callbacks of an attempt that was given up are ignored.
  let attempt = 0;
  let disposed = false;

  const waitReady = (ready: Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const timer = clock.setTimeout(() => reject(new Timeout('the map did not draw in time')), readyTimeoutMs);
      ready.then(
        () => {
          clock.clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error);
        },
      );
    });

  const giveUp = () => {
    map?.destroy();
    map = null;
    engine.value = null;
    opened.value = null;
    zoom.value = null;
    // The popup went with the map: the next engine's moves are the list's to follow again.
    holdList = false;
  };

  /** Tries the engines from `index` on, until one draws the map. */
  const tryFrom = async (index: number, container: HTMLElement, data: MapData): Promise<void> => {
    const entry = deps.engines[index];
    if (!entry || disposed) {
      // The view's status line (a live region since the map began loading) says it: once.
      if (!disposed) state.value = 'error';
      return;
    }
    const [name, load] = entry;
    if (!supports(name)) return tryFrom(index + 1, container, data);
    const mine = ++attempt;
    let drawn = false;
    let rejectEarly: (reason: Error) => void = () => undefined;
    // A failure before the first frame rejects the attempt: the next engine is tried.
    const failedEarly = new Promise<never>((_, reject) => {
      rejectEarly = reject;
    });
    failedEarly.catch(() => undefined);
    const fail = (failure: EngineFailure) => {
      if (mine !== attempt || !isFatal(failure)) return;
      if (!drawn) {
        rejectEarly(new Error(failure.kind === 'error' ? failure.message : failure.kind));
        return;
      }
      // After the first frame: the next engine takes over (docs/islands/return-map.md#engines).
      giveUp();
      state.value = 'loading';
      void tryFrom(index + 1, container, data);
    };
    try {
      const engineCode = await loadEngine(name, load);
      // The engine's code may have been evaluated in this very task (it arrived after the data):
      // the set-up gets a task of its own (docs/budgets.md#return-map).
      await nextTask();
      if (mine !== attempt || disposed) return;
      map = engineCode.create({
        container,
        points: points.value,
        bounds: boundsOf(points.value),
        fit: engineFit(name, fit),
        zoomRange: engineZoomRange(name),
        sources: data.sources,
        layers: data.layers,
        onFailure: fail,
        onOpen: (id) => {
          if (mine === attempt) opened.value = id;
        },
        onClose: (id) => {
          if (mine !== attempt || opened.value !== id) return;
          opened.value = null;
          holdList = false;
        },
        onMove: (bounds, level) => {
          if (mine !== attempt) return;
          view.value = bounds;
          zoom.value = level;
          if (holdList) return;
          // The list follows in the next task, once for any number of moves meanwhile: a move ends
          // inside the engine's own work (maplibre's tile answers are long tasks of their own), and
          // finding the points in view reads them all (docs/budgets.md#return-map).
          if (!nextListView) void nextTask().then(showListView);
          nextListView = bounds;
        },
        nextTask,
      });
      await Promise.race([waitReady(map.ready), failedEarly]);
      if (mine !== attempt || disposed) return;
      drawn = true;
      engine.value = name;
      state.value = 'ready';
    } catch {
      if (mine !== attempt || disposed) return;
      giveUp();
      await tryFrom(index + 1, container, data);
    }
  };

  return {
    state,
    engine,
    points,
    listed: computed(() => shown.value.listed),
    inView: computed(() => shown.value.total),
    more: computed(() => (state.value === 'error' ? Math.min(LIST_LIMIT, shown.value.total - shown.value.listed.length) : 0)),
    opened,
    zoom,
    canZoomIn,
    canZoomOut,
    view,
    canLocate: deps.geolocation !== null,
    start(container) {
      // Not in the task that mounts the island: the question may take a while (`supports`).
      void nextTask().then(() => {
        const first = disposed ? undefined : deps.engines.find(([name]) => supports(name));
        if (first) loadEngine(...first).catch(() => undefined);
      });
      deps.loadData().then(
        async (data) => {
          await nextTask();
          if (disposed) return;
          points.value = toMapPoints(data.points);
          await nextTask();
          if (disposed) return;
          void tryFrom(0, container, data);
        },
        () => {
          if (!disposed) state.value = 'error';
        },
      );
    },
    openPoint(id) {
      // Not before the first frame: the list's buttons are only aria-disabled while loading.
      if (!map || state.value !== 'ready') return;
      holdList = true;
      map.openPoint(id);
    },
    showMore() {
      if (state.value === 'error') listLength.value += LIST_LIMIT;
    },
    zoomBy(delta) {
      if ((delta > 0 ? canZoomIn : canZoomOut).peek()) map?.zoomBy(delta);
    },
    locate() {
      deps.geolocation?.getCurrentPosition(
        ({ coords }) => {
          if (!disposed) map?.showLocation(coords.longitude, coords.latitude);
        },
        () => announce(messages.locateFailed),
        { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
      );
    },
    resize() {
      map?.resize();
    },
    dispose() {
      disposed = true;
      attempt += 1;
      map?.destroy();
      map = null;
    },
  };
}
