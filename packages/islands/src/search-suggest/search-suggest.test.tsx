import { ApiError } from '@shop-islands/api';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from '@shop-islands/store';
import { setPageRuntime } from '../runtime/page';
import { mountLikeTheLoader } from '../runtime/testkit';
import { manualClock } from '../ui/clock.testkit';
import searchSuggest from './search-suggest.island';
import { createSearchSuggestModel, type SearchSuggestProps } from './search-suggest.model';
import { SUGGEST_DEBOUNCE_MS } from './search-suggest.rules';
import { answeringSuggestApi, heldSuggestApi, SUGGESTIONS } from './search-suggest.testkit';
import { SearchSuggestView, type FieldCaret } from './search-suggest.view';

type Api = Parameters<typeof createSearchSuggestModel>[0]['api'];

const PROPS: SearchSuggestProps = { action: '/search/', query: '', variant: 'header', label: 'Поиск по каталогу' };

function renderSearch(api: Api, options: { props?: Partial<SearchSuggestProps>; initialQuery?: string; caret?: FieldCaret } = {}) {
  const clock = manualClock();
  const visited: string[] = [];
  const model = createSearchSuggestModel({ api, clock, announce: () => {}, navigate: (url) => visited.push(url), initialQuery: options.initialQuery ?? '' });
  const view = render(<SearchSuggestView model={model} props={{ ...PROPS, ...options.props }} caret={options.caret} />);
  const user = userEvent.setup();
  /** The pause after typing: the request goes, and its answer renders. */
  const pause = () => act(() => clock.tick(SUGGEST_DEBOUNCE_MS));
  return { model, clock, visited, user, pause, ...view };
}

const field = () => screen.getByRole('combobox', { name: 'Поиск по каталогу' });

describe('search-suggest view', () => {
  it('is a search form whose field is a combobox, closed at first', () => {
    renderSearch(answeringSuggestApi({}).api, { initialQuery: 'a93' });
    expect(screen.getByRole('search', { name: 'Поиск по каталогу' })).toHaveAttribute('action', '/search/');
    expect(field()).toHaveValue('a93');
    expect(field()).toHaveAttribute('name', 'q');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('button', { name: 'Найти' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the loading line while the answer is on its way, then the suggestions', async () => {
    const { api, calls } = heldSuggestApi();
    const { user, pause, container } = renderSearch(api);
    await user.type(field(), 'си');
    expect(screen.getByText('Ищем…')).toBeVisible();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    pause();
    await act(async () => calls[0]!.reply(SUGGESTIONS));
    const list = await screen.findByRole('listbox', { name: 'Подсказки поиска' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(screen.queryByText('Ищем…')).toBeNull();
  });

  it('shows name, image, section, availability, and the price only when available', async () => {
    const { pause, user, container } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    await user.type(field(), 'си');
    pause();
    const [onSale, awaited, withdrawn] = await screen.findAllByRole('option');
    expect(onSale).toHaveTextContent('Автосигнализация Стражъ A93 v2 2CAN+2LIN');
    expect(onSale).toHaveTextContent('Автосигнализации');
    expect(onSale).toHaveTextContent('В наличии');
    expect(onSale).toHaveTextContent(/15\s990\s₽/);
    expect(onSale).toHaveAttribute('href', SUGGESTIONS[0]!.url);
    expect(onSale!.querySelector('img')).toHaveAttribute('src', '/images/products/101.svg');
    expect(awaited).toHaveTextContent('Временно нет в наличии');
    expect(awaited).not.toHaveTextContent('₽');
    expect(withdrawn).toHaveTextContent('Нет в продаже');
    expect(withdrawn).not.toHaveTextContent('₽');
    // Names are text: the markup in a name is shown as typed, never built.
    expect(withdrawn).toHaveTextContent('Сигнализация <b>Архив</b> 2019');
    expect(container.querySelector('b')).toBeNull();
  });

  it('says when nothing was found, and shows the failure text', async () => {
    const { api, calls } = heldSuggestApi();
    const { user, pause } = renderSearch(api);
    await user.type(field(), 'qq');
    pause();
    await act(async () => calls[0]!.reply([]));
    await act(async () => calls[1]!.reply([]));
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field(), 'q');
    pause();
    await act(async () => calls[2]!.fail(new ApiError('network', 'offline', { url: '' })));
    expect(await screen.findByText('Нет связи с сервером. Проверьте подключение к интернету.')).toBeVisible();
  });

  it('offers «Повторить» after a failure, by pointer and by keyboard, the focus staying in the field', async () => {
    const { api, calls } = heldSuggestApi();
    const { user, pause } = renderSearch(api);
    await user.type(field(), 'си');
    pause();
    await act(async () => calls[0]!.fail(new ApiError('timeout', 'timeout', { url: '' })));
    expect(await screen.findByText(/^Сервер не ответил вовремя\. Попробуйте ещё раз\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(calls.map((call) => call.q)).toEqual(['си', 'си']);
    expect(screen.getByText('Ищем…')).toBeVisible();
    expect(field()).toHaveFocus();
    await act(async () => calls[1]!.fail(new ApiError('timeout', 'timeout', { url: '' })));

    // By keyboard: Tab past «Найти» to «Повторить», Enter; the focus comes back to the field.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(3);
    expect(field()).toHaveFocus();
    await act(async () => calls[2]!.fail(new ApiError('network', 'offline', { url: '' })));

    // Or ArrowDown in the field, as when the list was closed.
    await user.keyboard('{ArrowDown}');
    expect(calls).toHaveLength(4);
    await act(async () => calls[3]!.reply(SUGGESTIONS));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('tells which query the list shows when it was asked in the other layout', async () => {
    const { user, pause } = renderSearch(answeringSuggestApi({ сигнализация: SUGGESTIONS }).api);
    await user.type(field(), 'cbuyfkbpfwbz');
    pause();
    expect(await screen.findByText('Показаны результаты по запросу «сигнализация»')).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves the highlight with the arrows (aria-activedescendant) and opens the item on Enter', async () => {
    const { user, pause, visited } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    await user.type(field(), 'си');
    pause();
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(field()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visited).toEqual([SUGGESTIONS[1]!.url]);
  });

  it('submits the form to the results page when no item is highlighted', async () => {
    const { user, pause, container } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    const submitted: string[] = [];
    container.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as Record<string, string>).toString());
    });
    await user.type(field(), 'си');
    pause();
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(submitted).toEqual(['q=%D1%81%D0%B8']);
  });

  it('closes on Escape with the text kept, and the arrow opens it again', async () => {
    const { user, pause } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    await user.type(field(), 'си');
    pause();
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveValue('си');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('closes when the focus leaves the box', async () => {
    const { user, pause } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    await user.type(field(), 'си');
    pause();
    await screen.findByRole('listbox');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Найти' })).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the focus in the field and the list open while an option is pressed', async () => {
    const { user, pause } = renderSearch(answeringSuggestApi({ си: SUGGESTIONS }).api);
    await user.type(field(), 'си');
    pause();
    const [first] = await screen.findAllByRole('option');
    await user.pointer({ keys: '[MouseLeft>]', target: first! });
    expect(field()).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.pointer({ keys: '[/MouseLeft]', target: first! });
  });

  it('marks the side-menu variant for its 300 px dropdown', () => {
    const { container } = renderSearch(answeringSuggestApi({}).api, { props: { variant: 'side-menu' } });
    expect(container.firstElementChild).toHaveClass('si-search-suggest--side-menu');
  });

  it('carries on from the caret the shopper left in the fallback field', () => {
    renderSearch(answeringSuggestApi({}).api, { initialQuery: 'сигнализация', caret: { start: 3, end: 5, focused: true } });
    expect(field()).toHaveFocus();
    expect((field() as HTMLInputElement).selectionStart).toBe(3);
    expect((field() as HTMLInputElement).selectionEnd).toBe(5);
  });
});

describe('search-suggest island in the side menu', () => {
  mountLikeTheLoader();
  afterEach(() => {
    vi.useRealTimers();
    setPageRuntime(null);
    document.body.innerHTML = '';
  });

  it('is heard there: its answers are read from inside the side panel\'s modal <dialog>, which makes the rest of the page inert', async () => {
    vi.useFakeTimers();
    const store = createStore({ storage: null, cookies: { get: () => undefined, set: () => {}, remove: () => {} }, window: null, document: null });
    setPageRuntime({
      store,
      config: { sessid: 'abc', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'normal' },
      apiDeps: {
        fetch: async () => new Response(JSON.stringify({ suggestions: SUGGESTIONS }), { headers: { 'Content-Type': 'application/json' } }),
        sessid: () => 'abc',
        endpoints: {},
        baseUrl: 'http://shop.test',
      },
    });
    // docs/islands/side-panel.md: the panel is a modal <dialog>, the side menu's search inside it.
    const panel = document.body.appendChild(document.createElement('dialog'));
    panel.showModal();
    const element = panel.appendChild(document.createElement('div'));
    element.innerHTML = '<form action="/search/"><input name="q" aria-label="Поиск по каталогу"></form>';
    await searchSuggest.mount({ ...PROPS, variant: 'side-menu' }, { name: 'search-suggest', element, events: [], fail: () => {} }).ready;
    fireEvent.change(field(), { target: { value: 'си' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 100);
    });
    const spoken = within(panel).getByText('Найдено 3 товара');
    expect(spoken).toHaveAttribute('role', 'status');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
  });
});
