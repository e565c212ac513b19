import { useEffect, useLayoutEffect, useRef, type PointerEvent } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { lockBodyScroll } from '../ui/scroll-lock';
import { messages } from './side-panel.messages';
import type { SidePanelModel, SidePanelProps } from './side-panel.model';
import './side-panel.css';

const point = (event: PointerEvent) => ({ x: event.clientX, y: event.clientY, time: event.timeStamp });
// A mouse drag is a text selection or a click that slipped, not a swipe.
const isTouch = (event: PointerEvent) => event.pointerType !== 'mouse';

/**
 * The menu button and the side panel it opens (docs/islands/side-panel.md). The panel is a modal
 * `<dialog>`: the browser moves the focus in, makes the rest of the page inert and gives Escape
 * (`cancel`); a press on the backdrop closes it too, and the focus goes back to the button.
 */
export function SidePanelView({ model, props, extra = null }: { model: SidePanelModel; props: SidePanelProps; extra?: Element | null }) {
  const state = useSignalValue(model.state);
  const cityName = useSignalValue(model.cityName);
  const panelId = useIslandId();
  const titleId = useIslandId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const extraRef = useRef<HTMLDivElement>(null);
  // A short swipe that ends on the button is also a tap to the browser: the click after a swipe
  // that already toggled the panel must not toggle it back.
  const swiped = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser closes the dialog itself on Escape and on a form's method="dialog": follow it.
    const onClose = () => model.close();
    const onCancel = (event: Event) => {
      event.preventDefault();
      model.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [model]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state === 'open' && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (state === 'closed' && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [state]);

  // A modal <dialog> does not stop the page scrolling under it (a drag on the backdrop did, on a phone).
  const open = state === 'open';
  useEffect(() => (open ? lockBodyScroll() : undefined), [open]);

  // docs/islands/side-panel.md#markup-to-copy: the server's extra block (the side menu's search) is
  // moved into the panel as it is, in the mount's own task, islands inside it included; hidden
  // again if the panel leaves, so the no-JS fallback stays a link.
  useLayoutEffect(() => {
    const box = extraRef.current;
    if (!extra || !box) return;
    extra.removeAttribute('hidden');
    box.append(extra);
    return () => extra.setAttribute('hidden', '');
  }, [extra]);

  const phoneHref = `tel:${props.phone.replace(/[^\d+]/g, '')}`;

  return (
    <div
      className="si-side-panel"
      data-state={state}
      onPointerDown={(event) => {
        swiped.current = false;
        if (isTouch(event)) model.touchStart(point(event));
      }}
      onPointerUp={(event) => {
        if (isTouch(event)) swiped.current = model.touchEnd(point(event));
      }}
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.stopPropagation();
      }}
      onPointerCancel={model.touchCancel}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-button si-side-panel__toggle"
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        onClick={model.toggle}
      >
        <span className="menu-button__icon" aria-hidden="true" />
        {messages.toggle}
      </button>
      <dialog
        ref={dialogRef}
        id={panelId}
        className="si-side-panel__dialog"
        aria-labelledby={titleId}
        // A press on the backdrop lands on the dialog itself; the content box covers the rest.
        onClick={(event) => event.target === event.currentTarget && model.close()}
      >
        <div className="si-side-panel__body">
          <div className="si-side-panel__head">
            <h2 id={titleId} className="si-side-panel__title">
              {messages.title}
            </h2>
            <button ref={closeRef} type="button" className="si-side-panel__close" aria-label={messages.close} onClick={model.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={messages.navLabel}>
            <ul className="si-side-panel__links">
              {props.items.map((item) => (
                <li key={item.url}>
                  <a href={item.url}>{item.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          {extra ? <div ref={extraRef} className="si-side-panel__extra" /> : null}
          {cityName ? (
            <p className="si-side-panel__city">
              {messages.city} <strong>{cityName}</strong>
            </p>
          ) : null}
          {props.phone ? (
            <a className="si-side-panel__phone" href={phoneHref}>
              {props.phone}
            </a>
          ) : null}
        </div>
      </dialog>
    </div>
  );
}
