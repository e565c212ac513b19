import type { TabLinks, TabsWindow } from './product-tabs.model';
import type { ProductTab } from './product-tabs.props';

/** The product page's tabs, in the template's order. */
export const PRODUCT_TABS: readonly ProductTab[] = [
  { id: 'description', title: 'Описание' },
  { id: 'characteristics', title: 'Характеристики' },
  { id: 'equipment', title: 'Комплектация' },
  { id: 'financial', title: 'Финансовые условия' },
  { id: 'telematics', title: 'Телематика' },
  { id: 'instructions', title: 'Инструкции' },
  { id: 'video', title: 'Видео' },
  { id: 'warranty', title: 'Гарантия' },
  { id: 'support', title: 'Техподдержка' },
];

interface Entry {
  hash: string;
  state: unknown;
}

/**
 * A window with a session history like the browser's: `pushState`, `replaceState`, back and
 * forward (a popstate, then a hashchange when the hash differs) and a link to an anchor (a new
 * entry with no state).
 */
export function fakeTabsWindow(options: { hash?: string; state?: unknown; reducedMotion?: boolean } = {}) {
  const entries: Entry[] = [{ hash: options.hash ?? '', state: options.state ?? null }];
  let index = 0;
  const listeners = { popstate: new Set<() => void>(), hashchange: new Set<() => void>() };
  const current = () => entries[index]!;
  const hashOf = (url: string | undefined) => (url === undefined ? current().hash : url.startsWith('#') ? url : '');
  const fire = (type: 'popstate' | 'hashchange') => [...listeners[type]].forEach((listener) => listener());

  const win: TabsWindow = {
    location: {
      get hash() {
        return current().hash;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      pushState(data, _unused, url) {
        entries.splice(index + 1, entries.length, { hash: hashOf(url), state: structuredClone(data) });
        index += 1;
      },
      replaceState(data, _unused, url) {
        entries[index] = { hash: hashOf(url), state: structuredClone(data) };
      },
    },
    addEventListener: (type, listener) => listeners[type].add(listener),
    removeEventListener: (type, listener) => listeners[type].delete(listener),
    matchMedia: () => ({ matches: options.reducedMotion ?? false }),
  };

  const traverse = (step: number) => {
    const before = current().hash;
    index += step;
    fire('popstate');
    if (current().hash !== before) fire('hashchange');
  };

  return {
    window: win,
    entries,
    get index() {
      return index;
    },
    back: () => traverse(-1),
    forward: () => traverse(1),
    /** A plain link to `#anchor`: a new entry without state, then popstate and hashchange. */
    followAnchor(hash: string) {
      entries.splice(index + 1, entries.length, { hash, state: null });
      index += 1;
      fire('popstate');
      fire('hashchange');
    },
    listenerCount: () => listeners.popstate.size + listeners.hashchange.size,
  };
}

/** Tab links a test clicks: `click(id)` says whether the island took the click. */
export function fakeTabLinks() {
  let onLink: ((tabId: string) => boolean) | null = null;
  const links: TabLinks = {
    listen(handler) {
      onLink = handler;
      return () => {
        onLink = null;
      };
    },
  };
  return {
    links,
    click: (tabId: string): boolean => onLink?.(tabId) ?? false,
    listening: () => onLink !== null,
  };
}
