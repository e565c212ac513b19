import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, isApiError, latest, object, optional, text, type CallOptions, type CitySuggestion, type CitySuggestions } from '@shop-islands/api';
import type { CityState } from '@shop-islands/store';
import { checkProps, filledText } from '../runtime/check-props';
import { messages } from './city-picker.messages';
import { isLongEnough, nextActiveIndex, typedSuggestion } from './city-picker.rules';

/**
 * What the island is doing: `idle` (the header link), `asking` (the first-visit popover «is this
 * your city?»), `choosing` (the modal is open), `saving` (a city was chosen; the page reloads).
 */
export type CityPickerState = 'idle' | 'asking' | 'choosing' | 'saving';

/** What the modal's list shows: the 2-character hint, the wait, the cities, none, or the failure. */
export type CityListState = 'hint' | 'loading' | 'results' | 'nothing' | 'error';

/** A city with its country, as the store keeps it. */
export type CityChoice = Omit<CityState, 'chosen'>;

/** Props from the template: the city the server printed (docs/islands/city-picker.md#props). */
export interface CityPickerProps {
  cityName: string;
  countryName: string;
  countryCode: string;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = /* @__PURE__ */ object({
  cityName: filledText,
  countryName: optional(text, ''),
  countryCode: optional(text, ''),
});

/** Checks the template's props: the city's name is required, its country optional. */
export function parseCityPickerProps(raw: unknown): CityPickerProps {
  return checkProps(propsCheck, raw);
}

export interface CityPickerDeps {
  /** The city the server printed. */
  shown: CityPickerProps;
  /** The store's city (cookies and `userCity`). */
  city: ReadonlySignal<CityState>;
  api: { citySuggest(query: string, options?: CallOptions): Promise<CitySuggestions> };
  /**
   * The store's `chooseCity`: cookies, `userCity`, the country rule and the reload. The store
   * fetches the code that writes a choice the first time, so it may fail (a lost connection).
   * It settles with false when it saved nothing (a city without a name).
   */
  chooseCity(city: CityChoice, options: { fromList: boolean }): boolean | void | Promise<boolean | void>;
  /** The store's `confirmCity`: the shown city becomes the chosen one. */
  confirmCity(city: CityChoice): void | Promise<void>;
  /** Reads a text out to screen readers (`ui/live-region`). */
  announce(message: string): void;
  /**
   * Settles when the browser shows this page again from its back-forward cache (the shopper
   * pressed Back after the page a choice reloaded to): the page's next `pageshow`.
   */
  whenShownAgain(): PromiseLike<unknown> | void;
}

export interface CityPickerModel {
  readonly state: ReadonlySignal<CityPickerState>;
  /** The city the header shows: the store's, else the server's. */
  readonly current: ReadonlySignal<CityChoice>;
  /**
   * The city just chosen, while `state` is `saving`, else null. The store writes it only once the
   * code that saves a choice has loaded, so until then `current` still names the old city.
   */
  readonly chosen: ReadonlySignal<CityChoice | null>;
  readonly query: ReadonlySignal<string>;
  readonly list: ReadonlySignal<CityListState>;
  readonly suggestions: ReadonlySignal<readonly CitySuggestion[]>;
  /** The highlighted option (`aria-activedescendant`), -1 for none. */
  readonly activeIndex: ReadonlySignal<number>;
  /** Why the list could not be loaded (the shared text for the kind of failure), while `list` is `error`. */
  readonly error: ReadonlySignal<string>;
  /** Opens the modal with an empty field. */
  open(): void;
  /** Closes the modal (or the popover) without choosing. */
  close(): void;
  /** «Да» in the popover; resolves true once the choice is saved and the question gone. */
  confirm(): Promise<boolean>;
  setQuery(query: string): void;
  /** Asks again after a failure. */
  retry(): void;
  move(step: 1 | -1): void;
  highlight(index: number): void;
  choose(suggestion: CitySuggestion): void;
  /** Enter: the highlighted option, else the one named as typed; false when there is none. */
  chooseActive(): boolean;
  dispose(): void;
}

/** The city picker's state and actions (docs/islands/city-picker.md). */
export function createCityPickerModel(deps: CityPickerDeps): CityPickerModel {
  const { shown, city, api } = deps;
  // docs/islands/city-picker.md: the popover asks only while no "chosen" cookie says the shopper answered.
  const state = signal<CityPickerState>(city.peek().chosen ? 'idle' : 'asking');
  const current = computed<CityChoice>(() => {
    const stored = city.value;
    return stored.cityName !== ''
      ? { cityName: stored.cityName, countryName: stored.countryName, countryCode: stored.countryCode }
      : { cityName: shown.cityName, countryName: shown.countryName, countryCode: shown.countryCode };
  });
  const chosen = signal<CityChoice | null>(null);
  const query = signal('');
  const list = signal<CityListState>('hint');
  const suggestions = signal<readonly CitySuggestion[]>([]);
  const activeIndex = signal(-1);
  const error = signal('');
  // docs/islands/city-picker.md: only the newest query may fill the list; an older answer is dropped.
  const lane = latest();

  const reset = () => {
    lane.cancel();
    batch(() => {
      query.value = '';
      list.value = 'hint';
      suggestions.value = [];
      activeIndex.value = -1;
    });
  };

  const ask = (typed: string) => {
    batch(() => {
      activeIndex.value = -1;
      suggestions.value = [];
      list.value = isLongEnough(typed) ? 'loading' : 'hint';
    });
    if (!isLongEnough(typed)) {
      lane.cancel();
      return;
    }
    lane.run((signal) => api.citySuggest(typed.trim(), { signal })).then(
      (answer) => {
        batch(() => {
          suggestions.value = answer.suggestions;
          list.value = answer.suggestions.length > 0 ? 'results' : 'nothing';
        });
      },
      (failure: unknown) => {
        if (isApiError(failure, 'aborted')) return;
        batch(() => {
          error.value = apiErrorMessage(failure);
          list.value = 'error';
        });
      },
    );
  };

  const choose = (suggestion: CitySuggestion) => {
    // One choice at a time: the field stays focusable while it is saved (docs/islands/city-picker.md#choosing).
    if (state.peek() === 'saving') return;
    lane.cancel();
    const choice = { cityName: suggestion.city_name, countryName: suggestion.country_name, countryCode: suggestion.country_code };
    batch(() => {
      chosen.value = choice;
      state.value = 'saving';
    });
    // Not saved: the modal comes back as it was, so the shopper can choose again (docs/islands/city-picker.md#errors).
    const notSaved = () => {
      if (state.peek() !== 'saving') return;
      batch(() => {
        chosen.value = null;
        state.value = 'choosing';
      });
      deps.announce(messages.notSaved);
    };
    // docs/embedding.md#cookies: chosen from the list, so the country cookies last 2 days.
    const saving = deps.chooseCity(choice, { fromList: true });
    void Promise.resolve(saving).then((saved) => {
      // A choice the store refuses (a city without a name) settles all the same, with no reload to wait for.
      if (saved === false) {
        notSaved();
        return;
      }
      // docs/islands/city-picker.md#choosing: back from the browser's cache the page is not reloading
      // any more: the modal closes and the city can be chosen again.
      void deps.whenShownAgain()?.then(() => {
        if (state.peek() !== 'saving') return;
        reset();
        batch(() => {
          chosen.value = null;
          state.value = 'idle';
        });
      });
    }, notSaved);
  };

  return {
    state,
    current,
    chosen,
    query,
    list,
    suggestions,
    activeIndex,
    error,
    open() {
      reset();
      state.value = 'choosing';
    },
    close() {
      reset();
      if (state.peek() !== 'saving') state.value = 'idle';
    },
    confirm() {
      const confirmed = current.peek();
      // The question goes once the choice is saved (the cookies written), so a shopper who leaves
      // the page at once keeps it; not saved, it stays for another answer.
      return Promise.resolve(deps.confirmCity(confirmed)).then(
        () => {
          if (state.peek() !== 'asking') return false;
          state.value = 'idle';
          // docs/islands/city-picker.md#keyboard-and-screen-readers: the question closes by itself, so say why.
          deps.announce(messages.confirmed(confirmed.cityName));
          return true;
        },
        () => {
          // docs/islands/city-picker.md#errors: not saved (the code that writes it did not load): the
          // question stays for another try, and says so, as the modal does.
          if (state.peek() === 'asking') deps.announce(messages.notSaved);
          return false;
        },
      );
    },
    setQuery(typed) {
      query.value = typed;
      ask(typed);
    },
    retry() {
      ask(query.peek());
    },
    move(step) {
      activeIndex.value = nextActiveIndex(activeIndex.peek(), step, suggestions.peek().length);
    },
    highlight(index) {
      activeIndex.value = index;
    },
    choose,
    chooseActive() {
      const picked = suggestions.peek()[activeIndex.peek()] ?? typedSuggestion(suggestions.peek(), query.peek());
      if (!picked) return false;
      choose(picked);
      return true;
    },
    dispose() {
      lane.cancel();
    },
  };
}
