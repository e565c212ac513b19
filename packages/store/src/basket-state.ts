import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  addLineIfAbsent,
  cleanBasketLines,
  idsOfLines,
  mergeLines,
  parseBasket,
  parseJson,
  removeLine,
  sameLines,
  serializeBasket,
  setLineQuantity,
  type BasketShape,
} from './lists';
import { STORAGE_KEYS, type SafeStorage } from './safe-storage';
import type { WholesaleItem } from './types';

/** The basket half of the store: persisted lines and the actions of docs/embedding.md#store. */
export interface BasketState {
  basketItems: ReadonlySignal<readonly number[]>;
  wholesaleItems: ReadonlySignal<readonly WholesaleItem[]>;
  /** Stored by an earlier page, or merged from the server: see `ShopStore.basketKnown`. */
  known: ReadonlySignal<boolean>;
  add(productId: number): void;
  remove(productId: number): void;
  clear(): void;
  setQuantity(productId: number, quantity: number): void;
  /** Keeps the local lines `keep` names and adds the server's lines it then lacks (docs/embedding.md#store). */
  mergeFromServer(serverLines: unknown[], keep: (productId: number) => boolean): void;
  /** Takes over what another tab stored (the `storage` event). */
  syncFromStorage(): void;
}

const NO_LINES: readonly WholesaleItem[] = Object.freeze([]);

/**
 * Keeps the basket as lines in memory whatever the mode, and stores it the way docs/embedding.md#store says:
 * plain ids in normal mode, `{PRODUCT_ID, QUANTITY}` lines in wholesale ('opt') mode.
 */
export function createBasketState(options: {
  storage: SafeStorage;
  mode: 'normal' | 'opt';
  onChange(lines: readonly WholesaleItem[]): void;
}): BasketState {
  const { storage, mode, onChange } = options;
  const lines = signal<readonly WholesaleItem[]>(NO_LINES);
  // A list an earlier page stored; corrupt or foreign text is no knowledge of the basket (it is
  // repaired as it is read, below), and the page's printed state is the better guess until getVars.
  const known = signal(Array.isArray(parseJson(storage.read(STORAGE_KEYS.basket) ?? null)));
  let foundShape: BasketShape | null = null;

  // Normal pages keep quantities typed on the wholesale catalogue: they never turn lines into
  // bare ids. Wholesale pages store lines; a plain id list loses nothing by becoming lines.
  const shapeToWrite = (): BasketShape => (mode === 'opt' ? 'lines' : (foundShape ?? 'ids'));

  /** The current basket: storage (another tab may have written since), memory if storage is out. */
  const readCurrent = (): readonly WholesaleItem[] => {
    const raw = storage.read(STORAGE_KEYS.basket);
    if (raw === undefined) return lines.peek();
    const parsed = parseBasket(raw);
    foundShape = parsed.shape;
    const cleanText = serializeBasket(parsed.lines, shapeToWrite());
    // docs/embedding.md#store: corrupt, foreign or duplicated entries are repaired where they are read.
    if (raw !== null && raw !== cleanText) storage.write(STORAGE_KEYS.basket, cleanText);
    return parsed.lines;
  };

  const show = (next: readonly WholesaleItem[]) => {
    if (sameLines(next, lines.peek())) return;
    lines.value = next;
    onChange(next);
  };

  // Read-modify-write: each action starts from what is stored now, so an add made in another
  // tab a moment ago is kept rather than overwritten with this tab's older list.
  const update = (change: (current: readonly WholesaleItem[]) => WholesaleItem[]) => {
    const next = change(readCurrent());
    storage.write(STORAGE_KEYS.basket, serializeBasket(next, shapeToWrite()));
    show(next);
  };

  lines.value = readCurrent();

  return {
    basketItems: computed(() => idsOfLines(lines.value)),
    wholesaleItems: computed(() => (mode === 'opt' ? lines.value : NO_LINES)),
    known,
    add: (productId) => update((current) => addLineIfAbsent(current, productId)),
    remove: (productId) => update((current) => removeLine(current, productId)),
    clear: () => update(() => []),
    setQuantity: (productId, quantity) => update((current) => setLineQuantity(current, productId, quantity)),
    mergeFromServer: (serverLines, keep) => {
      update((current) => mergeLines(current.filter((line) => keep(line.PRODUCT_ID)), cleanBasketLines(serverLines).lines));
      known.value = true;
    },
    syncFromStorage: () => show(readCurrent()),
  };
}
