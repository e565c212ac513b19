import { signal, type ReadonlySignal } from '@preact/signals-core';
import { addIdIfAbsent, cleanIdList, mergeIdLists, parseIdList, parseJson, removeId, sameIds } from './lists';
import { STORAGE_KEYS, type SafeStorage } from './safe-storage';

/** The compare half of the store: persisted ids and the actions of docs/embedding.md#store. */
export interface CompareState {
  compareItems: ReadonlySignal<readonly number[]>;
  /** Stored by an earlier page, or merged from the server: see `ShopStore.compareKnown`. */
  known: ReadonlySignal<boolean>;
  add(productIds: number | readonly number[]): void;
  remove(productId: number): void;
  clear(): void;
  /** Keeps the local ids `keep` names and adds the server's ids it then lacks (docs/embedding.md#store). */
  mergeFromServer(serverIds: unknown[], keep: (productId: number) => boolean): void;
  /** Takes over what another tab stored (the `storage` event). */
  syncFromStorage(): void;
}

/** The compare list, stored under `compareItems` as numeric ids (docs/embedding.md#store). */
export function createCompareState(options: {
  storage: SafeStorage;
  onChange(ids: readonly number[]): void;
}): CompareState {
  const { storage, onChange } = options;
  const ids = signal<readonly number[]>([]);
  // As the basket's: corrupt or foreign text is no knowledge of the list.
  const known = signal(Array.isArray(parseJson(storage.read(STORAGE_KEYS.compare) ?? null)));

  /** The current list: storage (another tab may have written since), memory if storage is out. */
  const readCurrent = (): readonly number[] => {
    const raw = storage.read(STORAGE_KEYS.compare);
    if (raw === undefined) return ids.peek();
    const stored = parseIdList(raw);
    const cleanText = JSON.stringify(stored);
    // docs/embedding.md#store: corrupt, foreign or duplicated entries are repaired where they are read.
    if (raw !== null && raw !== cleanText) storage.write(STORAGE_KEYS.compare, cleanText);
    return stored;
  };

  const show = (next: readonly number[]) => {
    if (sameIds(next, ids.peek())) return;
    ids.value = next;
    onChange(next);
  };

  // Read-modify-write, as for the basket: never overwrite another tab's fresh add.
  const update = (change: (current: readonly number[]) => number[]) => {
    const next = change(readCurrent());
    storage.write(STORAGE_KEYS.compare, JSON.stringify(next));
    show(next);
  };

  ids.value = readCurrent();

  return {
    compareItems: ids,
    known,
    add: (productIds) =>
      update((current) =>
        (Array.isArray(productIds) ? productIds : [productIds]).reduce(addIdIfAbsent, [...current]),
      ),
    remove: (productId) => update((current) => removeId(current, productId)),
    clear: () => update(() => []),
    mergeFromServer: (serverIds, keep) => {
      update((current) => mergeIdLists(current.filter(keep), cleanIdList(serverIds)));
      known.value = true;
    },
    syncFromStorage: () => show(readCurrent()),
  };
}
