import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, isApiError, latest, object, optional, text, type Api, type SearchSuggestion } from '@shop-islands/api';
import { checkProps, filledText, refine } from '../runtime/check-props';
import type { Clock } from '../ui/clock';
import { messages } from './search-suggest.messages';
import { nextActiveIndex, queryToSend, SUGGEST_DEBOUNCE_MS, switchKeyboardLayout } from './search-suggest.rules';

/**
 * One word for the island (docs/contributing.md#house-style): `closed` (no list), `loading` (the list
 * waits for the answer to what is typed now), `open` (suggestions), `empty` (nothing found), `error`.
 */
export type SearchSuggestState = 'closed' | 'loading' | 'open' | 'empty' | 'error';

/** docs/islands/search-suggest.md: the dropdown is 570 px wide in the header, 300 px in the side menu. */
export type SearchSuggestVariant = 'header' | 'side-menu';

/** Props from the template. */
export interface SearchSuggestProps {
  /** The results page the form submits to. */
  action: string;
  /** The query the page was printed for, in the field. */
  query: string;
  variant: SearchSuggestVariant;
  /** The form's and field's accessible name, when a page has two search boxes. */
  label: string;
}

/** What the model needs; tests hand in fakes. */
export interface SearchSuggestDeps {
  api: Pick<Api, 'searchSuggest'>;
  clock: Clock;
  /** Reads a text out to screen readers (`ui/live-region`). */
  announce(message: string): void;
  /** Goes to an address (a chosen suggestion). */
  navigate(url: string): void;
  /** What the field holds when the island takes over: what the shopper typed into the fallback, else the page's query. */
  initialQuery: string;
}

/** An answered query and what it found; `converted` is the query in the other layout that found it. */
interface Answer {
  query: string;
  suggestions: readonly SearchSuggestion[];
  converted: string | null;
}

export interface SearchSuggestModel {
  readonly state: ReadonlySignal<SearchSuggestState>;
  /** The field's text, as typed. */
  readonly query: ReadonlySignal<string>;
  /** The list shown: always the answer to what the field says now, never to an older text. */
  readonly suggestions: ReadonlySignal<readonly SearchSuggestion[]>;
  /** The query the list was answered for (the `q` sent), '' without a list. */
  readonly shownFor: ReadonlySignal<string>;
  /** The other-layout query the list shows results for, or null (docs/islands/search-suggest.md). */
  readonly converted: ReadonlySignal<string | null>;
  /** The highlighted suggestion's index, -1 for none. */
  readonly activeIndex: ReadonlySignal<number>;
  readonly activeSuggestion: ReadonlySignal<SearchSuggestion | null>;
  /** The failure's Russian text in the `error` state. */
  readonly error: ReadonlySignal<string>;
  /** The field changed: from 2 characters the suggestions follow after a pause (docs/islands/search-suggest.md). */
  setQuery(value: string): void;
  /** ArrowDown / ArrowUp: opens the list if it is closed, asks again after a failure, else moves the highlight. */
  move(step: 1 | -1): void;
  /** «Повторить» after a failure: asks again for the text in the field, at once. */
  retry(): void;
  /** Enter: goes to the highlighted suggestion; false when none is (the form then submits). */
  chooseActive(): boolean;
  /** Escape, or the focus left the box: the list closes, the text stays; false when nothing was open. */
  close(): boolean;
  dispose(): void;
}

/** The search box with suggestions (docs/islands/search-suggest.md: minimum, pause, supersede, keyboard layout). */
export function createSearchSuggestModel({ api, clock, announce, navigate, initialQuery }: SearchSuggestDeps): SearchSuggestModel {
  const state = signal<SearchSuggestState>('closed');
  const query = signal(initialQuery);
  const suggestions = signal<readonly SearchSuggestion[]>([]);
  const shownFor = signal('');
  const converted = signal<string | null>(null);
  const activeIndex = signal(-1);
  const error = signal('');
  const activeSuggestion = computed(() => suggestions.value[activeIndex.value] ?? null);
  // docs/embedding.md#network: a newer request aborts the older one, whose answer is never shown.
  const lane = latest();
  let timer: unknown = null;
  let answered: Answer | null = null;

  const stopWaiting = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    lane.cancel();
  };

  // In one batch: a view never sees a list with another query's label.
  const hideList = (next: SearchSuggestState) =>
    batch(() => {
      suggestions.value = [];
      shownFor.value = '';
      converted.value = null;
      activeIndex.value = -1;
      state.value = next;
    });

  const show = (answer: Answer) => {
    batch(() => {
      suggestions.value = answer.suggestions;
      shownFor.value = answer.query;
      converted.value = answer.converted;
      activeIndex.value = -1;
      state.value = answer.suggestions.length ? 'open' : 'empty';
    });
    const count = answer.suggestions.length ? messages.found(answer.suggestions.length) : messages.nothingFound;
    announce(answer.converted ? `${messages.converted(answer.converted)}. ${count}` : count);
  };

  const ask = async (q: string) => {
    timer = null;
    try {
      const first = await lane.run((signal) => api.searchSuggest(q, { signal }));
      let answer: Answer = { query: q, suggestions: first.suggestions, converted: null };
      // docs/islands/search-suggest.md: a query that finds nothing is asked again in the other keyboard layout.
      const other = first.suggestions.length ? null : switchKeyboardLayout(q);
      if (other) {
        const second = await lane.run((signal) => api.searchSuggest(other, { signal }));
        if (second.suggestions.length) answer = { query: q, suggestions: second.suggestions, converted: other };
      }
      // The lane drops superseded answers; this guards the text itself changing meanwhile.
      if (queryToSend(query.peek()) !== q) return;
      answered = answer;
      show(answer);
    } catch (failure) {
      if (isApiError(failure, 'aborted')) return;
      hideList('error');
      error.value = apiErrorMessage(failure);
      announce(error.value);
    }
  };

  // docs/islands/search-suggest.md#errors: a deliberate retry, so no typing pause first.
  const retry = () => {
    if (state.peek() !== 'error') return;
    const q = queryToSend(query.peek());
    if (q === null) return;
    stopWaiting();
    hideList('loading');
    void ask(q);
  };

  const search = (value: string) => {
    stopWaiting();
    const q = queryToSend(value);
    if (q === null) return hideList('closed');
    // The same text again (a letter typed and deleted): its answer is still good.
    if (answered?.query === q) return show(answered);
    // Never a stale list: what was shown belongs to the old text, so it goes at once.
    hideList('loading');
    timer = clock.setTimeout(() => void ask(q), SUGGEST_DEBOUNCE_MS);
  };

  return {
    state,
    query,
    suggestions,
    shownFor,
    converted,
    activeIndex,
    activeSuggestion,
    error,
    setQuery(value) {
      if (value === query.peek() && state.peek() !== 'closed') return;
      query.value = value;
      search(value);
    },
    move(step) {
      if (state.peek() === 'closed') return search(query.peek());
      if (state.peek() === 'error') return retry();
      if (state.peek() === 'open') activeIndex.value = nextActiveIndex(activeIndex.peek(), step, suggestions.peek().length);
    },
    chooseActive() {
      const chosen = activeSuggestion.peek();
      if (!chosen || state.peek() !== 'open') return false;
      navigate(chosen.url);
      return true;
    },
    retry,
    close() {
      if (state.peek() === 'closed') return false;
      stopWaiting();
      hideList('closed');
      return true;
    },
    dispose: stopWaiting,
  };
}

const variant = refine(text, "'header' or 'side-menu'", (value) => value === 'header' || value === 'side-menu') as (
  value: unknown,
  path: string,
) => SearchSuggestVariant;

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  action: optional(filledText, '/search/'),
  query: optional(text, ''),
  variant: optional(variant, 'header'),
  label: optional(filledText, messages.inputLabel),
});

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseSearchSuggestProps(raw: unknown): SearchSuggestProps {
  return checkProps(propsCheck, raw);
}
