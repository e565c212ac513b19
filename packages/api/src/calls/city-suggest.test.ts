import { CheckError } from '../check';
import { citySuggest, citySuggestions } from './city-suggest';

const OREL = { city_name: 'Орёл', country_name: 'Россия', country_code: 'RU' };
const ALMATY = { city_name: 'Алматы', country_name: 'Казахстан', country_code: 'KZ' };

/** Deps whose fetch answers `body` as JSON. */
const answering = (body: unknown) => ({
  fetch: (async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch,
  sessid: () => 's',
  endpoints: {},
  baseUrl: 'https://shop.test',
});

describe('citySuggest (the city picker’s suggestions, docs/islands/city-picker.md#server-calls)', () => {
  it('drops a city whose name is blank, and keeps the others in their order', () => {
    const blank = { city_name: '', country_name: 'Россия', country_code: 'RU' };
    const spaces = { city_name: '  ', country_name: '', country_code: '' };
    expect(citySuggestions({ suggestions: [blank, OREL, spaces, ALMATY] }, '$')).toEqual({ suggestions: [OREL, ALMATY] });
    expect(citySuggestions({ suggestions: [spaces] }, '$')).toEqual({ suggestions: [] });
  });

  it('still refuses a city without a name field, or a name that is not text', () => {
    expect(() => citySuggestions({ suggestions: [OREL, { country_code: 'RU' }] }, '$')).toThrow(CheckError);
    expect(() => citySuggestions({ suggestions: [{ ...OREL, city_name: {} }] }, '$')).toThrow(/\$\.suggestions\[0\]\.city_name/);
  });

  it('answers the island without the blank cities', async () => {
    const answer = await citySuggest(answering({ suggestions: [OREL, { city_name: ' ', country_name: 'Россия', country_code: 'RU' }] }), 'ор');
    expect(answer.suggestions).toEqual([OREL]);
  });
});
