import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './opt-sections.messages';
import type { OptSectionsModel } from './opt-sections.model';
import './opt-sections.css';
import { useIslandId } from '../runtime/use-island-id';


/** A click the browser should handle itself: a new tab or window, or not the main button. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The section links (desktop) or the section select (mobile) of the wholesale catalogue (docs/islands/opt-sections.md). */
export function OptSectionsView({ model }: { model: OptSectionsModel }) {
  const isMobile = useSignalValue(model.isMobile);
  const state = useSignalValue(model.state);
  const notice = useSignalValue(model.notice);
  const selectId = useIslandId();
  // A key that moves a closed select's choice (the arrows, Home, End, a letter) changes it at once
  // in most desktop browsers: going there would move the page on every press, so that a keyboard
  // user could reach only the first section (WCAG 3.2.2). A choice made by keys waits for Enter,
  // shown meanwhile; one made with the pointer or a phone's picker goes at once.
  const keyed = useRef(false);
  const [picked, setPicked] = useState('');
  const go = (anchorId: string) => {
    keyed.current = false;
    setPicked('');
    model.goTo(anchorId);
  };
  const onSelectKey = (event: KeyboardEvent<HTMLSelectElement>) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (key === 'Enter' && picked) {
      event.preventDefault();
      go(picked);
    } else if (!altKey && !ctrlKey && !metaKey && (/^(Arrow(Up|Down)|Home|End|Page(Up|Down))$/.test(key) || (key.length === 1 && key !== ' '))) {
      keyed.current = true;
    }
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, anchorId: string) => {
    if (opensElsewhere(event)) return;
    if (model.goTo(anchorId)) event.preventDefault();
  };

  return (
    <nav className="si-opt-sections" aria-label={messages.navLabel} data-state={state} data-layout={isMobile ? 'select' : 'links'}>
      {isMobile ? (
        <div className="si-opt-sections__picker">
          <label className="si-opt-sections__label" htmlFor={selectId}>
            {messages.selectLabel}
          </label>
          <select
            id={selectId}
            className="si-opt-sections__select"
            // Back on «Выберите раздел» once gone: a select fires no change for the option it already shows, so
            // a section chosen before could not be chosen again after the shopper scrolled away from it.
            value={picked}
            onChange={(event) => {
              const select = event.currentTarget;
              if (keyed.current) return setPicked(select.value);
              go(select.value);
              select.value = '';
            }}
            onKeyDown={onSelectKey}
            // The pointer taking over (the list opened with it) or the focus leaving: a choice goes at once again.
            onPointerDown={() => (keyed.current = false)}
            onBlur={() => (keyed.current = false)}
            data-part="select"
          >
            <option value="" disabled>
              {messages.selectPlaceholder}
            </option>
            {model.sections.map((section) => (
              <option key={section.anchorId} value={section.anchorId}>
                {section.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <ul className="si-opt-sections__list">
          {model.sections.map((section) => (
            <li key={section.anchorId}>
              <a className="si-opt-sections__link" href={`#${section.anchorId}`} onClick={(event) => follow(event, section.anchorId)}>
                {section.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {notice && <p className="si-opt-sections__notice">{notice}</p>}
    </nav>
  );
}
