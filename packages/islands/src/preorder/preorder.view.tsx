import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { AlertDialog } from '../ui/alert-dialog';
import { lockBodyScroll } from '../ui/scroll-lock';
import { VisuallyHidden } from '../ui/visually-hidden';
import { StateLabels } from '../ui/state-labels';
import { messages } from './preorder.messages';
import type { PreorderModel, PreorderProps, PreorderState } from './preorder.model';
import './preorder.css';
import { useIslandId } from '../runtime/use-island-id';

/**
 * The notify-me / preorder button and its form (docs/islands/preorder.md). The form is a native modal
 * `<dialog>`: the browser keeps focus inside, makes the page behind inert and puts it above any
 * `overflow: hidden` or `z-index` of the template. Focus goes to the first field on open and back
 * to the button on close; Escape closes (except while sending). The server's errors appear in
 * a red alert at the top of the form; success closes it and shows the alert dialog.
 */
export function PreorderView({ model, props }: { model: PreorderModel; props: PreorderProps }) {
  const state = useSignalValue(model.state);
  const email = useSignalValue(model.email);
  const quantity = useSignalValue(model.quantity);
  const errors = useSignalValue(model.errors);
  const asksEmail = useSignalValue(model.asksEmail);
  const text = messages[props.variant];
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // 'closed' even when the model starts open (stories), so the first render shows the dialog.
  const previous = useRef<PreorderState>('closed');
  const titleId = useIslandId();
  const errorsId = useIslandId();
  const formOpen = state === 'open' || state === 'sending';

  // Layout effect: focus must be back on the button before the success alert (a passive effect
  // below) remembers where to return focus to.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state;
    const dialog = dialogRef.current;
    if (formOpen && dialog && !dialog.open) {
      dialog.showModal();
      firstFieldRef.current?.focus();
    } else if (state === 'open' && before === 'sending') {
      // Back with errors: the submit button was disabled under the shopper's focus.
      firstFieldRef.current?.focus();
    } else if (!formOpen && (before === 'open' || before === 'sending')) {
      triggerRef.current?.focus();
    }
  }, [state, formOpen]);

  // A modal <dialog> does not stop the page scrolling under it (a drag on the backdrop did, on a phone).
  useEffect(() => (formOpen ? lockBodyScroll() : undefined), [formOpen]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape, or a phone's back gesture: the model decides (it refuses while sending).
    const onCancel = (event: Event) => {
      event.preventDefault();
      model.close();
    };
    // Chrome does not let a page cancel a second Escape without a user action in between; if
    // the dialog closed anyway while the model still shows the form, show it again.
    const onClose = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, [formOpen, model]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Handled here too, so Escape works the same where `cancel` is missing or late.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    model.close();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };

  const sending = state === 'sending';
  const errorText = errors.join('\n');

  return (
    <div className="si-preorder" data-state={state} data-variant={props.variant}>
      <button ref={triggerRef} type="button" className="si-preorder__trigger" data-part="trigger" aria-haspopup="dialog" onClick={model.open}>
        {text.trigger}
        {props.productName && <VisuallyHidden>{` «${props.productName}»`}</VisuallyHidden>}
      </button>
      {formOpen && (
        <dialog ref={dialogRef} className="si-preorder__dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <form className="si-preorder__form" noValidate onSubmit={onSubmit} aria-busy={sending}>
            <h2 id={titleId} className="si-preorder__title">
              {text.title}
            </h2>
            {props.productName && <p className="si-preorder__product">{props.productName}</p>}
            {/* docs/islands/preorder.md: the server's texts, joined by line breaks, in a red alert at the top. */}
            <div id={errorsId} className="si-preorder__errors" role="alert">
              {errorText}
            </div>
            <p className="si-preorder__lead">{text.lead}</p>
            {asksEmail && (
              <label className="si-preorder__field">
                <span className="si-preorder__label">{messages.email}</span>
                <input
                  ref={firstFieldRef}
                  className="si-preorder__input"
                  type="email"
                  name="userEmail"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={email}
                  aria-describedby={errorText ? errorsId : undefined}
                  onChange={(event) => model.setEmail(event.currentTarget.value)}
                />
              </label>
            )}
            <label className="si-preorder__field">
              <span className="si-preorder__label">{messages.quantity}</span>
              <input
                ref={asksEmail ? undefined : firstFieldRef}
                className="si-preorder__input si-preorder__input--quantity"
                // Text, as the basket's quantity: a number field reports '' for «5 шт», which would
                // send DEFAULT_QUANTITY; its own text goes to the server, which says what is wrong.
                type="text"
                name="productCnt"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                value={quantity}
                aria-describedby={errorText ? errorsId : undefined}
                onChange={(event) => model.setQuantity(event.currentTarget.value)}
              />
            </label>
            <div className="si-preorder__actions">
              <button type="submit" className="si-preorder__submit" disabled={sending}>
                <StateLabels labels={[messages.submit, messages.sending]} shown={sending ? 1 : 0} />
              </button>
              <button type="button" className="si-preorder__cancel" disabled={sending} onClick={model.close}>
                {messages.cancel}
              </button>
            </div>
          </form>
        </dialog>
      )}
      <AlertDialog open={state === 'sent'} title={text.successTitle} message={text.successMessage} onClose={model.dismissSuccess} />
    </div>
  );
}
