import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
// Loaded when the popover first opens: @floating-ui stays off the catalogue's first download.
import { LazyPopover, preloadPopover } from '../ui/lazy-popover';
import { Spinner } from '../ui/spinner';
import { StateLabels } from '../ui/state-labels';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './compare-toggle.messages';
import { COMPARE_PAGE_URL, PRODUCT_POPOVER_HIDE_MS, type CompareToggleModel, type CompareToggleProps } from './compare-toggle.model';
import './compare-toggle.css';
import { useIslandId } from '../runtime/use-island-id';

/**
 * The compare toggle (docs/islands/compare-toggle.md): a pressed/not pressed button; once pressed, it opens a popover
 * offering removal and the comparison page. One `<button>` for every state keeps focus in place,
 * and both labels share one grid cell so the toggle never changes size.
 */
export function CompareToggleView({ model, props }: { model: CompareToggleModel; props: CompareToggleProps }) {
  const state = useSignalValue(model.state);
  const error = useSignalValue(model.error);
  const popoverOpen = useSignalValue(model.popoverOpen);
  // The popover positions itself against the element, so it is state, not only a ref.
  const [toggle, setToggle] = useState<HTMLButtonElement | null>(null);
  const removeRef = useRef<HTMLButtonElement | null>(null);
  const openedByKeyboard = useRef(false);
  const wasOpen = useRef(false);
  const errorId = useIslandId();

  useEffect(() => {
    if (!popoverOpen && wasOpen.current && toggle) {
      // The popover took focus with it (removal done, or its timer ran out): back to the toggle.
      const active = toggle.ownerDocument.activeElement;
      if (!active || active === toggle.ownerDocument.body) toggle.focus();
    }
    wasOpen.current = popoverOpen;
  }, [popoverOpen, toggle]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // `detail` 0: the click came from Enter or Space, not from a pointer.
    openedByKeyboard.current = event.detail === 0;
    void model.activate();
  };

  const active = state === 'active' || state === 'removing';
  const busy = state === 'loading' || state === 'removing';
  const addLabel = props.variant === 'product' ? messages.addProduct : messages.addCatalog;
  const spoken = [props.productName ? ` «${props.productName}»` : '', busy ? `, ${messages.busy}` : ''].join('');

  return (
    <div className="si-compare-toggle" data-state={state} data-variant={props.variant}>
      <button
        ref={setToggle}
        type="button"
        className="si-compare-toggle__button"
        data-part="toggle"
        aria-pressed={active}
        aria-haspopup={active ? 'dialog' : undefined}
        aria-expanded={active ? popoverOpen : undefined}
        aria-busy={busy}
        // Not `disabled`, which would drop focus mid-request; clicks are ignored instead.
        aria-disabled={busy || undefined}
        aria-describedby={state === 'error' ? errorId : undefined}
        onClick={onClick}
        // An active toggle opens the popover when clicked: fetch it while the pointer or focus arrives.
        onPointerEnter={() => active && void preloadPopover()}
        onFocus={() => active && void preloadPopover()}
      >
        {/* In the catalogue the toggle is as narrow as the link it replaces (no icon; the spinner
            floats beside the text), so the item's action row does not wrap when it mounts. */}
        {props.variant === 'product' ? (
          <span className="si-compare-toggle__icon" aria-hidden="true">
            {state === 'loading' ? <Spinner /> : <ScalesIcon />}
          </span>
        ) : (
          state === 'loading' && <Spinner />
        )}
        <StateLabels labels={[addLabel, messages.active]} shown={active ? 1 : 0} />
        {spoken && <VisuallyHidden>{spoken}</VisuallyHidden>}
      </button>
      <p id={errorId} className="si-compare-toggle__error" role="alert">
        {state === 'error' ? error : ''}
      </p>
      <LazyPopover
        anchor={toggle}
        open={popoverOpen}
        onOpenChange={model.setPopoverOpen}
        label={messages.popoverLabel}
        autoHideMs={props.variant === 'product' ? PRODUCT_POPOVER_HIDE_MS : undefined}
        // A keyboard user lands on the removal once it can take the focus (the popover's chunk in
        // and the box placed), and the product page's timer pauses while focus is inside, instead
        // of racing the 2000 ms to tab there.
        onShown={() => openedByKeyboard.current && removeRef.current?.focus()}
      >
        <div className="si-compare-toggle__popover" data-state={state}>
          <button
            ref={removeRef}
            type="button"
            className="si-compare-toggle__remove"
            aria-disabled={state === 'removing' || undefined}
            aria-busy={state === 'removing'}
            onClick={() => void model.remove()}
          >
            {state === 'removing' ? messages.removing : messages.remove}
          </button>
          <a className="si-compare-toggle__link" href={COMPARE_PAGE_URL}>
            {messages.goToCompare}
          </a>
          <p className="si-compare-toggle__error" role="alert">
            {popoverOpen ? error : ''}
          </p>
        </div>
      </LazyPopover>
    </div>
  );
}

/** Two pans of a balance: the shop's usual compare symbol. */
function ScalesIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
      <path
        d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7zm14 0l-3 7a3 3 0 0 0 6 0l-3-7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
