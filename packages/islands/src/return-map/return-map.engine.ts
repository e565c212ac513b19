/**
 * What the return points map's model asks of a map engine (maplibre-gl, or Leaflet as the
 * fallback): draw the points into a box, say when the map is ready, report what goes wrong later,
 * open a point's popup. Framework-free, so the model's decisions are tested with fake engines.
 */

import type { MapDataPoint } from '@shop-islands/api';

/** The engines, in the order they are tried (docs/islands/return-map.md#engines). */
export type EngineName = 'maplibre' | 'leaflet';

/**
 * A point as the engines draw it: the server's fields, with a place that is always known
 * (points without one are dropped) in one form, whichever the server used.
 */
export interface MapPoint extends Pick<MapDataPoint, 'id' | 'name' | 'city' | 'address' | 'hours' | 'phone' | 'balloon'> {
  images: readonly string[];
  lng: number;
  lat: number;
}

/** `[[west, south], [east, north]]` in degrees. */
export type Bounds = [[number, number], [number, number]];

/** How every point is brought into view (docs/islands/return-map.md#rules-and-constants). */
export interface MapFit {
  padding: number;
  maxZoom: number;
}

/** How far a map zooms out (`min`) and in (`max`). */
export interface ZoomRange {
  min: number;
  max: number;
}

/** Something that went wrong on a map after it was created. */
export type EngineFailure =
  /** An 'error' event; `sourceId` names the map source it came from, when it came from one. */
  | { kind: 'error'; sourceId?: string; message: string }
  /** The WebGL context was lost: the map can no longer draw. */
  | { kind: 'context-lost' };

/** What an engine needs to draw the map. */
export interface EngineOptions {
  container: HTMLElement;
  points: readonly MapPoint[];
  /** Every point's box, or null when there is no point (the map then shows the whole country). */
  bounds: Bounds | null;
  /** The fit with its zoom on this engine's own scale. */
  fit: MapFit;
  /** How far the map zooms, on this engine's own scale. */
  zoomRange: ZoomRange;
  /** Further sources and layers from the map data (maplibre's style JSON). */
  sources: Readonly<Record<string, unknown>>;
  layers: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** Called for every failure after creation; the model decides which ones matter. */
  onFailure(failure: EngineFailure): void;
  /** A point's popup opened (from the map or from the list). */
  onOpen(id: string): void;
  /** A point's popup closed. */
  onClose(id: string): void;
  /** The map moved: the part of the world in view, and the zoom. */
  onMove(view: Bounds, zoom: number): void;
  /** Resolves in a later task: work that can wait leaves the engine's own long tasks. */
  nextTask(): Promise<void>;
}

/** One drawn map. */
export interface EngineMap {
  /** Settles when the map has drawn its first frame; rejects when it never can. */
  readonly ready: Promise<void>;
  /** Brings a point into view and opens its popup, the popup taking the focus. */
  openPoint(id: string): void;
  /** The zoom buttons: one step in (1) or out (−1). */
  zoomBy(delta: 1 | -1): void;
  /** Centres the map on the shopper's place and marks it. */
  showLocation(lng: number, lat: number): void;
  /** The box changed size (fullscreen on or off). */
  resize(): void;
  destroy(): void;
}

/** An engine: creating a map may throw at once (no WebGL). */
export interface MapEngine {
  readonly name: EngineName;
  create(options: EngineOptions): EngineMap;
}

/** Loads an engine's code (a dynamic import); rejects when it cannot be fetched. */
export type LoadEngine = () => Promise<MapEngine>;
