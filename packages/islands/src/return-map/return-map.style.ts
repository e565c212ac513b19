/** Looks and numbers both engines share (docs/islands/return-map.md#rules-and-constants). */

/** Points closer than this many pixels are drawn as one cluster… */
export const CLUSTER_RADIUS = 50;
/** …up to this zoom; past it every point is drawn. */
export const CLUSTER_MAX_ZOOM = 14;
/** Opening a point from the list zooms in at least this far (streets are readable, no cluster left). */
export const OPEN_ZOOM = 15;
/** The view when there is no point: the whole country. */
export const COUNTRY_VIEW = { center: [95, 62] as [number, number], zoom: 1.6 };
/** The basemap's sea, land and borders, on both engines. */
export const BASEMAP_COLORS = { sea: '#dbe8f2', land: '#f4f1ea', border: '#c9c2b4' } as const;
/** The points' colour (the shop's red). */
export const POINT_COLOR = '#d6202a';
