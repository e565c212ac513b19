import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { CitySuggestion } from '@shop-islands/api';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { getTabbables } from '../ui/focusable';
import { lockBodyScroll } from '../ui/scroll-lock';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './city-picker.messages';
import type { CityListState, CityPickerModel } from './city-picker.model';
import { matchedPart } from './city-picker.rules';
import './city-picker.dialog.css';

/** The status line under the field, read by screen readers as it changes. */
function statusText(list: CityListState, count: number, saving: string | null): string {
  if (saving) return messages.saving(saving);
  if (list === 'hint') return messages.hint;
  if (list === 'loading') return messages.loading;
  if (list === 'nothing') return messages.nothing;
  if (list === 'results') return messages.found(count);
  return '';
}

/** A city's name with the typed part marked (е and ё alike), as text. */
function CityName({ name, query }: { name: string; query: string }) {
  const part = matchedPart(name, query);
  if (!part) return <>{name}</>;
  return (
    <>
      {part.before}
      <mark>{part.match}</mark>
      {part.after}
    </>
  );
}

/**
 * The city-choice modal (docs/islands/city-picker.md#keyboard-and-screen-readers): a dialog with
 * the focus moved in and kept in, Escape to close and the focus back on the header's city; in it a
 * WAI-ARIA combobox (list autocomplete, `aria-activedescendant`).
 */
export default function CityDialog({ model, returnFocusTo }: { model: CityPickerModel; returnFocusTo: HTMLElement | null }) {
  const titleId = useIslandId();
  const listId = useIslandId();
  const statusId = useIslandId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useSignalValue(model.state);
  const query = useSignalValue(model.query);
  const list = useSignalValue(model.list);
  const suggestions = useSignalValue(model.suggestions);
  const activeIndex = useSignalValue(model.activeIndex);
  const error = useSignalValue(model.error);
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = list === 'results' && suggestions.length > 0;
  const chosen = useSignalValue(model.chosen);
  // The city just chosen: the store may still hold the old one while it loads the code that saves it.
  const saving = state === 'saving' ? (chosen?.cityName ?? null) : null;

  // A layout effect: the field takes the focus in the press's own turn, so a phone opens its
  // keyboard (Preact runs plain effects after the paint, outside it).
  useLayoutEffect(() => {
    inputRef.current?.focus();
    const unlockScroll = lockBodyScroll();
    // Focus leaving without Tab (a script, a screen reader's cursor) is pulled back: the dialog is
    // modal. Not from another modal dialog opened over it (an alert, a second city mark's): that one
    // is modal now, and two dialogs pulling the focus in turn hung the page.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      const target = event.target as Element;
      if (dialog && target instanceof Node && !dialog.contains(target) && !target.closest?.('[aria-modal="true"]')) inputRef.current?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo]);

  useEffect(() => {
    if (activeIndex < 0) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option in sight.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      model.close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbables = getTabbables(dialogRef.current);
    const edge = event.shiftKey ? tabbables[0] : tabbables.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? tabbables.at(-1) : tabbables[0])?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      model.chooseActive();
    } else if (event.key === 'Escape' && query !== '') {
      // WAI-ARIA combobox: the first Escape clears the field (and the list), the next closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      model.setQuery('');
    }
  };

  const choose = (suggestion: CitySuggestion, index: number) => {
    model.highlight(index);
    model.choose(suggestion);
  };

  return createPortal(
    <div
      className="si-city-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) model.close();
      }}
    >
      <div
        ref={dialogRef}
        className="si-city-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-state={state === 'saving' ? 'saving' : list}
        onKeyDown={onDialogKeyDown}
      >
        <div className="si-city-dialog__head">
          <h2 id={titleId} className="si-city-dialog__title">
            {messages.title}
          </h2>
          <button type="button" className="si-city-dialog__close" aria-label={messages.close} onClick={model.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <label className="si-city-dialog__label" htmlFor={`${listId}-input`}>
          {messages.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className="si-city-dialog__input"
          type="text"
          role="combobox"
          autoComplete="off"
          // A string: the Preact flavour drops an attribute whose value is `false`.
          spellCheck="false"
          placeholder={messages.placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={statusId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          // Not `disabled`: that would drop the focus to the page's body until the reload (or for
          // good, should the choice fail to save and the modal come back).
          readOnly={state === 'saving'}
          aria-disabled={state === 'saving' || undefined}
          value={query}
          onChange={(event) => model.setQuery(event.currentTarget.value)}
          onKeyDown={onInputKeyDown}
        />
        <p id={statusId} className="si-city-dialog__status" role="status" aria-busy={list === 'loading'}>
          {statusText(list, suggestions.length, saving)}
          {list === 'results' && !saving && <VisuallyHidden> {messages.keysHint}</VisuallyHidden>}
        </p>
        {list === 'error' && (
          <p className="si-city-dialog__error" role="alert">
            {`${messages.error} ${error}`}{' '}
            <button
              type="button"
              className="si-city-dialog__retry"
              onClick={() => {
                // The button goes away with the error: the field keeps the focus, for typing on.
                inputRef.current?.focus();
                model.retry();
              }}
            >
              {messages.retry}
            </button>
          </p>
        )}
        <ul id={listId} className="si-city-dialog__list" role="listbox" aria-label={messages.inputLabel} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.city_name}|${suggestion.country_code}|${index}`}
              id={optionId(index)}
              className="si-city-dialog__option"
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the field: the option is chosen on click, the combobox stays the focus.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion, index)}
            >
              <span className="si-city-dialog__city">
                <CityName name={suggestion.city_name} query={query} />
              </span>
              {suggestion.country_name && (
                <>
                  {/* Heard as «Орёл, Россия»; seen as two columns. */}
                  <VisuallyHidden>, </VisuallyHidden>
                  <span className="si-city-dialog__country">{suggestion.country_name}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
