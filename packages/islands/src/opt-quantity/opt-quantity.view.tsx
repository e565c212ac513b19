import type { KeyboardEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { formatPrice } from '../ui/money';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './opt-quantity.messages';
import type { OptQuantityModel } from './opt-quantity.model';
import './opt-quantity.css';
import { useIslandId } from '../runtime/use-island-id';


export interface OptQuantityViewProps {
  model: OptQuantityModel;
  /** Product name, read after «Количество» so each field of a list has its own label. */
  productName?: string;
  /** The base wholesale price: a lower unit price means a volume discount, which is shown. */
  basePrice: number;
}

/** The quantity field with − and +, the line price, and the alert for limits and failures (docs/islands/opt-quantity.md). */
export function OptQuantityView({ model, productName, basePrice }: OptQuantityViewProps) {
  const text = useSignalValue(model.text);
  const quantity = useSignalValue(model.quantity);
  const unitPrice = useSignalValue(model.unitPrice);
  const line = useSignalValue(model.linePrice);
  const state = useSignalValue(model.state);
  const message = useSignalValue(model.message);
  const id = useIslandId();
  const inputId = `${id}-input`;
  const lineId = `${id}-line`;
  const messageId = `${id}-message`;
  const atMax = model.max !== undefined && quantity >= model.max;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The arrows step like a number field's; Enter sends at once instead of after the pause.
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      model.step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      model.commit();
    }
  };

  return (
    <div className="si-opt-quantity" data-state={state} data-in-basket={quantity > 0 ? 'true' : 'false'}>
      <label className="si-opt-quantity__label" htmlFor={inputId}>
        {messages.label}
        {productName ? <VisuallyHidden>, {productName}</VisuallyHidden> : null}
      </label>
      <div className="si-opt-quantity__row">
        <div className="si-opt-quantity__field">
          <button
            type="button"
            className="si-opt-quantity__step"
            aria-label={messages.decrease}
            aria-controls={inputId}
            // Not `disabled`, which would drop the keyboard focus at the limit: the press does nothing there.
            aria-disabled={quantity <= 0}
            onClick={() => quantity > 0 && model.step(-1)}
            data-part="decrease"
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={inputId}
            className="si-opt-quantity__input"
            name="QUANTITY"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder="0"
            size={5}
            value={text}
            aria-describedby={`${lineId} ${messageId}`}
            onChange={(event) => {
              const field = event.currentTarget;
              model.input(field.value);
              // A letter leaves the text unchanged, so nothing re-renders; preact/compat (the light
              // flavour) then keeps the letter on screen, unlike React. Put the digits back here.
              if (field.value !== model.text.peek()) field.value = model.text.peek();
            }}
            onKeyDown={onKeyDown}
            onBlur={model.commit}
            data-part="input"
          />
          <button
            type="button"
            className="si-opt-quantity__step"
            aria-label={messages.increase}
            aria-controls={inputId}
            aria-disabled={atMax}
            onClick={() => !atMax && model.step(1)}
            data-part="increase"
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <div className="si-opt-quantity__sum" id={lineId}>
          <span className="si-opt-quantity__line-label">{messages.lineLabel} </span>
          <span className="si-opt-quantity__line" data-part="line-price">
            {formatPrice(line)}
          </span>
          <span className="si-opt-quantity__note" data-part="note">
            {state === 'saving' ? (
              <span aria-hidden="true">{messages.saving}</span>
            ) : quantity > 0 && unitPrice < basePrice ? (
              messages.unitPrice(formatPrice(unitPrice))
            ) : null}
          </span>
        </div>
      </div>
      <p className="si-opt-quantity__message" id={messageId} role="alert">
        {message}
      </p>
    </div>
  );
}
