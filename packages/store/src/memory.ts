import type { CookieJar } from './types';

/**
 * A `Storage` kept in memory: for pages rendered without a browser (Storybook stories, tests)
 * that still want the store to start from given values, like a localStorage would.
 */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** Cookies kept in memory, for the same uses as `MemoryStorage`. Expiry is not modelled. */
export class MemoryCookies implements CookieJar {
  readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  set(name: string, value: string, _options?: { expires?: number; path?: string }): void {
    this.values.set(name, value);
  }
  remove(name: string): void {
    this.values.delete(name);
  }
}
