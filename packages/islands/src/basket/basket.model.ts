import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { apiErrorMessage, type Api, type BasketAddResult, type BasketQuantityResult } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import type { Clock } from '../ui/clock';
import { formatPrice } from '../ui/money';
import { messages } from './basket.messages';
import type { BasketItem, BasketProps } from './basket.props';
import { MIN_QUANTITY, checkQuantity, digitsOnly, stepFrom } from './basket.rules';

/** `saving` while a change is on its way, `error` after one failed, `empty` once nothing is left. */
export type BasketState = 'idle' | 'saving' | 'error' | 'empty';

/** One line of the basket, with what its row shows. */
export interface BasketLine {
  readonly item: BasketItem;
  /** The unit price as the server printed it. */
  readonly price: string;
  /** The basket row id; a line brought back by undo gets a new one from the server. */
  readonly rowId: ReadonlySignal<number>;
  /** What the field shows: digits only. */
  readonly text: ReadonlySignal<string>;
  /** The line's sum as the server printed it (the props' sum formatted until the first answer). */
  readonly sum: ReadonlySignal<string>;
  /** The limit or failure message of this line, '' when none. */
  readonly message: ReadonlySignal<string>;
  readonly atMinimum: ReadonlySignal<boolean>;
  readonly atMaximum: ReadonlySignal<boolean>;
  /** A removal of this line is on its way. */
  readonly removing: ReadonlySignal<boolean>;
}

/** The undo bar: what was taken out, for a few seconds. */
export interface UndoOffer {
  readonly text: string;
  /** «Вернуть» was pressed and the lines are on their way back: the bar stays until they are. */
  readonly restoring: boolean;
}

/** Prices, sums and the total as the server's fallback prints them, so nothing changes at mount. */
export interface ServerTexts {
  total?: string;
  /** By basket row id. */
  lines?: ReadonlyMap<number, { price?: string; sum?: string }>;
}

export interface BasketDeps {
  props: BasketProps;
  /** Left out (stories, tests): the props' figures, formatted here. */
  serverTexts?: ServerTexts;
  store: Pick<ShopStore, 'addToBasket' | 'removeFromBasket' | 'clearBasket' | 'isInBasket' | 'basketItems'>;
  api: Pick<Api, 'basketQuantity' | 'basketDelete' | 'add2BasketByID'>;
  clock: Clock;
  /** Polite screen-reader message after every confirmed change. */
  announce?: (message: string) => void;
  /** Goes to another page (`location.assign` on a real page): «Оформить заказ» once the changes are saved. */
  navigate: (url: string) => void;
  debounceMs?: number;
  undoMs?: number;
  /**
   * Calls `leave` as the page is left (`runtime/leave-page.ts` on a page) and returns the way to
   * stop: a change still waiting then goes at once (docs/embedding.md#network).
   */
  onPageHide?: (leave: () => void) => () => void;
}

export interface BasketModel {
  readonly lines: ReadonlySignal<readonly BasketLine[]>;
  /** The server's formatted total. */
  readonly total: ReadonlySignal<string>;
  readonly state: ReadonlySignal<BasketState>;
  /** A basket-wide failure (clearing, undo), '' when none. */
  readonly message: ReadonlySignal<string>;
  /**
   * The basket changed elsewhere (another tab, a buy button on this page): the lines of products
   * taken out are gone, but the total is the server's last word here and may be stale until the
   * page is reloaded (docs/islands/basket.md#events).
   */
  readonly changedElsewhere: ReadonlySignal<boolean>;
  readonly undoOffer: ReadonlySignal<UndoOffer | null>;
  /** A clearing is on its way: «Очистить корзину» (and «Удалить») are ignored meanwhile. */
  readonly clearing: ReadonlySignal<boolean>;
  /** The field's new text; nothing is checked or sent until {@link commit}. */
  input(line: BasketLine, raw: string): void;
  /** Leaving the field or Enter: checks the limits, then sends. */
  commit(line: BasketLine): void;
  /** − / + and the arrows: one step from the number in the field, within the limits. */
  step(line: BasketLine, delta: number): void;
  remove(line: BasketLine): void;
  clear(): void;
  undo(): void;
  /**
   * The shopper is on the undo bar (focus or pointer): its time stops, and starts again in full
   * once they leave it (docs/islands/basket.md#keyboard-and-screen-readers).
   */
  holdUndo(held: boolean): void;
  /**
   * «Оформить заказ» pressed: false when no change is waiting or on its way (the link goes as it
   * is). Else the waiting ones go now, and the model goes to `url` once the basket's requests are
   * done, unless a change failed or was refused (its error shows): docs/islands/basket.md#errors.
   */
  checkout(url: string): boolean;
  /** Sends a change still waiting for its pause and stops the timers. */
  dispose(): void;
}

/** docs/islands/basket.md#rules-and-constants: quick changes within this pause go as one request. */
export const DEBOUNCE_MS = 300;
/** docs/islands/basket.md#rules-and-constants: how long a removal or clearing can be undone. */
export const UNDO_MS = 5000;

interface LineState extends BasketLine {
  readonly rowId: Signal<number>;
  readonly text: Signal<string>;
  readonly sum: Signal<string>;
  readonly message: Signal<string>;
  readonly removing: Signal<boolean>;
  /** The quantity the shopper asked for last. */
  wanted: number;
  /** The last quantity the server accepted. */
  confirmed: number;
  inFlight: boolean;
  timer: unknown;
}

/**
 * The basket page (docs/islands/basket.md): quantities, removal and clearing against the basket
 * calls. Basket requests go one at a time; a line's quantity is taken when its turn comes, so
 * quick changes go as one, the server ends with the last value and no older answer overwrites a
 * newer one.
 */
export function createBasketModel(deps: BasketDeps): BasketModel {
  const { props, store, api, clock } = deps;
  const announce = deps.announce ?? (() => {});
  const debounceMs = deps.debounceMs ?? DEBOUNCE_MS;
  const undoMs = deps.undoMs ?? UNDO_MS;

  const printed = deps.serverTexts ?? {};
  const makeLine = (item: BasketItem): LineState => {
    const text = signal(String(item.quantity));
    const server = printed.lines?.get(item.rowId);
    const quantityShown = computed(() => Number.parseInt(text.value || '0', 10));
    return {
      item,
      price: server?.price || formatPrice(item.price),
      rowId: signal(item.rowId),
      text,
      sum: signal(server?.sum || formatPrice(item.sum)),
      message: signal(''),
      removing: signal(false),
      atMinimum: computed(() => quantityShown.value <= MIN_QUANTITY),
      atMaximum: computed(() => quantityShown.value >= item.max),
      wanted: item.quantity,
      confirmed: item.quantity,
      inFlight: false,
      timer: null,
    };
  };

  const lines = signal<readonly LineState[]>(props.items.map(makeLine));
  const total = signal(printed.total || formatPrice(props.totalPrice));
  const message = signal('');
  const failed = signal(false);
  const pending = signal(0);
  const undoOffer = signal<UndoOffer | null>(null);
  const clearing = signal(false);
  const state = computed<BasketState>(() => {
    if (lines.value.length === 0) return 'empty';
    if (pending.value > 0) return 'saving';
    return failed.value || message.value !== '' ? 'error' : 'idle';
  });

  // Every answer that carries a total takes a number; a total older than the one shown is dropped.
  let sequence = 0;
  let shownSequence = 0;
  const showTotal = (at: number, formatted: string) => {
    if (at < shownSequence || formatted === '') return;
    shownSequence = at;
    total.value = formatted;
  };
  const summarize = () => announce(messages.summary(lines.peek().length, total.peek()));
  // Failed or refused quantity changes so far: «Оформить заказ» goes only when none came meanwhile.
  let failures = 0;

  // docs/islands/basket.md#events: the server printed the session's whole basket, so the store lists
  // these lines, and only these: ids it held beyond them are gone from the server's basket (an order
  // placed, the basket emptied on another device), which the start-up reconciliation drops only once
  // `getVars.php` has answered.
  const printedIds = new Set(props.items.map((item) => item.productId));
  for (const id of store.basketItems.peek()) if (!printedIds.has(id)) store.removeFromBasket(id);
  for (const id of printedIds) if (!store.isInBasket(id)) store.addToBasket(id);

  // docs/islands/basket.md#rules-and-constants: one basket request at a time, in the order asked. A
  // server applies a request even when the browser has given up on it, so two on their way at once
  // could reach it in either order; one after the other, the last asked is the last applied, and
  // the answer that comes last carries the basket's real total.
  let queue: Promise<unknown> = Promise.resolve();
  const track = <T>(task: () => Promise<T>): Promise<T> => {
    const idle = pending.peek() === 0;
    pending.value += 1;
    // With nothing on its way the request leaves at once (in this task), else after the last one.
    const run = (idle ? new Promise<T>((resolve) => resolve(task())) : queue.then(task)).finally(() => {
      pending.value -= 1;
    });
    queue = run.catch(() => {});
    return run;
  };

  const stopTimer = (line: LineState) => {
    if (line.timer !== null) clock.clearTimeout(line.timer);
    line.timer = null;
  };

  // docs/islands/basket.md#events: every change of this island reaches the store in the same batch
  // as its lines, so a difference between the two comes from elsewhere. A product taken out there
  // loses its line here (unless an undo of ours brings it back); one added there has no line the
  // page could show. Either way the total here is no longer the basket's.
  const changedElsewhere = signal(false);
  const stopFollowing = effect(() => {
    const inBasket = store.basketItems.value;
    // Read without following: this island changes its lines and the store in one batch.
    const shown = lines.peek();
    const kept = shown.filter((line) => inBasket.includes(line.item.productId));
    const added = inBasket.some((id) => !shown.some((line) => line.item.productId === id));
    if (kept.length === shown.length && !added) return;
    batch(() => {
      for (const line of shown) if (!kept.includes(line)) stopTimer(line);
      if (kept.length !== shown.length) lines.value = kept;
      changedElsewhere.value = true;
    });
  });

  /** Sends the line's wanted quantity unless one is on its way: its answer sends the newest then. */
  const flush = (line: LineState) => {
    stopTimer(line);
    if (line.inFlight || line.wanted === line.confirmed || !lines.peek().includes(line)) return;
    line.inFlight = true;
    let sent = line.wanted;
    let at = 0;
    // The value is taken when its turn comes: changes made while waiting go as one.
    const send = () => {
      sent = line.wanted;
      at = ++sequence;
      return sent === line.confirmed || !lines.peek().includes(line) ? Promise.resolve(null) : api.basketQuantity(line.rowId.peek(), sent);
    };
    // docs/islands/basket.md: a failed or refused change brings back the last quantity the server accepted.
    const fail = (why: string) => {
      failures += 1;
      line.wanted = line.confirmed;
      batch(() => {
        line.text.value = String(line.confirmed);
        line.message.value = messages.notSaved(why);
        failed.value = true;
      });
      announce(line.message.peek());
    };
    void track(send).then(
      (answer) => {
        line.inFlight = false;
        if (!answer) return;
        if (answer.STATE === false) {
          // The server's own reason («Максимально возможное значение 3» when the stock dropped), and its total.
          showTotal(at, answer.TOTAL_PRICE_FORMATTED);
          return fail(answer.ERROR || messages.refused);
        }
        line.confirmed = sent;
        if (line.wanted !== sent) return flush(line);
        batch(() => {
          line.sum.value = answer.ITEM_SUM;
          failed.value = false;
          showTotal(at, answer.TOTAL_PRICE_FORMATTED);
        });
        summarize();
      },
      (error: unknown) => {
        line.inFlight = false;
        fail(apiErrorMessage(error));
      },
    );
  };

  const want = (line: LineState, quantity: number) => {
    line.wanted = quantity;
    line.text.value = String(quantity);
    line.message.value = '';
    stopTimer(line);
    line.timer = clock.setTimeout(() => flush(line), debounceMs);
  };

  /** docs/islands/basket.md: a value beyond the limits is refused, the previous one comes back, nothing is sent. */
  const refuse = (line: LineState, why: string) => {
    batch(() => {
      line.text.value = String(line.wanted);
      line.message.value = why;
    });
    announce(why);
  };

  // Undo: what the last removal or clearing took out, with where each line stood.
  let undoTimer: unknown = null;
  let undoHeld = false;
  let undoable: { line: LineState; index: number }[] = [];
  const stopUndoTimer = () => {
    if (undoTimer !== null) clock.clearTimeout(undoTimer);
    undoTimer = null;
  };
  const dropUndo = () => {
    stopUndoTimer();
    undoable = [];
    undoOffer.value = null;
  };
  // docs/islands/basket.md#keyboard-and-screen-readers: no time runs while the shopper is on the
  // bar (WCAG 2.2.1), and leaving it gives the whole time again, not what was left of it: coming
  // back takes a Tab or a move of the pointer, and a remainder could be too short for that.
  const startUndoTimer = () => {
    stopUndoTimer();
    if (!undoHeld && undoable.length > 0) undoTimer = clock.setTimeout(dropUndo, undoMs);
  };
  const offerUndo = (taken: { line: LineState; index: number }[], text: string) => {
    dropUndo();
    undoable = taken;
    undoOffer.value = { text, restoring: false };
    startUndoTimer();
  };

  const reasonOf = (error: unknown) => apiErrorMessage(error);

  /**
   * A removal or clearing stops the quantity waiting for its pause (a line on its way out needs
   * none). When it fails or is refused the line stays, and so must that quantity: it goes now.
   * docs/islands/basket.md#errors: sending it, rather than putting the saved one back, loses
   * nothing: the field already shows it, and the failed removal says nothing against it. A refusal
   * of the quantity then brings the saved one back as usual.
   */
  const keepPendingChange = (line: LineState) => flush(line);

  // docs/embedding.md#network: the page is being left (a link, Back, the tab closed), and a timer or
  // an answer this page will not see would take a waiting quantity with it. Leaving the page leaves
  // the field too, so a quantity typed within the limits counts. Each goes now as a request the
  // browser finishes without the page. The lines keep their state: a page kept in the browser's
  // back-forward cache sends them again when it comes back (a quantity twice is no harm) and shows
  // the answer. A line on its way out, or a clearing, sends nothing. These leave beside the basket's
  // one request on its way (the page cannot wait for its answer): for the same line that one left
  // first, with an older value, and a session's requests reach the server's basket one after the
  // other in the order they arrive (PHP's session lock), so the newer value is the one that stays;
  // only a request overtaking the older one on its way could turn that round.
  const stopLeaving = deps.onPageHide?.(() => {
    if (clearing.peek()) return;
    for (const line of lines.peek()) {
      if (line.removing.peek()) continue;
      const typed = line.text.peek();
      if (typed !== String(line.wanted) && !checkQuantity(typed, line.item.max)) want(line, Number.parseInt(typed, 10));
      if (line.wanted !== line.confirmed) api.basketQuantity(line.rowId.peek(), line.wanted, { keepalive: true }).catch(() => {});
    }
  });

  const model: BasketModel = {
    lines,
    total,
    state,
    changedElsewhere,
    message,
    undoOffer,
    clearing,
    input(line, raw) {
      (line as LineState).text.value = digitsOnly(raw);
    },
    commit(line) {
      const own = line as LineState;
      const typed = own.text.peek();
      if (typed === String(own.wanted)) return;
      const problem = checkQuantity(typed, own.item.max);
      if (problem) return refuse(own, problem.kind === 'minimum' ? messages.minimum : messages.maximum(problem.max));
      want(own, Number.parseInt(typed, 10));
    },
    step(line, delta) {
      const own = line as LineState;
      const next = stepFrom(own.text.peek(), own.wanted, own.item.max) + delta;
      // The buttons are disabled at the limits; a key repeat past them is refused the same way.
      const problem = checkQuantity(String(Math.max(0, next)), own.item.max);
      if (problem) return refuse(own, problem.kind === 'minimum' ? messages.minimum : messages.maximum(problem.max));
      want(own, next);
    },
    remove(line) {
      const own = line as LineState;
      // docs/islands/basket.md: a second press while the removal (or a clearing) is on its way does nothing.
      if (own.removing.peek() || clearing.peek()) return;
      stopTimer(own);
      own.removing.value = true;
      message.value = '';
      let at = 0;
      void track(() => {
        at = ++sequence;
        return api.basketDelete(own.rowId.peek());
      }).then(
        (answer) => {
          own.removing.value = false;
          if (!answer.STATE) {
            own.message.value = messages.notRemoved(answer.ERROR || messages.refused);
            // Said aloud like a failure: the focus is on «Удалить», which the message does not describe.
            announce(own.message.peek());
            return keepPendingChange(own);
          }
          const index = lines.peek().indexOf(own);
          batch(() => {
            lines.value = lines.peek().filter((other) => other !== own);
            showTotal(at, answer.TOTAL_PRICE_FORMATTED);
            store.removeFromBasket(own.item.productId);
            offerUndo([{ line: own, index }], messages.removed(own.item.name));
          });
          announce(`${messages.removed(own.item.name)} ${messages.summary(lines.peek().length, total.peek())}`);
        },
        (error: unknown) => {
          own.removing.value = false;
          own.message.value = messages.notRemoved(reasonOf(error));
          announce(own.message.peek());
          keepPendingChange(own);
        },
      );
    },
    clear() {
      const shown = lines.peek();
      // docs/islands/basket.md: a second press while the clearing is on its way does nothing (a
      // second request could offer the undo again after it was used, and undo would add the lines twice).
      if (shown.length === 0 || clearing.peek()) return;
      clearing.value = true;
      for (const line of shown) stopTimer(line);
      message.value = '';
      let at = 0;
      void track(() => {
        at = ++sequence;
        return api.basketDelete();
      }).then(
        (answer) => {
          clearing.value = false;
          if (!answer.STATE) {
            message.value = messages.notCleared(answer.ERROR || messages.refused);
            return lines.peek().forEach(keepPendingChange);
          }
          batch(() => {
            // What the clearing took: the lines still there now. A removal pressed before it has
            // answered first (one request at a time); its line is gone, and undoing the clearing
            // must not bring it back.
            offerUndo(lines.peek().map((line, index) => ({ line, index })), messages.cleared);
            lines.value = [];
            showTotal(at, answer.TOTAL_PRICE_FORMATTED || formatPrice(0));
            store.clearBasket();
          });
          announce(messages.cleared);
        },
        (error: unknown) => {
          // The view's role="alert" line reads it out: announcing it as well would say it twice.
          batch(() => {
            clearing.value = false;
            message.value = messages.notCleared(reasonOf(error));
          });
          lines.peek().forEach(keepPendingChange);
        },
      );
    },
    undo() {
      const taken = undoable;
      const shown = undoOffer.peek();
      if (taken.length === 0 || !shown) return;
      stopUndoTimer();
      undoable = [];
      // The bar (and the focus on «Вернуть») stays until the lines are back; a second press does nothing.
      const restoring: UndoOffer = { text: shown.text, restoring: true };
      undoOffer.value = restoring;
      message.value = '';
      const notes: string[] = [];
      const missing: string[] = [];
      // docs/islands/basket.md: undo adds each product again, then sets its quantity (which answers the totals).
      void track(async () => {
        for (const { line, index } of taken) {
          // docs/islands/basket.md#errors: a product the server will not add again (or whose call
          // fails) stays out with its reason; the others still come back.
          let why = '';
          let added: BasketAddResult | null = null;
          try {
            added = await api.add2BasketByID(line.item.productId);
            if (!added.ok) why = added.ERROR || messages.refused;
          } catch (error) {
            why = reasonOf(error);
          }
          if (!added || why) {
            missing.push(taken.length > 1 ? messages.notRestoredOf(line.item.name, why) : messages.notRestored(why));
            continue;
          }
          const rowId = added.RESULT_ID;
          const at = ++sequence;
          // docs/islands/basket.md#errors: from here the product is in the server's basket at 1. If
          // its old quantity cannot be set, the line comes back at 1, as the server has it, and says so.
          let answer: BasketQuantityResult | null = null;
          try {
            answer = await api.basketQuantity(rowId, line.confirmed);
            if (answer.STATE === false) why = answer.ERROR || messages.refused;
          } catch (error) {
            why = reasonOf(error);
          }
          // An old quantity of 1 is what the server has anyway.
          const lost = why !== '' && line.confirmed !== 1;
          const quantity = why ? 1 : line.confirmed;
          batch(() => {
            line.rowId.value = rowId;
            line.confirmed = quantity;
            line.wanted = quantity;
            line.text.value = String(quantity);
            // At 1 the line's sum is its unit price, as the server printed it.
            line.sum.value = answer && answer.STATE !== false ? answer.ITEM_SUM : line.price;
            line.message.value = lost ? messages.quantityNotRestored(why) : '';
            const next = [...lines.peek()];
            next.splice(Math.min(index, next.length), 0, line);
            lines.value = next;
            store.addToBasket(line.item.productId);
            if (answer) showTotal(at, answer.TOTAL_PRICE_FORMATTED);
          });
          if (lost) notes.push(line.message.peek());
        }
      })
        .then(() => {
          batch(() => {
            failed.value = notes.length > 0;
            // Read out by the view's role="alert" line, as a failed clearing.
            message.value = missing.join(' ');
          });
          if (missing.length < taken.length) announce([messages.restored, ...notes, messages.summary(lines.peek().length, total.peek())].join(' '));
        })
        .finally(() => {
          // A removal made meanwhile has offered an undo of its own: that one stays.
          if (undoOffer.peek() === restoring) undoOffer.value = null;
        });
    },
    holdUndo(held) {
      if (held === undoHeld) return;
      undoHeld = held;
      if (held) stopUndoTimer();
      else startUndoTimer();
    },
    checkout(url) {
      const waiting = lines.peek().filter((line) => line.timer !== null);
      if (waiting.length === 0 && pending.peek() === 0) return false;
      const before = failures;
      waiting.forEach(flush);
      void (async () => {
        // docs/islands/basket.md#rules-and-constants: one request at a time; an answer may send a
        // newer value of its line, so wait until nothing is left on its way.
        while (pending.peek() > 0) await queue;
        if (failures === before) deps.navigate(url);
      })();
      return true;
    },
    dispose() {
      stopFollowing();
      stopLeaving?.();
      for (const line of lines.peek()) if (line.timer !== null) flush(line);
      stopUndoTimer();
    },
  };
  return model;
}
