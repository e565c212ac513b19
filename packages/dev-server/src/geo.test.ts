// @vitest-environment node
import { carBrands, returnPoints } from './data';
import { DEMO_EXTRA_PATHS, DEMO_SESSID, FIXED_PATHS, SESSION_EXPIRED_MESSAGE } from './endpoints';
import { get, json, useBackend } from './test-helpers';

useBackend();

type Cities = { suggestions: { city_name: string; country_name: string; country_code: string }[] };
const citiesFor = (query: string) => get(FIXED_PATHS.cities, { query }).then((r) => json<Cities>(r));

describe('ajax_cities.php', () => {
  it('answers suggestions with city_name, country_name, country_code; prefix matches first', async () => {
    const answer = await citiesFor('мос');
    expect(answer.suggestions[0]).toEqual({ city_name: 'Москва', country_name: 'Россия', country_code: 'RU' });
    expect(Object.keys(answer.suggestions[0] ?? {})).toEqual(['city_name', 'country_name', 'country_code']);
  });

  it('finds Kazakhstan and Belarus, ё as е, a wrong layout, and at most 10', async () => {
    expect((await citiesFor('алма')).suggestions).toEqual([{ city_name: 'Алматы', country_name: 'Казахстан', country_code: 'KZ' }]);
    expect((await citiesFor('Минск')).suggestions[0]).toEqual({ city_name: 'Минск', country_name: 'Беларусь', country_code: 'BY' });
    expect((await citiesFor('королев')).suggestions[0]?.city_name).toBe('Королёв');
    expect((await citiesFor('vjcr')).suggestions[0]?.city_name).toBe('Москва');
    expect((await citiesFor('ск')).suggestions).toHaveLength(10);
  });

  it('answers nothing under 2 characters or for an unknown city', async () => {
    expect(await citiesFor('м')).toEqual({ suggestions: [] });
    expect(await citiesFor('Атлантида')).toEqual({ suggestions: [] });
  });
});

describe('getModel.php', () => {
  it('answers the models of a brand as a list of objects with name', async () => {
    const brand = carBrands[0];
    const models = await json<unknown[]>(await get(FIXED_PATHS.getModel, { id: brand?.id, sessid: DEMO_SESSID }));
    expect(models).toEqual(brand?.models.map((m) => ({ id: m.id, code: m.code, name: m.name })));
    expect(models).toContainEqual(expect.objectContaining({ name: 'Vesta' }));
  });

  it('answers [] for an unknown brand and 403 without sessid', async () => {
    expect(await json(await get(FIXED_PATHS.getModel, { id: 9999, sessid: DEMO_SESSID }))).toEqual([]);
    const response = await get(FIXED_PATHS.getModel, { id: 1 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
  });
});

describe('return points (demo helper)', () => {
  it('answers every point, or those of one city', async () => {
    const all = await json<{ points: unknown[] }>(await get(DEMO_EXTRA_PATHS.returnPoints));
    expect(all.points).toHaveLength(returnPoints.length);
    const kazan = await json<{ points: { city: string }[] }>(await get(DEMO_EXTRA_PATHS.returnPoints, { city: 'Казань' }));
    expect(kazan.points.length).toBeGreaterThan(0);
    expect(kazan.points.every((p) => p.city === 'Казань')).toBe(true);
  });
});
