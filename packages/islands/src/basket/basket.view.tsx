import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './basket.messages';
import type { BasketLine, BasketModel } from './basket.model';
import { isAcceptedKey } from './basket.rules';
import './basket.css';

export interface BasketViewProps {
  model: BasketModel;
  /**
   * The server's empty-basket block (its links to the catalogue and the car wizard), moved into the
   * view; without one the view prints its own heading.
   */
  serverEmpty?: Element | null;
  /** Where «Оформить заказ» leads. */
  checkoutUrl?: string;
}

function LineRow({ model, line, baseId }: { model: BasketModel; line: BasketLine; baseId: string }) {
  const text = useSignalValue(line.text);
  const sum = useSignalValue(line.sum);
  const message = useSignalValue(line.message);
  const atMinimum = useSignalValue(line.atMinimum);
  const atMaximum = useSignalValue(line.atMaximum);
  const removing = useSignalValue(line.removing);
  const { item } = line;
  const inputId = `${baseId}-qty-${item.productId}`;
  const messageId = `${inputId}-message`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // docs/islands/basket.md#rules-and-constants: digits and editing keys only; the arrows step, Enter sends.
    if (!isAcceptedKey(event.key, event.ctrlKey || event.metaKey)) event.preventDefault();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      model.step(line, event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      model.commit(line);
    }
  };

  return (
    <tr data-product-id={item.productId} aria-busy={removing ? 'true' : undefined}>
      <td>
        <div className="basket-table__product">
          {/* An empty src would make the browser fetch the page itself again: a blank box of the picture's size instead. */}
          {item.image ? <img src={item.image} alt="" width={64} height={64} loading="lazy" /> : <span className="si-basket__no-image" />}
          <a href={item.url}>{item.name}</a>
        </div>
      </td>
      <td className="basket-table__price">
        <span className="basket-table__label" aria-hidden="true">
          {messages.price}:{' '}
        </span>
        {line.price}
      </td>
      <td className="basket-table__qty">
        <div className="si-basket__stepper">
          <button type="button" className="si-basket__step" aria-label={messages.decrease(item.name)} aria-controls={inputId} disabled={atMinimum} onClick={() => model.step(line, -1)}>
            <span aria-hidden="true">−</span>
          </button>
          <label className="visually-hidden" htmlFor={inputId}>
            {messages.quantityOf(item.name)}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            size={4}
            value={text}
            aria-describedby={messageId}
            aria-invalid={message !== '' ? 'true' : undefined}
            data-min="1"
            data-max={item.max}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const field = event.currentTarget;
              model.input(line, field.value);
              // A refused character leaves the text as it was, so nothing re-renders and
              // preact/compat would keep it on screen: put the digits back here.
              if (field.value !== line.text.peek()) field.value = line.text.peek();
            }}
            onBlur={() => model.commit(line)}
          />
          <button type="button" className="si-basket__step" aria-label={messages.increase(item.name)} aria-controls={inputId} disabled={atMaximum} onClick={() => model.step(line, 1)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <p id={messageId} className="si-basket__message" data-part="message">
          {message}
        </p>
      </td>
      <td className="basket-table__sum">
        <span className="basket-table__label" aria-hidden="true">
          {messages.sum}:{' '}
        </span>
        {sum}
      </td>
      <td className="basket-table__remove">
        <button type="button" className="si-basket__remove" aria-label={messages.removeOf(item.name)} disabled={removing} onClick={() => model.remove(line)}>
          {messages.remove}
        </button>
      </td>
    </tr>
  );
}

/** The basket table, its total, clearing and undo, and the empty block (docs/islands/basket.md). */
export function BasketView({ model, serverEmpty = null, checkoutUrl = '/personal/order/' }: BasketViewProps) {
  const lines = useSignalValue(model.lines);
  const total = useSignalValue(model.total);
  const state = useSignalValue(model.state);
  const message = useSignalValue(model.message);
  const undoOffer = useSignalValue(model.undoOffer);
  const changedElsewhere = useSignalValue(model.changedElsewhere);
  const baseId = useIslandId();
  const emptyRef = useRef<HTMLDivElement>(null);
  const empty = state === 'empty';

  // Moved in the mount's own task, like the catalogue list's items: the block keeps its links.
  useLayoutEffect(() => {
    if (!serverEmpty || !emptyRef.current) return;
    serverEmpty.removeAttribute('hidden');
    emptyRef.current.append(serverEmpty);
  }, [serverEmpty]);

  return (
    <div className="si-basket" data-state={state}>
      {undoOffer ? (
        <div className="si-basket__undo" data-part="undo">
          <span>{undoOffer.text}</span>
          <button type="button" className="btn btn-outline" onClick={() => model.undo()}>
            {messages.undo}
          </button>
        </div>
      ) : null}
      <p className="si-basket__alert" role="alert">
        {message}
      </p>
      <div ref={emptyRef} hidden={!empty} data-part="empty">
        {serverEmpty ? null : (
          <div className="notice basket-empty">
            <p>
              <strong>{messages.empty}</strong>
            </p>
          </div>
        )}
      </div>
      {empty ? null : (
        <div className="basket">
          <table className="basket-table">
            <caption className="visually-hidden">{messages.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{messages.product}</th>
                <th scope="col">{messages.price}</th>
                <th scope="col">{messages.quantity}</th>
                <th scope="col">{messages.sum}</th>
                <th scope="col">
                  <VisuallyHidden>{messages.removal}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <LineRow key={line.item.productId} model={model} line={line} baseId={baseId} />
              ))}
            </tbody>
          </table>
          <div className="basket__footer">
            <p className="basket__total">
              {messages.total} <strong data-part="total">{total}</strong>
            </p>
            {/* A status line, read once when it appears: the lines above already follow the change. */}
            <p className="si-basket__elsewhere" role="status">
              {changedElsewhere ? (
                <>
                  {messages.changedElsewhere}{' '}
                  <button type="button" className="si-basket__reload" onClick={() => window.location.reload()}>
                    {messages.reload}
                  </button>
                </>
              ) : null}
            </p>
            <div className="basket__actions">
              <button type="button" className="basket__clear si-basket__remove" onClick={() => model.clear()}>
                {messages.clear}
              </button>
              <a className="btn btn-primary" href={checkoutUrl}>
                {messages.checkout}
              </a>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
