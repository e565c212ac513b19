/**
 * Fakes for the panels' tests and stories: a window with a session history like the browser's
 * (push, back and forward firing popstate then hashchange), frames that run when the test says,
 * and panels at fixed page offsets. Only tests and stories import it.
 */
import type { PanelLinks, PanelPlace, PanelsWindow } from './payment-panels.model';
import type { PaymentPanel } from './payment-panels.props';

/** The example page's panels, in its order. */
export const PAGE_PANELS: readonly PaymentPanel[] = [
  { id: 'payment-cash', title: 'Наличными или картой при получении' },
  { id: 'payment-online', title: 'Банковской картой на сайте' },
  { id: 'payment-instalment', title: 'Оплата частями и кредит' },
  { id: 'delivery-courier', title: 'Курьером' },
  { id: 'delivery-install', title: 'Установка в сервисном центре' },
];

export interface FakePanelsWindow extends PanelsWindow {
  scrollY: number;
  reducedMotion: boolean;
  /** Every `top` given to scrollTo, in order. */
  readonly scrolls: number[];
  /** The hash of each history entry, and the index of the current one. */
  entries(): { hashes: string[]; index: number };
  back(): void;
  forward(): void;
  /** A link to `hash` the island did not catch: a new entry, then hashchange. */
  navigate(hash: string): void;
  /** Runs the frame callbacks waiting now, at `time` ms. */
  frame(time: number): void;
  /** Fires a window event (wheel, keydown …). */
  fire(type: string): void;
  listenerCount(): number;
}

export function fakePanelsWindow(options: { hash?: string; scrollY?: number; scrollHeight?: number; innerHeight?: number } = {}): FakePanelsWindow {
  const entries = [{ hash: options.hash ?? '', state: null as unknown }];
  let index = 0;
  let frames = new Map<number, (time: number) => void>();
  let nextHandle = 1;
  const listeners = new Map<string, Set<() => void>>();
  const current = () => entries[index]!;
  const go = (step: number) => {
    const before = current().hash;
    index += step;
    win.fire('popstate');
    if (current().hash !== before) win.fire('hashchange');
  };

  const win: FakePanelsWindow = {
    location: {
      get hash() {
        return current().hash;
      },
      pathname: '/payment-delivery/',
      search: '',
    },
    history: {
      get state() {
        return current().state;
      },
      pushState(data, _unused, url) {
        const hash = url?.startsWith('#') ? url : url?.includes('#') ? url.slice(url.indexOf('#')) : '';
        entries.splice(index + 1, entries.length, { hash, state: data });
        index += 1;
      },
    },
    scrollY: options.scrollY ?? 0,
    innerHeight: options.innerHeight ?? 800,
    document: { documentElement: { scrollHeight: options.scrollHeight ?? 5000 } },
    reducedMotion: false,
    scrolls: [],
    scrollTo(to) {
      win.scrollY = to.top ?? win.scrollY;
      win.scrolls.push(win.scrollY);
    },
    requestAnimationFrame(callback) {
      const handle = nextHandle++;
      frames.set(handle, callback);
      return handle;
    },
    cancelAnimationFrame(handle) {
      frames.delete(handle);
    },
    matchMedia: (query) => ({ matches: query.includes('prefers-reduced-motion: reduce') && win.reducedMotion }),
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    entries: () => ({ hashes: entries.map((entry) => entry.hash), index }),
    back: () => go(-1),
    forward: () => go(1),
    navigate(hash) {
      entries.splice(index + 1, entries.length, { hash, state: null });
      index += 1;
      win.fire('hashchange');
    },
    frame(time) {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback(time);
    },
    fire(type) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return win;
}

/** Panels at fixed page offsets (`pageTops` by id); their window top follows the fake window's scroll. */
export function fakePanelPlaces(win: { readonly scrollY: number }, pageTops: Readonly<Record<string, number>>) {
  const focused: string[] = [];
  const findPanel = (panelId: string): PanelPlace | null => {
    const pageTop = pageTops[panelId];
    if (pageTop === undefined) return null;
    return { top: () => pageTop - win.scrollY, focus: () => void focused.push(panelId) };
  };
  return { findPanel, focused };
}

/** Detail links the test clicks: `click('#id')` says whether the island took the link. */
export function fakePanelLinks(): PanelLinks & { click(hash: string): boolean; listening(): boolean } {
  let onLink: ((hash: string) => boolean) | null = null;
  return {
    listen(callback) {
      onLink = callback;
      return () => void (onLink = null);
    },
    click: (hash) => onLink?.(hash) ?? false,
    listening: () => onLink !== null,
  };
}
