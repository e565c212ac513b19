import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './return-map.messages';
import type { ReturnMapModel } from './return-map.model';
import { canFullscreen } from './return-map.rules';
import './return-map.css';

/** The part of `document` the fullscreen button uses; tests and stories may pass none. */
type FullscreenDoc = Pick<Document, 'fullscreenElement' | 'exitFullscreen' | 'addEventListener' | 'removeEventListener'>;

/**
 * The return points map: the engine's box with the island's own controls (the same on both
 * engines), the loading and failure states, and beside it the list of the points in view, whose
 * buttons open a point's popup on the map (docs/islands/return-map.md#keyboard).
 */
export function ReturnMapView({ model, fallback = [] }: { model: ReturnMapModel; fallback?: readonly ChildNode[] }) {
  const state = useSignalValue(model.state);
  const engine = useSignalValue(model.engine);
  const listed = useSignalValue(model.listed);
  const inView = useSignalValue(model.inView);
  const more = useSignalValue(model.more);
  const total = useSignalValue(model.points).length;
  const opened = useSignalValue(model.opened);
  const zoom = useSignalValue(model.zoom);
  const canZoomIn = useSignalValue(model.canZoomIn);
  const canZoomOut = useSignalValue(model.canZoomOut);
  const view = useSignalValue(model.view);
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The button that enters and leaves fullscreen: the focus comes back to it while the map fills the screen.
  const fullButton = useRef<HTMLButtonElement>(null);
  // The list button that opened the popup: the focus goes back to it when the popup closes.
  const returnTo = useRef<HTMLButtonElement | null>(null);
  const [full, setFull] = useState(false);
  // docs/islands/return-map.md#keyboard: where the box cannot go fullscreen (iPhones), it fills the window.
  const [fullWindowAsked, setFullWindow] = useState(false);
  // Not over a map that failed: its button would be gone, and a phone has no Escape.
  const fullWindow = fullWindowAsked && state !== 'error';
  // Unique on the page: useId is unique only within one root, and each island is a root of its own.
  const titleId = useIslandId();
  const list = useRef<HTMLElement>(null);
  const items = useRef<HTMLOListElement>(null);
  // «Показать ещё»: the index of the first new item, whose heading gets the focus once drawn.
  const focusFrom = useRef<number | null>(null);
  // docs/islands/return-map.md#errors: without a map the list names every point, with no
  // «Показать на карте» buttons (there is no map to show them on).
  const mapless = state === 'error';
  // A button that goes with the map hands the focus to the list, not to the page's top. Read while
  // rendering: the commit that removes the focused button is still to come.
  const wasMapless = useRef(mapless);
  const refocusList = useRef(false);
  if (mapless && !wasMapless.current) {
    const active = list.current?.ownerDocument.activeElement;
    refocusList.current = Boolean(active && list.current?.contains(active));
  }
  wasMapless.current = mapless;

  useEffect(() => {
    if (box.current) model.start(box.current);
  }, [model]);

  useEffect(() => {
    const doc = frame.current?.ownerDocument as FullscreenDoc | undefined;
    if (!doc) return undefined;
    const onChange = () => {
      setFull(doc.fullscreenElement === frame.current);
      model.resize();
    };
    doc.addEventListener('fullscreenchange', onChange);
    return () => doc.removeEventListener('fullscreenchange', onChange);
  }, [model]);

  useEffect(() => {
    const doc = frame.current?.ownerDocument;
    if (!fullWindow || !doc) return undefined;
    // Escape leaves it, as it leaves the browser's fullscreen (unless a modal on top took it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFullWindow(false);
    };
    doc.addEventListener('keydown', onKeyDown);
    model.resize();
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      model.resize();
    };
  }, [fullWindow, model]);

  const expanded = full || fullWindow;
  useEffect(() => {
    const element = frame.current;
    const doc = element?.ownerDocument;
    if (!expanded || !doc) return undefined;
    // docs/islands/return-map.md#keyboard: the page behind a map that fills the screen is out of
    // sight, so the focus stays on the map: Tab past its last control (or Shift+Tab before its
    // first) comes back to the button that leaves. The page's next stop takes the focus in the
    // window mode; in the browser's fullscreen nothing does (the focus falls to the page itself),
    // which only a Tab just pressed tells apart from the window losing the focus.
    const leave = () => fullButton.current?.focus();
    let tabbed = false;
    const onKeyDown = (event: KeyboardEvent) => {
      tabbed = event.key === 'Tab';
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.target as Node)) leave();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (tabbed && !event.relatedTarget) leave();
      tabbed = false;
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [expanded]);

  useEffect(() => {
    if (opened !== null || !returnTo.current) return;
    const active = returnTo.current.ownerDocument.activeElement;
    // Only when the focus was in the popup (now gone): a click elsewhere keeps its own focus.
    if (!active || active === active.ownerDocument.body || frame.current?.contains(active)) returnTo.current.focus();
    returnTo.current = null;
  }, [opened]);

  useLayoutEffect(() => {
    if (!refocusList.current) return;
    refocusList.current = false;
    list.current?.focus();
  }, [mapless]);

  useLayoutEffect(() => {
    const from = focusFrom.current;
    focusFrom.current = null;
    if (from !== null) items.current?.children[from]?.querySelector<HTMLElement>('h3')?.focus();
  }, [listed]);

  const toggleFullscreen = () => {
    const element = frame.current;
    const doc = element?.ownerDocument;
    if (!doc || !element) return;
    if (doc.fullscreenElement) void doc.exitFullscreen();
    else if (fullWindow || !canFullscreen(doc, element)) setFullWindow(!fullWindow);
    // Refused all the same (a browser's own rule): the window, rather than nothing.
    else element.requestFullscreen().catch(() => setFullWindow(true));
  };

  // docs/islands/return-map.md#errors: without the map data the template's own fallback (its list
  // of points) comes back, moved in, not copied, so the shopper loses nothing the server printed.
  const noData = state === 'error' && total === 0 && fallback.length > 0;
  const serverBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (noData && serverBox.current) serverBox.current.append(...fallback);
  }, [noData, fallback]);

  return (
    <div className="si-return-map" data-state={state} data-engine={engine ?? ''}>
      <div className="si-return-map__frame" ref={frame} data-full={fullWindow ? 'window' : undefined}>
        <div
          className="si-return-map__map"
          ref={box}
          data-zoom={zoom === null ? undefined : zoom.toFixed(2)}
          data-view={view ? view.flat().join(',') : undefined}
        />
        {state === 'ready' ? (
          <div className="si-return-map__controls" role="group" aria-label={messages.mapLabel}>
            {/* aria-disabled, not disabled, at the end of the range: the focus stays on a button pressed up to it. */}
            {([
              [1, messages.zoomIn, '+', canZoomIn],
              [-1, messages.zoomOut, '−', canZoomOut],
            ] as const).map(([delta, label, sign, can]) => (
              <button
                key={delta}
                type="button"
                className="si-return-map__control"
                aria-label={label}
                title={label}
                aria-disabled={can ? undefined : true}
                onClick={() => model.zoomBy(delta)}
              >
                <span aria-hidden="true">{sign}</span>
              </button>
            ))}
            <button
              type="button"
              className="si-return-map__control si-return-map__control--full"
              ref={fullButton}
              aria-label={expanded ? messages.exitFullscreen : messages.fullscreen}
              title={expanded ? messages.exitFullscreen : messages.fullscreen}
              onClick={toggleFullscreen}
            />
            {model.canLocate ? (
              <button type="button" className="si-return-map__control si-return-map__control--locate" aria-label={messages.locate} title={messages.locate} onClick={() => model.locate()} />
            ) : null}
          </div>
        ) : (
          <p className="si-return-map__status" role="status">
            {state === 'loading' ? messages.loading : messages.failed}
          </p>
        )}
      </div>
      {noData ? <div ref={serverBox} data-part="server-list" /> : null}
      {/* Focusable: the list scrolls, and its buttons do nothing until the map has drawn. */}
      <section className="si-return-map__list" aria-labelledby={titleId} hidden={noData} tabIndex={0} ref={list}>
        <h2 className="si-return-map__list-title" id={titleId}>
          {mapless ? messages.listTitleNoMap : messages.listTitle}
        </h2>
        <p className="si-return-map__note">
          {total === 0 ? (state === 'loading' ? messages.loading : messages.noPoints) : mapless ? messages.listNoteNoMap(listed.length, inView) : messages.listNote(listed.length, inView)}
        </p>
        <ol className="si-return-map__items" ref={items}>
          {listed.map((point) => (
            <li key={point.id} className="si-return-map__item" aria-current={opened === point.id ? 'true' : undefined}>
              <h3 className="si-return-map__item-name" id={`${titleId}-${point.id}`} tabIndex={mapless ? -1 : undefined}>
                {point.name}
              </h3>
              {point.address ? <p className="si-return-map__item-line">{point.address}</p> : null}
              {point.hours ? <p className="si-return-map__item-line">{messages.hours + point.hours}</p> : null}
              {mapless ? null : (
                <button
                  type="button"
                  className="si-return-map__show"
                  aria-describedby={`${titleId}-${point.id}`}
                  // aria-disabled, not disabled: a focused button that the browser disables drops
                  // the focus to the page's top (the map may go back to loading once drawn).
                  aria-disabled={state !== 'ready'}
                  onClick={(event) => {
                    if (state !== 'ready') return;
                    returnTo.current = event.currentTarget;
                    model.openPoint(point.id);
                  }}
                >
                  {messages.showOnMap}
                </button>
              )}
            </li>
          ))}
        </ol>
        {more > 0 ? (
          <button
            type="button"
            className="si-return-map__more"
            onClick={() => {
              focusFrom.current = listed.length;
              model.showMore();
            }}
          >
            {messages.showMore(more)}
          </button>
        ) : null}
      </section>
    </div>
  );
}
