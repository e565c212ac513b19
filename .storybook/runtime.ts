/**
 * The page runtime islands get in Storybook: the real store and API calls, but with in-memory
 * storage and cookies (stories never touch the designer's own localStorage, nor each other) and
 * the demo sessid and endpoints, so server calls reach the mock backend.
 */
import type { ApiDeps } from '@shop-islands/api';
import type { PageConfig } from '@shop-islands/loader';
import { createStore, MemoryCookies, MemoryStorage } from '@shop-islands/store';
import type { PageRuntime } from '@shop-islands/islands/runtime/page';
import { DEMO_ENDPOINTS, DEMO_SESSID } from '../packages/dev-server/src/index';


export interface StoryRuntimeOptions {
  /** Overrides of the page config (user, mode 'opt' for wholesale, extra endpoints …). */
  config?: Partial<PageConfig>;
  /** What localStorage holds when the story starts, e.g. `{ basketItems: '[101,125]' }`. */
  storage?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** Builds the runtime a story's islands share; `setPageRuntime(runtime)` hands it to them. */
export function createStoryRuntime(options: StoryRuntimeOptions = {}): PageRuntime {
  const config: PageConfig = {
    sessid: DEMO_SESSID,
    user: { isAuth: false, email: '' },
    mode: 'normal',
    ...options.config,
    endpoints: { ...DEMO_ENDPOINTS, ...options.config?.endpoints },
  };
  const store = createStore({
    storage: new MemoryStorage(options.storage),
    cookies: new MemoryCookies(options.cookies),
    // No window: no cross-tab sync with the real localStorage, no navigation on a country change.
    window: null,
    // The document stays, so `.basket_count` elements in a story and the DOM events work.
    document,
    mode: config.mode,
    reload: (url) => console.info('[storybook] the page would navigate to', url),
  });
  const apiDeps: ApiDeps = {
    fetch: (input, init) => window.fetch(input, init),
    sessid: () => config.sessid,
    endpoints: config.endpoints,
    baseUrl: window.location.origin,
  };
  return { config, store, apiDeps };
}
