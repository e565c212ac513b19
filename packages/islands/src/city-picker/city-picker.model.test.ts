import { signal } from '@preact/signals-core';
import { ApiError, type CallOptions, type CitySuggestions } from '@shop-islands/api';
import type { CityState } from '@shop-islands/store';
import { deferred } from '../runtime/testkit';
import { createCityPickerModel, parseCityPickerProps, type CityChoice } from './city-picker.model';
import { foldCityText, isLongEnough, matchedPart, nextActiveIndex, typedSuggestion } from './city-picker.rules';

const OREL = { city_name: 'Орёл', country_name: 'Россия', country_code: 'RU' };
const ALMATY = { city_name: 'Алматы', country_name: 'Казахстан', country_code: 'KZ' };
const MOSCOW = { city_name: 'Москва', country_name: 'Россия', country_code: 'RU' };
const SHOWN = { cityName: 'Москва', countryName: 'Россия', countryCode: 'RU' };
const NOBODY: CityState = { cityName: '', countryName: '', countryCode: '', chosen: false };

/**
 * A backend whose answers the test gives one by one, in any order. `saves`: the store's
 * `chooseCity` as it is once loaded: it writes the city (then reloads) unless the name is blank,
 * and settles either way.
 */
function setup(options: { city?: CityState; saved?: () => Promise<void>; saves?: boolean } = {}) {
  const asked: Array<{ query: string; options?: CallOptions; answer: ReturnType<typeof deferred<CitySuggestions>> }> = [];
  const chosen: Array<{ city: CityChoice; fromList: boolean }> = [];
  const confirmed: CityChoice[] = [];
  const announced: string[] = [];
  const city = signal(options.city ?? NOBODY);
  // The shopper coming back to this page from the browser's back-forward cache.
  const back = deferred<void>();
  const model = createCityPickerModel({
    shown: SHOWN,
    city,
    api: {
      citySuggest(query, callOptions) {
        const answer = deferred<CitySuggestions>();
        asked.push({ query, options: callOptions, answer });
        return answer.promise;
      },
    },
    chooseCity: (choice, { fromList }) => {
      chosen.push({ city: choice, fromList });
      if (options.saves) {
        const named = choice.cityName.trim() !== '';
        if (named) city.value = { ...choice, cityName: choice.cityName.trim(), chosen: true };
        return Promise.resolve(named);
      }
      return options.saved?.();
    },
    confirmCity: (choice) => {
      confirmed.push(choice);
      return options.saved?.();
    },
    announce: (message) => announced.push(message),
    whenShownAgain: () => back.promise,
  });
  return { model, asked, chosen, confirmed, announced, city, comeBack: () => back.resolve() };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('city-picker rules (docs/islands/city-picker.md)', () => {
  it('folds case, ё and spaces so that е and ё match alike', () => {
    expect(foldCityText('  Орёл ')).toBe('орел');
    expect(foldCityText('Нижний   Новгород')).toBe('нижний новгород');
    expect(foldCityText('КОРОЛЁВ')).toBe(foldCityText('королев'));
  });

  it('asks from 2 characters on, spaces not counted', () => {
    expect(isLongEnough('о')).toBe(false);
    expect(isLongEnough(' о ')).toBe(false);
    expect(isLongEnough('ор')).toBe(true);
  });

  it('marks the typed part in the name whichever of е and ё was typed', () => {
    expect(matchedPart('Орёл', 'орел')).toEqual({ before: '', match: 'Орёл', after: '' });
    expect(matchedPart('Королёв', 'лев')).toEqual({ before: 'Коро', match: 'лёв', after: '' });
    expect(matchedPart('Могилёв', 'МОГИЛЁ')).toEqual({ before: '', match: 'Могилё', after: 'в' });
    expect(matchedPart('Омск', 'тверь')).toBeNull();
    expect(matchedPart('Омск', '  ')).toBeNull();
  });

  it('finds the one suggestion named as typed, е and ё alike, and none when two share the name', () => {
    expect(typedSuggestion([MOSCOW, OREL], 'орел')).toBe(OREL);
    expect(typedSuggestion([MOSCOW, OREL], 'ор')).toBeNull();
    const otherOrel = { ...OREL, country_name: 'Казахстан', country_code: 'KZ' };
    expect(typedSuggestion([OREL, otherOrel], 'Орёл')).toBeNull();
  });

  it('moves the highlight with wrap-around at both ends', () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
    expect(nextActiveIndex(2, 1, 3)).toBe(0);
    expect(nextActiveIndex(0, -1, 3)).toBe(2);
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});

describe('city-picker props', () => {
  it('needs the city name and takes the country as optional', () => {
    expect(parseCityPickerProps({ cityName: 'Тверь' })).toEqual({ cityName: 'Тверь', countryName: '', countryCode: '' });
    expect(() => parseCityPickerProps({ cityName: '' })).toThrow(/^props\.cityName: expected non-empty text/);
    expect(() => parseCityPickerProps({ cityName: 'Тверь', countryCode: { code: 'RU' } })).toThrow(/^props\.countryCode:/);
  });
});

describe('city-picker model', () => {
  it('asks «is this your city?» on a first visit and not once a city was chosen', () => {
    expect(setup().model.state.value).toBe('asking');
    expect(setup({ city: { ...SHOWN, chosen: true } }).model.state.value).toBe('idle');
  });

  it('shows the store\'s city, else the one the server printed', () => {
    const { model, city } = setup();
    expect(model.current.value.cityName).toBe('Москва');
    city.value = { cityName: 'Тверь', countryName: 'Россия', countryCode: 'RU', chosen: true };
    expect(model.current.value.cityName).toBe('Тверь');
  });

  it('«Да» confirms the shown city through the store and closes the popover once it is saved', async () => {
    const saving = deferred<void>();
    const { model, confirmed, chosen } = setup({ saved: () => saving.promise });
    expect(model.state.value).toBe('asking');
    model.confirm();
    expect(confirmed).toEqual([SHOWN]);
    expect(chosen).toEqual([]);
    expect(model.state.value).toBe('asking');
    saving.resolve();
    await vi.waitFor(() => expect(model.state.value).toBe('idle'));
  });

  it('«Да» says the city was saved once the question closes', async () => {
    const saving = deferred<void>();
    const { model, announced } = setup({ saved: () => saving.promise });
    const closed = model.confirm();
    expect(announced).toEqual([]);
    saving.resolve();
    expect(await closed).toBe(true);
    expect(announced).toEqual(['Город Москва сохранён.']);
  });

  it('«Да» that could not save (the code that writes it did not load) says so and keeps the question for another try', async () => {
    let attempts = 0;
    const { model, announced, confirmed } = setup({
      saved: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve()),
    });
    expect(await model.confirm()).toBe(false);
    expect(announced).toEqual(['Город не сохранён. Попробуйте ещё раз.']);
    expect(model.state.value).toBe('asking');
    expect(await model.confirm()).toBe(true);
    expect(confirmed).toEqual([SHOWN, SHOWN]);
    expect(announced).toEqual(['Город не сохранён. Попробуйте ещё раз.', 'Город Москва сохранён.']);
    expect(model.state.value).toBe('idle');
  });

  it('says nothing of a failed «Да» once the question was closed meanwhile', async () => {
    const saving = deferred<void>();
    const { model, announced } = setup({ saved: () => saving.promise });
    const closed = model.confirm();
    model.close();
    saving.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await closed).toBe(false);
    expect(announced).toEqual([]);
  });

  it('names the city just chosen while the store still holds the old one', async () => {
    const saving = deferred<void>();
    const { model, asked, chosen } = setup({ city: { ...SHOWN, chosen: true }, saved: () => saving.promise });
    model.open();
    model.setQuery('орел');
    asked[0]!.answer.resolve({ suggestions: [OREL] });
    await vi.waitFor(() => expect(model.list.value).toBe('results'));
    expect(model.chosen.value).toBeNull();
    model.choose(OREL);
    // The store writes the city only once its code has loaded: it still says Москва.
    expect(model.state.value).toBe('saving');
    expect(model.current.value.cityName).toBe('Москва');
    expect(model.chosen.value).toEqual({ cityName: 'Орёл', countryName: 'Россия', countryCode: 'RU' });
    // A second press meanwhile chooses nothing more.
    expect(model.chooseActive()).toBe(true);
    model.choose(MOSCOW);
    expect(chosen).toHaveLength(1);
    expect(model.chosen.value?.cityName).toBe('Орёл');
  });

  it('comes back to the modal, or keeps the question, when the store cannot save the choice', async () => {
    const failures: Array<ReturnType<typeof deferred<void>>> = [];
    const { model, asked, announced } = setup({
      saved: () => {
        failures.push(deferred<void>());
        return failures.at(-1)!.promise;
      },
    });
    model.open();
    model.setQuery('ал');
    asked[0]!.answer.resolve({ suggestions: [ALMATY] });
    await settled();
    model.choose(ALMATY);
    expect(model.state.value).toBe('saving');
    failures[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(model.state.value).toBe('choosing'));
    expect(model.suggestions.value).toEqual([ALMATY]);
    expect(model.chosen.value).toBeNull();
    expect(announced).toEqual(['Город не сохранён. Попробуйте ещё раз.']);


    // «Да» on a first visit: the question stays for another answer.
    const asking = setup({ saved: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    expect(asking.model.state.value).toBe('asking');
    asking.model.confirm();
    await settled();
    expect(asking.confirmed).toHaveLength(1);
    expect(asking.model.state.value).toBe('asking');
  });

  it('comes back to the modal, with a word why, when the store saves nothing for a city without a name', async () => {
    const BLANK = { city_name: ' ', country_name: 'Россия', country_code: 'RU' };
    const { model, asked, chosen, announced, city } = setup({ saves: true });
    model.open();
    model.setQuery('ор');
    asked[0]!.answer.resolve({ suggestions: [BLANK, OREL] });
    await settled();
    model.choose(BLANK);
    expect(model.state.value).toBe('saving');
    // The store settles without writing the city (nor reloading): the modal is the shopper's again.
    await vi.waitFor(() => expect(model.state.value).toBe('choosing'));
    expect(model.chosen.value).toBeNull();
    expect(model.suggestions.value).toEqual([BLANK, OREL]);
    expect(announced).toEqual(['Город не сохранён. Попробуйте ещё раз.']);
    expect(city.value).toBe(NOBODY);
    // Another city can be chosen, and the modal can be closed.
    model.choose(OREL);
    expect(chosen).toHaveLength(2);
    await settled();
    expect(model.state.value).toBe('saving');
    expect(announced).toHaveLength(1);

    const closing = setup({ saves: true });
    closing.model.open();
    closing.model.choose(BLANK);
    await vi.waitFor(() => expect(closing.model.state.value).toBe('choosing'));
    closing.model.close();
    expect(closing.model.state.value).toBe('idle');
  });

  it('works again when the shopper comes back from the reloaded page (the browser’s cached page)', async () => {
    const { model, asked, chosen, comeBack } = setup({ saves: true });
    model.open();
    model.setQuery('ор');
    asked[0]!.answer.resolve({ suggestions: [OREL] });
    await settled();
    model.choose(OREL);
    await settled();
    // Saved, the page leaving: the modal stays on its saving state and a second choice is ignored.
    expect(model.state.value).toBe('saving');
    model.choose(MOSCOW);
    model.close();
    expect(model.state.value).toBe('saving');
    expect(chosen).toHaveLength(1);
    comeBack();
    await vi.waitFor(() => expect(model.state.value).toBe('idle'));
    expect(model.chosen.value).toBeNull();
    expect(model.current.value.cityName).toBe('Орёл');
    model.open();
    expect(model.state.value).toBe('choosing');
    expect(model.query.value).toBe('');
    model.choose(MOSCOW);
    expect(chosen).toHaveLength(2);
  });

  it('asks the server from the second character only, with the text as typed', () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('О');
    expect(asked).toEqual([]);
    expect(model.list.value).toBe('hint');
    model.setQuery('Ор ');
    expect(asked.map((call) => call.query)).toEqual(['Ор']);
    expect(model.list.value).toBe('loading');
  });

  it('shows the cities of the answer, or says none was found', async () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('ор');
    asked[0]!.answer.resolve({ suggestions: [OREL] });
    await settled();
    expect(model.list.value).toBe('results');
    expect(model.suggestions.value).toEqual([OREL]);
    model.setQuery('орх');
    asked[1]!.answer.resolve({ suggestions: [] });
    await settled();
    expect(model.list.value).toBe('nothing');
  });

  it('never shows a late answer to an older query', async () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('мо');
    model.setQuery('мос');
    expect(asked[0]!.options?.signal?.aborted).toBe(true);
    asked[1]!.answer.resolve({ suggestions: [MOSCOW] });
    await settled();
    // The first request's answer arrives after all (the server ignored the abort).
    asked[0]!.answer.resolve({ suggestions: [MOSCOW, { ...MOSCOW, city_name: 'Мостовской' }] });
    await settled();
    expect(model.suggestions.value).toEqual([MOSCOW]);
    expect(model.list.value).toBe('results');
  });

  it('drops a pending answer when the field goes below 2 characters', async () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('мо');
    model.setQuery('м');
    asked[0]!.answer.resolve({ suggestions: [MOSCOW] });
    await settled();
    expect(model.list.value).toBe('hint');
    expect(model.suggestions.value).toEqual([]);
  });

  it('reports a failure and asks again on retry', async () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('ал');
    asked[0]!.answer.reject(new ApiError('http', 'HTTP 500', { url: '/local/ajax/geo/ajax_cities.php', status: 500 }));
    await settled();
    expect(model.list.value).toBe('error');
    expect(model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    model.retry();
    expect(asked.map((call) => call.query)).toEqual(['ал', 'ал']);
    asked[1]!.answer.resolve({ suggestions: [ALMATY] });
    await settled();
    expect(model.list.value).toBe('results');
  });

  it('moves the highlight with the arrows and chooses it with Enter, from the list', async () => {
    const { model, asked, chosen } = setup();
    model.open();
    model.setQuery('а');
    model.setQuery('ал');
    asked[0]!.answer.resolve({ suggestions: [ALMATY, { ...ALMATY, city_name: 'Алдан', country_name: 'Россия', country_code: 'RU' }] });
    await settled();
    model.move(1);
    model.move(1);
    model.move(1);
    expect(model.activeIndex.value).toBe(0);
    expect(model.chooseActive()).toBe(true);
    expect(chosen).toEqual([{ city: { cityName: 'Алматы', countryName: 'Казахстан', countryCode: 'KZ' }, fromList: true }]);
    expect(model.state.value).toBe('saving');
  });

  it('Enter without a highlight chooses the city named as typed, е for ё', async () => {
    const { model, asked, chosen } = setup();
    model.open();
    model.setQuery('орел');
    asked[0]!.answer.resolve({ suggestions: [OREL] });
    await settled();
    expect(model.chooseActive()).toBe(true);
    expect(chosen[0]?.city.cityName).toBe('Орёл');
  });

  it('Enter chooses nothing while the typed text names no single city', async () => {
    const { model, asked, chosen } = setup();
    model.open();
    model.setQuery('ор');
    asked[0]!.answer.resolve({ suggestions: [OREL] });
    await settled();
    expect(model.chooseActive()).toBe(false);
    expect(chosen).toEqual([]);
  });

  it('closing drops the query and any pending answer; opening again starts empty', async () => {
    const { model, asked } = setup();
    model.open();
    expect(model.state.value).toBe('choosing');
    model.setQuery('мо');
    model.close();
    expect(model.state.value).toBe('idle');
    asked[0]!.answer.resolve({ suggestions: [MOSCOW] });
    await settled();
    model.open();
    expect(model.query.value).toBe('');
    expect(model.suggestions.value).toEqual([]);
    expect(model.list.value).toBe('hint');
  });

  it('after dispose, the request on its way is aborted and its answer, or its failure, never shows', async () => {
    const { model, asked } = setup();
    model.open();
    model.setQuery('мо');
    model.dispose();
    expect(asked[0]!.options?.signal?.aborted).toBe(true);
    asked[0]!.answer.resolve({ suggestions: [MOSCOW] });
    await settled();
    expect(model.suggestions.value).toEqual([]);
    expect(model.list.value).not.toBe('results');

    const failing = setup();
    failing.model.open();
    failing.model.setQuery('ал');
    failing.model.dispose();
    failing.asked[0]!.answer.reject(new ApiError('http', 'HTTP 500', { url: '/local/ajax/geo/ajax_cities.php', status: 500 }));
    await settled();
    expect(failing.model.list.value).not.toBe('error');
    expect(failing.model.error.value).toBe('');
  });
});
