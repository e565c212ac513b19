import { useEffect, useRef, useState } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { LazyPopover } from '../ui/lazy-popover';
import { useLazy } from '../ui/use-lazy';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './city-picker.messages';
import type { CityPickerModel } from './city-picker.model';
import './city-picker.css';

/**
 * The modal and its combobox: a chunk of their own (docs/islands/city-picker.md#when-it-loads), asked
 * for as soon as the shopper points at or focuses the city, so it is there by the click.
 */
export const preloadDialog = () => import('./city-picker.dialog').then((module) => module.default);

/** Asks for the modal's chunk ahead of the click; a failure is handled when the modal is wanted. */
const warmDialog = () => void preloadDialog().catch(() => {});

/** The modal's chunk for `useLazy`, which is told nothing of a failure: the view's own effect handles that. */
const dialogOrNothing = () => preloadDialog().catch(() => new Promise<never>(() => {}));

/** Where the link leads without the island (a new tab, a middle click): the template's city page. */
const CITY_PAGE = '?city=choose';

/**
 * Whether `element` is laid out (not inside `display: none`), checked again when the window's
 * width changes: a header's city bar that the template hides on phones, or a second header's copy,
 * must not ask its question at the page's corner (docs/islands/city-picker.md).
 */
function useLaidOut(element: HTMLElement | null): boolean {
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setLaidOut(element.getClientRects().length > 0);
    check();
    // A template shows one header or the other by the window's width (media queries). The link is
    // inline, whose box a ResizeObserver does not report.
    const view = element.ownerDocument.defaultView!;
    view.addEventListener('resize', check);
    return () => view.removeEventListener('resize', check);
  }, [element]);
  return laidOut;
}

/** The header's «Ваш город: X», the first-visit popover and, while choosing, the modal. */
export function CityPickerView({ model }: { model: CityPickerModel }) {
  const state = useSignalValue(model.state);
  const { cityName } = useSignalValue(model.current);
  const choosing = state === 'choosing' || state === 'saving';
  const CityDialog = useLazy(dialogOrNothing, choosing);
  // The popover positions itself against the link, so it is state, not only a ref.
  const [cityLink, setCityLink] = useState<HTMLAnchorElement | null>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const cityShown = useLaidOut(cityLink);

  // The question goes away under the focus once answered: the focus goes back to the city, as
  // after Escape, unless the shopper has moved on elsewhere meanwhile.
  const focusCityIfInQuestion = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected || questionRef.current?.contains(active) === true;
    if (lost) cityLink?.focus();
  };

  useEffect(() => {
    if (!choosing || CityDialog) return;
    // The modal's chunk did not come (the connection lost, a deploy in between): the link does
    // what it does without the island, rather than leave the city «open» with nothing shown.
    // (The browser answers this second ask from the same download.)
    preloadDialog().catch(() => {
      model.close();
      window.location.assign(CITY_PAGE);
    });
  }, [choosing, CityDialog, model]);

  // Mounted by a touch of the header link (not by the first-visit popover): the modal is next.
  useEffect(() => {
    if (model.state.peek() !== 'asking') warmDialog();
  }, [model]);

  return (
    <>
      <span className="city-bar__label">{messages.yourCity}</span>{' '}
      {/* A link, as the template's: the same box (no shift), and its address still works in a new tab. */}
      <a
        ref={setCityLink}
        href={CITY_PAGE}
        className="city-bar__city si-city-picker__city"
        data-part="city"
        aria-haspopup="dialog"
        aria-expanded={choosing}
        onClick={(event) => {
          // Ctrl, Shift, Cmd or Alt: the shopper asked the browser for the page in a new tab or window
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          model.open();
        }}
        onPointerEnter={warmDialog}
        onFocus={warmDialog}
      >
        {cityName}
        <VisuallyHidden>{`, ${messages.change}`}</VisuallyHidden>
      </a>
      <LazyPopover
        anchor={cityLink}
        // Only while the city is on screen: the question waits for a hidden city bar to show.
        open={state === 'asking' && cityShown}
        // Escape, or a tap or click elsewhere: no answer, so the question comes back on the next page.
        onOpenChange={(open) => open || model.close()}
        label={messages.questionLabel}
        // docs/islands/city-picker.md: below the city (above when there is no room), never over it.
        placement="bottom-start"
      >
        <div ref={questionRef} className="si-city-picker__question">
          <p className="si-city-picker__question-text">{messages.question(cityName)}</p>
          <div className="si-city-picker__answers">
            <button
              type="button"
              className="si-city-picker__yes"
              onClick={() => void model.confirm().then((closed) => closed && focusCityIfInQuestion())}
            >
              {messages.yes}
            </button>
            <button
              type="button"
              className="si-city-picker__no"
              onClick={() => {
                // The modal may take a moment to load: meanwhile the focus waits on the city (which
                // says it is expanded), and comes back there when the modal closes.
                focusCityIfInQuestion();
                model.open();
              }}
            >
              {messages.no}
            </button>
          </div>
        </div>
      </LazyPopover>
      {choosing && CityDialog && <CityDialog model={model} returnFocusTo={cityLink} />}
    </>
  );
}
