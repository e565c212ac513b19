import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/**
 * The offline basemap (docs/islands/return-map.md#basemap): the countries of Natural Earth at
 * 1:110m, shipped in this module's own chunk, which both engines import. No tile server is
 * asked for anything, so the map draws on a closed network and costs no third-party requests.
 */

/** A ring that jumps more than half the world between two vertices crosses the antimeridian. */
function crossesAntimeridian(ring: Position[]): boolean {
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs(ring[i]![0]! - ring[i - 1]![0]!) > 180) return true;
  }
  return false;
}

/**
 * Russia and Fiji cross the antimeridian: their rings go from 180° to −180° in one step, which
 * both engines would draw as a band across the whole world. Shifting the western half by 360°
 * keeps such a ring in one piece (longitudes past 180 are valid for both engines).
 */
export function shiftAntimeridian(ring: Position[]): Position[] {
  if (!crossesAntimeridian(ring)) return ring;
  return ring.map(([lng, lat]) => [lng! < 0 ? lng! + 360 : lng!, lat!]);
}

function shiftGeometry(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === 'Polygon') return { type: 'Polygon', coordinates: geometry.coordinates.map(shiftAntimeridian) };
  return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(shiftAntimeridian)) };
}

/** The countries as GeoJSON, antimeridian rings shifted. */
export function basemap(): FeatureCollection<Polygon | MultiPolygon> {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
  return {
    type: 'FeatureCollection',
    features: collection.features
      .filter((country): country is Feature<Polygon | MultiPolygon> => Boolean(country.geometry))
      .map((country) => ({ type: 'Feature', properties: {}, geometry: shiftGeometry(country.geometry) })),
  };
}
