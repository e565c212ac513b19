import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '@shop-islands/api';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { formatPrice } from '../ui/money';
import { messages } from './search-suggest.messages';
import type { SearchSuggestModel, SearchSuggestProps } from './search-suggest.model';
import { availabilityOf } from './search-suggest.rules';
import './search-suggest.css';

/** Where the shopper's caret was in the fallback field, so the island's field carries on from there. */
export interface FieldCaret {
  start: number;
  end: number;
  /** The fallback field had the focus. */
  focused: boolean;
}

/** A price as the server printed it: a bare number in roubles the Russian way, anything else as it came. */
function priceText(price: string): string {
  return /^\d+(\.\d+)?$/.test(price.trim()) ? formatPrice(Number(price)) : price;
}

function SuggestionOption({ suggestion, id, active }: { suggestion: SearchSuggestion; id: string; active: boolean }) {
  const availability = availabilityOf(suggestion);
  return (
    // An option that is a real link: a click (or a middle click) opens the product like any link;
    // tabIndex -1 keeps Tab out of the list, the field keeps the focus (aria-activedescendant).
    <a id={id} role="option" aria-selected={active} href={suggestion.url} tabIndex={-1} className="si-search-suggest__option" data-availability={availability}>
      <span className="si-search-suggest__image">{suggestion.img ? <img src={suggestion.img} alt="" width={48} height={48} loading="lazy" /> : null}</span>
      <span className="si-search-suggest__text">
        <span className="si-search-suggest__name">{suggestion.name}</span>
        {suggestion.section ? <span className="si-search-suggest__section">{suggestion.section}</span> : null}
        <span className="si-search-suggest__availability">{messages.availability[availability]}</span>
      </span>
      {/* docs/islands/search-suggest.md#server-calls: the price only when the product is available. */}
      {availability === 'available' && suggestion.price ? <span className="si-search-suggest__price">{priceText(suggestion.price)}</span> : null}
    </a>
  );
}

/** The search form and its suggestion list, a WAI-ARIA combobox (docs/islands/search-suggest.md). */
export function SearchSuggestView({ model, props, caret }: { model: SearchSuggestModel; props: SearchSuggestProps; caret?: FieldCaret }) {
  const state = useSignalValue(model.state);
  const query = useSignalValue(model.query);
  const suggestions = useSignalValue(model.suggestions);
  const shownFor = useSignalValue(model.shownFor);
  const converted = useSignalValue(model.converted);
  const activeIndex = useSignalValue(model.activeIndex);
  const error = useSignalValue(model.error);
  const listId = useIslandId();
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-${index}`;
  const listShown = state === 'open' && suggestions.length > 0;

  useLayoutEffect(() => {
    // docs/islands/search-suggest.md#when-it-loads: the shopper carries on typing where the caret was.
    const input = inputRef.current;
    if (!caret || !input) return;
    if (caret.focused) input.focus();
    input.setSelectionRange(caret.start, caret.end);
    // Only at mount: later the field keeps its own caret.
  }, []);

  useLayoutEffect(() => {
    // The highlighted option stays in view as the arrows move through a long list.
    if (activeIndex < 0) return;
    const option = inputRef.current?.ownerDocument.getElementById(optionId(activeIndex));
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // With a suggestion highlighted Enter opens it; otherwise the form submits to the results page.
      if (model.chooseActive()) event.preventDefault();
    } else if (event.key === 'Escape') {
      // The list closes and the text stays (the browser would clear a search field on Escape).
      if (model.close()) event.preventDefault();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) model.close();
  };

  return (
    <div className={`si-search-suggest si-search-suggest--${props.variant}`} data-state={state} onBlur={onBlur}>
      <form className="si-search-suggest__form" role="search" aria-label={props.label} action={props.action} method="get">
        <input
          ref={inputRef}
          className="si-search-suggest__input"
          type="search"
          name="q"
          role="combobox"
          aria-label={props.label}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={messages.placeholder}
          autoComplete="off"
          value={query}
          onChange={(event) => model.setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="si-search-suggest__submit">
          {messages.submit}
        </button>
      </form>
      {state === 'closed' ? null : (
        // A press in the dropdown leaves the focus in the field: the list stays until the click lands
        // (browsers that do not focus links on click would otherwise blur the box and close it first).
        <div className="si-search-suggest__dropdown" data-part="dropdown" onMouseDown={(event) => event.preventDefault()}>
          {state === 'loading' ? <p className="si-search-suggest__status">{messages.loading}</p> : null}
          {state === 'empty' ? <p className="si-search-suggest__status">{messages.nothingFound}</p> : null}
          {state === 'error' ? (
            <p className="si-search-suggest__status si-search-suggest__status--error">
              {error}{' '}
              <button
                type="button"
                className="si-search-suggest__retry"
                onClick={() => {
                  // The button goes away with the error: the field keeps the focus, for typing on.
                  inputRef.current?.focus();
                  model.retry();
                }}
              >
                {messages.retry}
              </button>
            </p>
          ) : null}
          {listShown ? (
            <>
              {converted ? <p className="si-search-suggest__note">{messages.converted(converted)}</p> : null}
              <div id={listId} role="listbox" aria-label={messages.listLabel} className="si-search-suggest__list" data-query={shownFor}>
                {suggestions.map((suggestion, index) => (
                  <SuggestionOption key={`${index}:${suggestion.url}`} suggestion={suggestion} id={optionId(index)} active={index === activeIndex} />
                ))}
              </div>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}
