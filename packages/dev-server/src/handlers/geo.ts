/** Geography and cars: city suggestions, car models of a brand, return points for the map. */
import { carBrands, cities, returnPoints } from '../data';
import { DEMO_EXTRA_PATHS, FIXED_PATHS } from '../endpoints';
import { str } from '../form';
import { normalize, switchLayout } from '../search';
import type { City, ReturnPoint } from '../types';
import { jsonResponse, type RouteDef } from './common';

const CITY_LIMIT = 10;

function findCities(query: string): City[] {
  const q = normalize(query);
  const starts = cities.filter((city) => normalize(city.city_name).startsWith(q));
  const contains = cities.filter((city) => !starts.includes(city) && normalize(city.city_name).includes(q));
  return [...starts, ...contains];
}

/** The map data's popup fields: a note on some points and a picture of every third one. */
function withBalloon(point: ReturnPoint) {
  return {
    ...point,
    balloon: point.id % 2 === 0 ? 'Вход со стороны двора, есть парковка. Возврат — по паспорту и чеку.' : '',
    images: point.id % 3 === 0 ? [POINT_PICTURE] : [],
  };
}

const POINT_PICTURE = '/images/points/storefront.svg';

export const geoRoutes: RouteDef[] = [
  {
    key: 'cities',
    path: FIXED_PATHS.cities,
    method: 'get',
    answer: 'json',
    sessid: 'optional',
    handle({ p }) {
      const query = str(p.query);
      if (query.length < 2) return jsonResponse({ suggestions: [] });
      let found = findCities(query);
      if (!found.length) {
        const switched = switchLayout(query);
        if (switched) found = findCities(switched);
      }
      return jsonResponse({
        suggestions: found.slice(0, CITY_LIMIT).map(({ city_name, country_name, country_code }) => ({ city_name, country_name, country_code })),
      });
    },
  },
  {
    key: 'getModel',
    path: FIXED_PATHS.getModel,
    method: 'get',
    answer: 'json',
    sessid: 'required',
    handle({ p }) {
      const id = str(p.id);
      const brand = carBrands.find((item) => String(item.id) === id || item.code === id);
      return jsonResponse(brand ? brand.models.map(({ id: modelId, code, name }) => ({ id: modelId, code, name })) : []);
    },
  },
  {
    key: 'returnPoints',
    path: DEMO_EXTRA_PATHS.returnPoints,
    method: 'get',
    answer: 'json',
    sessid: 'none',
    handle({ p }) {
      const city = normalize(str(p.city));
      const points = city ? returnPoints.filter((point) => normalize(point.city) === city) : returnPoints;
      return jsonResponse({ points: points.map(withBalloon) });
    },
  },
];
