/**
 * Fakes for the store's tests: storages, a cookie jar, a page, and a store wired to them.
 * Only test files import this module; it is not part of the package's API.
 */
import { Window as HappyWindow } from 'happy-dom';
import { createStore } from './create-store';
import { MemoryCookies, MemoryStorage } from './memory';
import type { ShopStore } from './types';

// The in-memory storage is the package's own (`memory.ts`); tabs of one origin share one instance.
export { MemoryStorage };

/** Storage in Safari's private mode or a sandboxed frame: every access throws. */
export class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** A full storage: reading works, writing fails with QuotaExceededError. */
export class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** One recorded cookie write. */
export interface CookieWrite {
  name: string;
  value: string;
  expires: number | undefined;
  path: string | undefined;
}

/** A cookie jar that remembers values and every write with its options. */
export class FakeCookies extends MemoryCookies {
  readonly writes: CookieWrite[] = [];
  readonly removals: string[] = [];

  override set(name: string, value: string, options?: { expires?: number; path?: string }): void {
    super.set(name, value);
    this.writes.push({ name, value, expires: options?.expires, path: options?.path });
  }
  override remove(name: string): void {
    super.remove(name);
    this.removals.push(name);
  }
  lastWrite(name: string): CookieWrite | undefined {
    return this.writes.filter((write) => write.name === name).at(-1);
  }
}

/** A fresh happy-dom page, so tests never share a document. */
export function createPage(options: { url?: string; bodyClass?: string; width?: number } = {}) {
  const happyWindow = new HappyWindow({
    url: options.url ?? 'https://shop.example/catalog/alarms/',
    width: options.width ?? 1280,
    height: 800,
  });
  const window = happyWindow as unknown as Window & typeof globalThis;
  const document = window.document;
  document.body.className = options.bodyClass ?? '';
  return {
    window,
    document,
    /** Changes the viewport like a window resize. */
    resizeTo(width: number) {
      happyWindow.happyDOM.setViewport({ width, height: 800 });
    },
    close: () => happyWindow.happyDOM.close(),
  };
}

/** Everything a store test needs: the store, its fakes and what it did. */
export interface StoreHarness {
  store: ShopStore;
  storage: Storage | null;
  cookies: FakeCookies;
  page: ReturnType<typeof createPage>;
  reloads: string[];
  /** Store events seen on the page's document, in order. */
  events: Array<{ type: string; detail: unknown }>;
}

const openHarnesses: StoreHarness[] = [];

/** Creates a store over fakes; `disposeHarnesses()` in afterEach tears them all down. */
export function createHarness(
  options: {
    storage?: Storage | null;
    cookies?: FakeCookies;
    page?: ReturnType<typeof createPage>;
    mode?: 'normal' | 'opt';
  } = {},
): StoreHarness {
  const storage = options.storage === undefined ? new MemoryStorage() : options.storage;
  const cookies = options.cookies ?? new FakeCookies();
  const page = options.page ?? createPage();
  const reloads: string[] = [];
  const events: StoreHarness['events'] = [];
  for (const type of ['shop-islands:basket-change', 'shop-islands:compare-change', 'shop-islands:city-change']) {
    page.document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  const store = createStore({
    storage,
    cookies,
    window: page.window,
    document: page.document,
    mode: options.mode,
    reload: (url) => reloads.push(url),
  });
  const harness = { store, storage, cookies, page, reloads, events };
  openHarnesses.push(harness);
  return harness;
}

/** Disposes every store made by `createHarness` and closes its page. */
export async function disposeHarnesses(): Promise<void> {
  const pages = new Set<StoreHarness['page']>();
  for (const harness of openHarnesses.splice(0)) {
    harness.store.dispose();
    pages.add(harness.page);
  }
  for (const page of pages) await page.close();
}

/** Lets MutationObserver callbacks (microtasks) run. */
export function flushMutations(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Delivers a `storage` event as the browser does in the other tabs after a write. */
export function announceStorageChange(window: Window & typeof globalThis, key: string | null): void {
  window.dispatchEvent(new window.StorageEvent('storage', { key }));
}
