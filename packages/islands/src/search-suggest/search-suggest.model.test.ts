import { ApiError } from '@shop-islands/api';
import { manualClock } from '../ui/clock.testkit';
import { createSearchSuggestModel, parseSearchSuggestProps } from './search-suggest.model';
import { SUGGEST_DEBOUNCE_MS } from './search-suggest.rules';
import { answeringSuggestApi, heldSuggestApi, SUGGESTIONS } from './search-suggest.testkit';

type Api = Parameters<typeof createSearchSuggestModel>[0]['api'];

function setUp(api: Api, initialQuery = '') {
  const clock = manualClock();
  const announced: string[] = [];
  const visited: string[] = [];
  const model = createSearchSuggestModel({ api, clock, announce: (text) => announced.push(text), navigate: (url) => visited.push(url), initialQuery });
  /** Types `text` one character at a time, `gap` ms apart, as a shopper would. */
  const type = (text: string, gap = 40) => {
    for (const char of text) {
      model.setQuery(model.query.peek() + char);
      clock.tick(gap);
    }
  };
  return { model, clock, announced, visited, type };
}

describe('search-suggest model', () => {
  it('asks nothing below 2 characters', () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('с');
    clock.tick(SUGGEST_DEBOUNCE_MS * 4);
    model.setQuery('  с ');
    clock.tick(SUGGEST_DEBOUNCE_MS * 4);
    expect(calls).toEqual([]);
    expect(model.state.value).toBe('closed');
  });

  it('asks once the shopper pauses, with the text trimmed', () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery(' си');
    expect(model.state.value).toBe('loading');
    clock.tick(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    clock.tick(1);
    expect(calls.map((call) => call.q)).toEqual(['си']);
  });

  it('sends at most 2 requests for 12 characters typed at 40 ms intervals, and shows no stale list', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock, type } = setUp(api);
    const shown: string[] = [];
    // Every list the model ever shows, with the text the field said at that moment.
    model.suggestions.subscribe((list) => list.length && shown.push(`${model.shownFor.peek()}|${model.query.peek().trim()}`));
    type('сигнализация');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(calls.map((call) => call.q)).toEqual(['сигнализация']);
    calls.at(-1)!.reply(SUGGESTIONS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(shown).toEqual(['сигнализация|сигнализация']);
  });

  it('never shows the late answer to an older text: the newer text aborts its request', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    const older = calls[0]!;
    model.setQuery('сиг');
    expect(older.signal?.aborted).toBe(true);
    older.reply(SUGGESTIONS);
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await Promise.resolve();
    expect(model.state.value).toBe('loading');
    expect(model.suggestions.value).toEqual([]);
    calls[1]!.reply(SUGGESTIONS.slice(0, 1));
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(model.shownFor.value).toBe('сиг');
    expect(model.suggestions.value).toHaveLength(1);
  });

  it('hides the list of the old text as soon as the text changes', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    calls[0]!.reply(SUGGESTIONS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    model.setQuery('сиг');
    expect(model.state.value).toBe('loading');
    expect(model.suggestions.value).toEqual([]);
  });

  it('closes and forgets the request when the text drops under 2 characters', () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    model.setQuery('с');
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(model.state.value).toBe('closed');
  });

  it('announces how many were found, in Russian plurals', async () => {
    for (const [count, text] of [
      [1, 'Найден 1 товар'],
      [3, 'Найдено 3 товара'],
      [5, 'Найдено 5 товаров'],
    ] as const) {
      const list = Array.from({ length: count }, (_, index) => ({ ...SUGGESTIONS[0]!, url: `/p/${index}/` }));
      const { api } = answeringSuggestApi({ a93: list });
      const { model, clock, announced } = setUp(api);
      model.setQuery('a93');
      clock.tick(SUGGEST_DEBOUNCE_MS);
      await vi.waitFor(() => expect(announced).toEqual([text]));
    }
  });

  it('asks again in the other keyboard layout when nothing is found, and says which query it shows', async () => {
    const { api, sent } = answeringSuggestApi({ сигнализация: SUGGESTIONS });
    const { model, clock, announced } = setUp(api);
    model.setQuery('cbuyfkbpfwbz');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(sent).toEqual(['cbuyfkbpfwbz', 'сигнализация']);
    expect(model.converted.value).toBe('сигнализация');
    expect(model.shownFor.value).toBe('cbuyfkbpfwbz');
    expect(announced).toEqual(['Показаны результаты по запросу «сигнализация». Найдено 3 товара']);
  });

  it('converts a Cyrillic-layout query to Latin the same way', async () => {
    const { api, sent } = answeringSuggestApi({ starline: SUGGESTIONS.slice(0, 1) });
    const { model, clock } = setUp(api);
    model.setQuery('ыефкдшту');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.converted.value).toBe('starline'));
    expect(sent).toEqual(['ыефкдшту', 'starline']);
  });

  it('says nothing was found when the other layout finds nothing either, or cannot be told', async () => {
    const { api, sent } = answeringSuggestApi({});
    const { model, clock, announced } = setUp(api);
    model.setQuery('qwerty');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.state.value).toBe('empty'));
    expect(model.converted.value).toBeNull();
    model.setQuery('gps трекер');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(sent).toEqual(['qwerty', 'йцукен', 'gps трекер']));
    await vi.waitFor(() => expect(announced).toEqual(['Ничего не найдено', 'Ничего не найдено']));
  });

  it('asks only once when the first answer found something', async () => {
    const { api, sent } = answeringSuggestApi({ cbuyfk: SUGGESTIONS });
    const { model, clock } = setUp(api);
    model.setQuery('cbuyfk');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(sent).toEqual(['cbuyfk']);
    expect(model.converted.value).toBeNull();
  });

  it('shows and announces the failure text, and treats an abort as no failure', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock, announced } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    calls[0]!.fail(new ApiError('http', 'HTTP 500', { url: '/local/ajax/search/suggest.php', status: 500 }));
    await vi.waitFor(() => expect(model.state.value).toBe('error'));
    expect(model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(announced).toEqual(['Ошибка сервера. Попробуйте позже.']);

    model.setQuery('сиг');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    calls[1]!.fail(new ApiError('aborted', 'aborted', { url: '' }));
    await Promise.resolve();
    expect(model.state.value).toBe('loading');
  });

  it('asks again for the same text after a failure, at once, on retry or an arrow', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock, announced } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    calls[0]!.fail(new ApiError('timeout', 'timeout', { url: '/local/ajax/search/suggest.php' }));
    await vi.waitFor(() => expect(model.state.value).toBe('error'));
    // The same text typed again is no retry (the field did not change): only «Повторить» or an arrow.
    model.setQuery('си');
    expect(calls).toHaveLength(1);

    model.retry();
    expect(model.state.value).toBe('loading');
    expect(calls.map((call) => call.q)).toEqual(['си', 'си']);
    calls[1]!.fail(new ApiError('network', 'offline', { url: '' }));
    await vi.waitFor(() => expect(model.state.value).toBe('error'));

    model.move(1);
    expect(calls.map((call) => call.q)).toEqual(['си', 'си', 'си']);
    calls[2]!.reply(SUGGESTIONS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(announced.at(-1)).toBe('Найдено 3 товара');
    // Nothing failed: nothing to retry.
    model.retry();
    expect(calls).toHaveLength(3);
    expect(clock.pending()).toBe(0);
  });

  it('moves through the list with the arrows and opens the highlighted item', async () => {
    const { api } = answeringSuggestApi({ си: SUGGESTIONS });
    const { model, clock, visited } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(model.chooseActive()).toBe(false);
    model.move(1);
    model.move(1);
    expect(model.activeSuggestion.value).toBe(model.suggestions.value[1]);
    model.move(-1);
    model.move(-1);
    expect(model.activeIndex.value).toBe(2);
    expect(model.chooseActive()).toBe(true);
    expect(visited).toEqual([SUGGESTIONS[2]!.url]);
  });

  it('closes on Escape keeping the text, and the arrow reopens the same answer without asking again', async () => {
    const { api, sent } = answeringSuggestApi({ си: SUGGESTIONS });
    const { model, clock } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    await vi.waitFor(() => expect(model.state.value).toBe('open'));
    expect(model.close()).toBe(true);
    expect(model.close()).toBe(false);
    expect(model.state.value).toBe('closed');
    expect(model.query.value).toBe('си');
    model.move(1);
    expect(model.state.value).toBe('open');
    expect(sent).toEqual(['си']);
  });

  it('Escape while waiting cancels the request: no list pops up afterwards', async () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('си');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    model.close();
    expect(calls[0]!.signal?.aborted).toBe(true);
    model.setQuery('сиг');
    model.close();
    clock.tick(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('starts with the text it was given and asks nothing until told', () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api, 'сигнализация');
    clock.tick(SUGGEST_DEBOUNCE_MS);
    expect(model.query.value).toBe('сигнализация');
    expect(calls).toEqual([]);
  });

  it('sends nothing after dispose', () => {
    const { api, calls } = heldSuggestApi();
    const { model, clock } = setUp(api);
    model.setQuery('си');
    model.dispose();
    clock.tick(SUGGEST_DEBOUNCE_MS);
    expect(calls).toEqual([]);
  });
});

describe('search-suggest props', () => {
  it('defaults every prop', () => {
    expect(parseSearchSuggestProps({})).toEqual({ action: '/search/', query: '', variant: 'header', label: 'Поиск по каталогу' });
  });

  it('takes the side-menu variant and refuses an unknown one, naming the field', () => {
    expect(parseSearchSuggestProps({ variant: 'side-menu', query: 'a93' })).toMatchObject({ variant: 'side-menu', query: 'a93' });
    expect(() => parseSearchSuggestProps({ variant: 'footer' })).toThrow(/props\.variant/);
    expect(() => parseSearchSuggestProps({ action: ' ' })).toThrow(TypeError);
  });
});
