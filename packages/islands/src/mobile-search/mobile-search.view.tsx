import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './mobile-search.messages';
import type { MobileSearchModel, MobileSearchProps } from './mobile-search.model';
import './mobile-search.css';
import { useIslandId } from '../runtime/use-island-id';

/**
 * The search toggle and the form that slides open under the navigation (250 ms,
 * docs/islands/mobile-search.md). Hidden while the page is not mobile; the site variants in force
 * are on `data-variant` for the stylesheet.
 */
export function MobileSearchView({ model, props }: { model: MobileSearchModel; props: MobileSearchProps }) {
  const state = useSignalValue(model.state);
  const variants = useSignalValue(model.variants);
  const panelId = useIslandId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // A layout effect: in the press's own turn (Preact runs plain effects after the paint), so a
  // phone's browser opens its keyboard for the field, as it does only for a focus the press gives.
  useLayoutEffect(() => {
    // Focus follows the toggle: into the field on open, back to the toggle on close.
    if (state === 'open') inputRef.current?.focus();
    else if (state === 'closed' && wasOpen.current && toggleRef.current?.ownerDocument.activeElement !== toggleRef.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = state === 'open';
  }, [state]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state === 'open') {
      event.preventDefault();
      model.close();
    }
  };

  return (
    <div className="si-mobile-search" data-state={state} data-variant={variants} hidden={state === 'off'} onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className="si-mobile-search__toggle"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        aria-label={state === 'open' ? messages.toggleClose : messages.toggleOpen}
        onClick={model.toggle}
        data-part="toggle"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="si-mobile-search__panel" data-state={state}>
        <div className="si-mobile-search__clip">
        <form className="si-mobile-search__form" role="search" action={props.action} method="get">
          <input
            ref={inputRef}
            className="si-mobile-search__input"
            type="search"
            name="q"
            defaultValue={props.query}
            placeholder={messages.placeholder}
            aria-label={messages.inputLabel}
            autoComplete="off"
          />
          <button type="submit" className="si-mobile-search__submit">
            {messages.submit}
          </button>
        </form>
        </div>
      </div>
    </div>
  );
}
