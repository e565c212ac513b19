import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ProductTab } from './product-tabs.props';
import { hashFor, tabFromHash, tabIndexAfterKey } from './product-tabs.rules';

/** Where in `history.state` each entry keeps the tab it showed (other keys are left alone). */
export const HISTORY_KEY = 'productTab';

/**
 * Tab links that scroll their panel to the top of the window (docs/islands/product-tabs.md): the
 * support link. The others open their tab and scroll only as far as needed to show it.
 */
export const LINKS_SCROLLED_TO_TOP: readonly string[] = ['support'];

/** The parts of `window` the tabs use: the address, the history and the motion preference. */
export interface TabsWindow {
  readonly location: { readonly hash: string };
  readonly history: {
    readonly state: unknown;
    pushState(data: unknown, unused: string, url?: string): void;
    replaceState(data: unknown, unused: string, url?: string): void;
  };
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  matchMedia(query: string): { readonly matches: boolean };
}

/** Clicks on the page's tab links (`data-tab-link="<id>"`), wherever they are. */
export interface TabLinks {
  /** Calls `onLink` with the link's tab id; when it returns true the link does not navigate. */
  listen(onLink: (tabId: string) => boolean): () => void;
}

export interface ProductTabsDeps {
  tabs: readonly ProductTab[];
  /** The tab open when the address names none (the props' `activeTab`). */
  defaultTab: string;
  /** `null` where there is no window: the tabs then work without address or history. */
  window: TabsWindow | null;
  /** `null`: no tab links are followed (a story, a test of the tabs alone). */
  links: TabLinks | null;
}

/** What the view is asked to bring into view after a tab link: the panel, then the focus on it. */
export interface RevealRequest {
  tabId: string;
  /** `start`: the panel to the top of the window; `nearest`: only as far as needed. */
  align: 'start' | 'nearest';
  /** Instant when the shopper prefers reduced motion. */
  smooth: boolean;
}

/**
 * How a tab was chosen; keys walking along the strip make one history entry, not one per tab.
 * `found`: the browser's find in page (or a link to an anchor inside) found its text while it was
 * closed; the shopper went nowhere, so no entry and no new address, the tab noted in the entry.
 */
export type TabChoice = 'click' | 'key' | 'link' | 'found';

export interface ProductTabsModel {
  readonly tabs: readonly ProductTab[];
  /** The open tab's id: the island's state word (`data-state`). */
  readonly active: ReadonlySignal<string>;
  /** The last tab link followed, for the view to scroll to; a new object each time. */
  readonly reveal: ReadonlySignal<RevealRequest | null>;
  /** The address named the open tab when the island started: the view keeps that section where the browser put it. */
  readonly openedFromAddress: boolean;
  /** Opens a tab the shopper chose, as a new history entry (but one found in, `found`). */
  select(tabId: string, how: TabChoice): void;
  /** A key on the open tab: opens the tab it moves to and returns its id (to focus), else `null`. */
  keyDown(key: string): string | null;
  /** The focus left the tab strip: the next key starts a new history entry. */
  stripLeft(): void;
  /** A `data-tab-link` click: opens its tab and asks to reveal it; false when the id is no tab here. */
  followLink(tabId: string): boolean;
  /** Stops listening to the address and the links (the island unmounts). */
  dispose(): void;
}

function tabOfState(state: unknown, tabIds: readonly string[]): string | null {
  if (!state || typeof state !== 'object') return null;
  const id = (state as Record<string, unknown>)[HISTORY_KEY];
  return typeof id === 'string' && tabIds.includes(id) ? id : null;
}

/**
 * One open tab at a time, kept in the address (docs/islands/product-tabs.md): the tab the address
 * names opens on load and when the hash changes; each tab the shopper opens is a history entry, so
 * back and forward walk the tabs; loading pushes none. Every entry remembers its tab in
 * `history.state`, so going back to an entry whose hash names no tab (the page without a hash, or
 * another anchor) shows the tab it showed.
 */
export function createProductTabsModel(deps: ProductTabsDeps): ProductTabsModel {
  const { tabs, window: win } = deps;
  const tabIds = tabs.map((tab) => tab.id);
  const fromAddress = win ? tabFromHash(win.location.hash, tabIds) : null;
  const active = signal(fromAddress ?? (win && tabOfState(win.history.state, tabIds)) ?? deps.defaultTab);
  const reveal = signal<RevealRequest | null>(null);
  // A run of arrow keys on the strip replaces the entry its first key pushed.
  let keyRun = false;

  /** Notes the open tab in the current entry, keeping what other scripts keep there. */
  const remember = (tabId: string) => {
    if (!win) return;
    const state = win.history.state;
    if (state !== null && state !== undefined && typeof state !== 'object') return; // not ours to reshape
    if (tabOfState(state, tabIds) === tabId) return;
    win.history.replaceState({ ...(state as object | null), [HISTORY_KEY]: tabId }, '');
  };

  const select = (tabId: string, how: TabChoice) => {
    if (!tabIds.includes(tabId)) return;
    const continuesRun = how === 'key' && keyRun;
    // A key that opens no tab (Home on the first) starts no run: the next one pushes its own entry.
    keyRun = how === 'key' && (keyRun || tabId !== active.value);
    if (tabId === active.value) return;
    active.value = tabId;
    if (how === 'found') return remember(tabId);
    if (!win) return;
    const entry = { [HISTORY_KEY]: tabId };
    if (continuesRun) win.history.replaceState(entry, '', hashFor(tabId));
    else win.history.pushState(entry, '', hashFor(tabId));
  };

  // Back, forward, or a link to an anchor: the entry's own tab, else the tab its hash names, else
  // the default for an address without a hash; another anchor of the page leaves the tab open.
  const followAddress = () => {
    if (!win) return;
    keyRun = false;
    const { hash } = win.location;
    const remembered = tabOfState(win.history.state, tabIds);
    const named = remembered ? null : tabFromHash(hash, tabIds);
    const tabId = remembered ?? named ?? (hash === '' || hash === '#' ? deps.defaultTab : active.value);
    active.value = tabId;
    remember(tabId);
    // A new link to `#tab-<id>`: the browser could not jump to a closed panel, so the island does, at once as the browser would.
    if (named) reveal.value = { tabId: named, align: 'start', smooth: false };
  };

  remember(active.value);
  win?.addEventListener('popstate', followAddress);
  win?.addEventListener('hashchange', followAddress);
  const stopLinks = deps.links?.listen((tabId) => model.followLink(tabId)) ?? (() => {});

  const model: ProductTabsModel = {
    tabs,
    active,
    reveal,
    openedFromAddress: fromAddress !== null,
    select,
    keyDown(key) {
      const index = tabIds.indexOf(active.value);
      const next = tabIndexAfterKey(key, index, tabIds.length);
      if (next === null) return null;
      const tabId = tabIds[next]!;
      select(tabId, 'key');
      return tabId;
    },
    stripLeft() {
      keyRun = false;
    },
    followLink(tabId) {
      if (!tabIds.includes(tabId)) return false;
      select(tabId, 'link');
      const reducedMotion = win?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? true;
      reveal.value = { tabId, align: LINKS_SCROLLED_TO_TOP.includes(tabId) ? 'start' : 'nearest', smooth: !reducedMotion };
      return true;
    },
    dispose() {
      win?.removeEventListener('popstate', followAddress);
      win?.removeEventListener('hashchange', followAddress);
      stopLinks();
    },
  };
  return model;
}
