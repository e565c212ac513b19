/** The localStorage keys of docs/embedding.md#store, exactly as older scripts on the site use them. */
export const STORAGE_KEYS = {
  basket: 'basketItems',
  compare: 'compareItems',
  city: 'userCity',
  user: 'user',
} as const;

/** Storage access that never throws (docs/embedding.md#store: private mode, quota, disabled storage). */
export interface SafeStorage {
  /**
   * The stored text, `null` when the key is absent, or `undefined` when storage cannot be
   * trusted for this key (no storage, it throws, or our last write to it failed): the caller
   * then keeps its value in memory.
   */
  read(key: string): string | null | undefined;
  /** Writes the text; on failure the key is read from memory until a write succeeds again. */
  write(key: string, text: string): void;
  /** Removes the key, with the same failure handling as `write`. */
  remove(key: string): void;
}

/** Wraps a possibly missing or throwing `Storage`. */
export function createSafeStorage(storage: Storage | null): SafeStorage {
  // Keys whose last write failed: storage holds an older value than memory for them.
  const keysAheadInMemory = new Set<string>();
  return {
    read(key) {
      if (storage === null || keysAheadInMemory.has(key)) return undefined;
      try {
        return storage.getItem(key);
      } catch {
        // Safari private mode and sandboxed iframes throw on any access.
        return undefined;
      }
    },
    write(key, text) {
      if (storage === null) return;
      try {
        if (storage.getItem(key) !== text) storage.setItem(key, text);
        keysAheadInMemory.delete(key);
      } catch {
        // QuotaExceededError or storage disabled: memory now holds the truth for this key.
        keysAheadInMemory.add(key);
      }
    },
    remove(key) {
      if (storage === null) return;
      try {
        if (storage.getItem(key) !== null) storage.removeItem(key);
        keysAheadInMemory.delete(key);
      } catch {
        keysAheadInMemory.add(key);
      }
    },
  };
}
