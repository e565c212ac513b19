import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { getTabbables } from './focusable';
import { lockBodyScroll } from './scroll-lock';
import { uiMessages } from './messages';
import './alert-dialog.css';
import { useIslandId } from '../runtime/use-island-id';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** Shown while true; the caller owns the state, so the dialog works with any store. */
  open: boolean;
  /** Heading, also the dialog's accessible name. */
  title: string;
  /** Body text; rendered as text (never HTML), line breaks kept (the preorder form joins its errors by them, docs/islands/preorder.md). */
  message: string;
  /** Called by «Закрыть» and by Escape; the caller sets `open` to false. */
  onClose: () => void;
}

/**
 * The shop's modal alert (docs/embedding.md#constants: a title, a message and one button «Закрыть»), e.g. after a
 * successful pre-order (docs/islands/preorder.md).
 *
 * Rendered into a portal on `document.body` so no `overflow: hidden` or `z-index` of the Bitrix
 * template around the island can clip it. While open: focus sits on «Закрыть», Tab and Shift+Tab
 * stay inside, Escape closes, the page behind does not scroll; on close focus returns to where it
 * was, so a keyboard user continues from the button that triggered the action.
 */
export function AlertDialog({ open, title, message, onClose }: AlertDialogProps) {
  const titleId = useIslandId();
  const messageId = useIslandId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // Read through a ref so a parent re-rendering with a new arrow function does not re-run the
  // effect below, which would lose and re-take focus and the scroll lock.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement;
    closeButtonRef.current?.focus();
    const unlockScroll = lockBodyScroll();

    const focusInside = (last: boolean) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      const tabbables = getTabbables(dialog);
      (last ? tabbables.at(-1) : tabbables[0])?.focus();
    };

    // Capture phase on document: the dialog is modal, so it sees Escape and Tab before any
    // non-modal widget underneath (they check `defaultPrevented`) and before the host page's
    // own handlers.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const dialog = dialogRef.current;
      if (!dialog) return;
      const tabbables = getTabbables(dialog);
      const first = tabbables[0];
      const last = tabbables.at(-1);
      const active = document.activeElement;
      const leaving = !dialog.contains(active) || (event.shiftKey ? active === first : active === last);
      if (leaving) {
        event.preventDefault();
        focusInside(event.shiftKey);
      }
    };
    // Focus can also leave without Tab (a script focusing something, a screen reader's virtual
    // cursor): pull it back so the modal stays modal. Not from another modal dialog opened over this
    // one: that one is modal now, and two dialogs pulling the focus in turn hung the page.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      const target = event.target as Element;
      if (dialog && target instanceof Node && !dialog.contains(target) && !target.closest?.('[aria-modal="true"]')) focusInside(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      // Only restore to an element still on the page: the trigger may have been re-rendered away.
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="si-alert-dialog__backdrop"
      // An alert needs an explicit answer, so a backdrop click does not close it; keeping the
      // mousedown from blurring the button keeps focus (and the Escape handling) inside.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <div
        ref={dialogRef}
        className="si-alert-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="si-alert-dialog__title">
          {title}
        </h2>
        <p id={messageId} className="si-alert-dialog__message">
          {message}
        </p>
        <div className="si-alert-dialog__actions">
          <button ref={closeButtonRef} type="button" className="si-alert-dialog__close" onClick={() => onClose()}>
            {uiMessages.close}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
