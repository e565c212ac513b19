import type { ApiDeps } from '@shop-islands/api';
import { readPageConfig, type PageConfig } from '@shop-islands/loader';
import { createBrowserCookies, createStore, type ShopStore } from '@shop-islands/store';

/** The one store, API dependencies and page config that every island on the page shares. */
export interface PageRuntime {
  config: PageConfig;
  store: ShopStore;
  /**
   * What the server calls need. Each island binds only the calls it makes (`bindCalls`), so
   * that its chunk does not carry the whole client.
   */
  apiDeps: ApiDeps;
}

let current: PageRuntime | null = null;

/** `window.localStorage` itself throws in some private modes and sandboxed frames. */
function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Builds the runtime of a real page from its config script, cookies and storage. */
export function createPageRuntime(win: Window, doc: Document): PageRuntime {
  const config = readPageConfig(doc, win);
  const store = createStore({
    storage: localStorageOf(win),
    cookies: createBrowserCookies(),
    window: win,
    document: doc,
    mode: config.mode,
  });
  const apiDeps: ApiDeps = {
    fetch: (input, init) => win.fetch(input, init),
    sessid: () => config.sessid,
    // `"endpoints": null` is valid JSON: the fixed paths then, not every call failing.
    endpoints: config.endpoints || {},
    baseUrl: win.location.origin,
  };
  return { config, store, apiDeps };
}

/** The page's runtime, created on first use; islands in one page share it. */
export function getPageRuntime(): PageRuntime {
  current ??= createPageRuntime(window, document);
  return current;
}

/** Replaces the page runtime (Storybook and tests hand in fakes). */
export function setPageRuntime(runtime: PageRuntime | null): void {
  current = runtime;
}
