import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { VisuallyHidden } from '../ui/visually-hidden';
import { messages } from './basket.messages';
import type { BasketLine, BasketModel, UndoOffer } from './basket.model';
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
  const clearing = useSignalValue(model.clearing);
  const { item } = line;
  const inputId = `${baseId}-qty-${item.productId}`;
  const messageId = `${inputId}-message`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // docs/islands/basket.md#keyboard-and-screen-readers: digits and editing keys only; the arrows step, Enter sends.
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
          {/* aria-disabled, not `disabled`, at the limits: a keyboard user's focus stays on the button that reached one (the press does nothing there). */}
          <button type="button" className="si-basket__step" aria-label={messages.decrease(item.name)} aria-controls={inputId} aria-disabled={atMinimum} onClick={() => atMinimum || model.step(line, -1)}>
            <span aria-hidden="true">−</span>
          </button>
          <label className="visually-hidden" htmlFor={inputId}>
            {messages.quantityOf(item.name)}
          </label>
          <input
            id={inputId}
            // The printed field's name: the focus and the text of a field typed into before the
            // island came find their way here (docs/islands/basket.md#when-it-loads).
            name={`QUANTITY_${item.rowId}`}
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
          <button type="button" className="si-basket__step" aria-label={messages.increase(item.name)} aria-controls={inputId} aria-disabled={atMaximum} onClick={() => atMaximum || model.step(line, 1)}>
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
        {/* Not `disabled`, which would drop the focus while the removal runs; the model ignores the press meanwhile. */}
        <button
          type="button"
          className="si-basket__remove"
          data-part="remove"
          aria-label={messages.removeOf(item.name)}
          aria-disabled={removing || clearing || undefined}
          onClick={() => model.remove(line)}
        >
          {messages.remove}
        </button>
      </td>
    </tr>
  );
}

/**
 * The undo bar. Its time stops while the focus or the pointer is on it (the model starts it again
 * in full once they leave): docs/islands/basket.md#keyboard-and-screen-readers.
 */
function UndoBar({ model, offer, textId, buttonRef }: { model: BasketModel; offer: UndoOffer; textId: string; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const focusInside = useRef(false);
  const pointerInside = useRef(false);
  const hold = () => model.holdUndo(focusInside.current || pointerInside.current);
  // Gone with the focus or the pointer still on it (no blur or leave may follow): nothing holds the next offer.
  useEffect(() => () => model.holdUndo(false), [model]);
  return (
    <div
      className="si-basket__undo"
      data-part="undo"
      aria-busy={offer.restoring || undefined}
      onFocus={() => {
        focusInside.current = true;
        hold();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focusInside.current = false;
        hold();
      }}
      onPointerEnter={() => {
        pointerInside.current = true;
        hold();
      }}
      onPointerLeave={() => {
        pointerInside.current = false;
        hold();
      }}
    >
      <span id={textId}>{offer.text}</span>
      {/* Kept while the lines come back, so the focus stays; the model ignores a second press. */}
      <button ref={buttonRef} type="button" className="btn btn-outline" aria-describedby={textId} aria-disabled={offer.restoring || undefined} onClick={() => model.undo()}>
        {messages.undo}
      </button>
    </div>
  );
}

/** Where the shopper's focus was in the island, outside the undo bar: where it goes back to. */
interface FocusOrigin {
  /** The row it was in, and that row's place, or null. */
  productId: number | null;
  index: number;
  /** It was on «Очистить корзину». */
  clear: boolean;
}

/** The basket table, its total, clearing and undo, and the empty block (docs/islands/basket.md). */
export function BasketView({ model, serverEmpty = null, checkoutUrl = '/personal/order/' }: BasketViewProps) {
  const lines = useSignalValue(model.lines);
  const total = useSignalValue(model.total);
  const state = useSignalValue(model.state);
  const message = useSignalValue(model.message);
  const undoOffer = useSignalValue(model.undoOffer);
  const changedElsewhere = useSignalValue(model.changedElsewhere);
  const clearing = useSignalValue(model.clearing);
  const baseId = useIslandId();
  const emptyRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const empty = state === 'empty';

  // docs/islands/basket.md#keyboard-and-screen-readers: an element of the island that leaves
  // with the focus on it (a removed row's «Удалить», «Очистить корзину», «Вернуть» once used) must
  // not drop the focus to the page's start.
  const focused = useRef<HTMLElement | null>(null);
  const origin = useRef<FocusOrigin | null>(null);
  const shownOffer = useRef(undoOffer);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    focused.current = target;
    if (target.closest('[data-part="undo"]')) return;
    const row = target.closest<HTMLTableRowElement>('tr[data-product-id]');
    const rows = Array.from(bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-product-id]') ?? []);
    origin.current = { productId: row ? Number(row.dataset.productId) : null, index: row ? rows.indexOf(row) : 0, clear: target === clearRef.current };
  };
  useLayoutEffect(() => {
    const offerChanged = shownOffer.current !== undoOffer;
    shownOffer.current = undoOffer;
    const last = focused.current;
    const active = document.activeElement;
    if (!last || last.isConnected || (active && active !== document.body)) return;
    focused.current = null;
    const rows = Array.from(bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-product-id]') ?? []);
    const from = origin.current;
    const rowOf = (productId: number | null, index: number) =>
      rows.find((row) => productId !== null && row.dataset.productId === String(productId)) ?? rows[Math.min(index, rows.length - 1)];
    // A removal or clearing that just succeeded: on to «Вернуть», at the island's top. Else back to
    // where the shopper was (the row brought back, or the one now in its place), else the empty block.
    const target: HTMLElement | null | undefined =
      (offerChanged ? undoRef.current : null) ??
      (from?.clear ? clearRef.current : null) ??
      rowOf(from?.productId ?? null, from?.index ?? 0)?.querySelector<HTMLElement>('[data-part="remove"]') ??
      undoRef.current ??
      emptyRef.current;
    target?.focus();
  });

  // Moved in the mount's own task, like the catalogue list's items: the block keeps its links.
  useLayoutEffect(() => {
    if (!serverEmpty || !emptyRef.current) return;
    serverEmpty.removeAttribute('hidden');
    emptyRef.current.append(serverEmpty);
  }, [serverEmpty]);

  return (
    <div
      className="si-basket"
      data-state={state}
      onFocus={onFocus}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        // Gone elsewhere on the page: whatever happens here then is not the shopper's focus.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) focused.current = null;
      }}
    >
      {undoOffer ? <UndoBar model={model} offer={undoOffer} textId={`${baseId}-undo`} buttonRef={undoRef} /> : null}
      <p className="si-basket__alert" role="alert">
        {message}
      </p>
      {/* Focusable from script only: where the focus goes when nothing else is left (see above). */}
      <div ref={emptyRef} hidden={!empty} data-part="empty" tabIndex={-1}>
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
            <tbody ref={bodyRef}>
              {lines.map((line) => (
                <LineRow key={line.item.productId} model={model} line={line} baseId={baseId} />
              ))}
            </tbody>
          </table>
          <div className="basket__footer">
            <p className="basket__total">
              {messages.total} <strong data-part="total">{total}</strong>
            </p>
            <div className="basket__actions">
              {/* Not `disabled` while the clearing runs (the focus would drop); the model ignores the press. */}
              <button
                ref={clearRef}
                type="button"
                className="basket__clear si-basket__remove"
                aria-disabled={clearing || undefined}
                aria-busy={clearing || undefined}
                onClick={() => model.clear()}
              >
                {messages.clear}
              </button>
              <a
                className="btn btn-primary"
                href={checkoutUrl}
                onClick={(event) => {
                  // docs/islands/basket.md#errors: a change still waiting goes first, and the link is
                  // followed once it is saved. A click for another tab or window stays a plain link:
                  // this page stays, and the change goes after its pause.
                  if (!(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) && model.checkout(checkoutUrl)) event.preventDefault();
                }}
              >
                {messages.checkout}
              </a>
            </div>
          </div>
        </div>
      )}
      {/* A status line, read once when it appears: the lines above already follow the change. Always
          in the page, with lines or without (a product bought below an empty basket), so that screen
          readers watch it before it speaks: docs/islands/basket.md#events. */}
      <p className="si-basket__elsewhere" role="status">
        {changedElsewhere ? (
          <>
            {empty ? messages.changedElsewhereEmpty : messages.changedElsewhere}{' '}
            <button type="button" className="si-basket__reload" onClick={() => window.location.reload()}>
              {messages.reload}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
