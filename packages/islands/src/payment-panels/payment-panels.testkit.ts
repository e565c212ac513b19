/**
 * Fakes for the panels' tests and stories: the fake scroll window (ui/scroll-window.testkit.ts)
 * with a session history like the browser's (push, back and forward firing popstate then
 * hashchange), and panels at fixed page offsets. Only tests and stories import it.
 */
import { fakeScrollWindow, type FakeScrollWindow } from '../ui/scroll-window.testkit';
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

export interface FakePanelsWindow extends FakeScrollWindow, Pick<PanelsWindow, 'location' | 'history'> {
  /** The hash of each history entry, and the index of the current one. */
  entries(): { hashes: string[]; index: number };
  back(): void;
  forward(): void;
  /** A link to `hash` the island did not catch: a new entry, then hashchange. */
  navigate(hash: string): void;
}

/** The hash of a URL given to pushState or replaceState ('' for none). */
const hashOf = (url: string | undefined) => (url?.startsWith('#') ? url : url?.includes('#') ? url.slice(url.indexOf('#')) : '');

export function fakePanelsWindow(options: { hash?: string; scrollY?: number; scrollHeight?: number; innerHeight?: number } = {}): FakePanelsWindow {
  const entries = [{ hash: options.hash ?? '', state: null as unknown }];
  let index = 0;
  const current = () => entries[index]!;
  const win = fakeScrollWindow({ ...options, scrollHeight: options.scrollHeight ?? 5000 });
  const go = (step: number) => {
    const before = current().hash;
    index += step;
    win.fire('popstate');
    if (current().hash !== before) win.fire('hashchange');
  };
  return Object.assign(win, {
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
      pushState(data: unknown, _unused: string, url?: string) {
        entries.splice(index + 1, entries.length, { hash: hashOf(url), state: data });
        index += 1;
      },
      replaceState(data: unknown, _unused: string, url?: string) {
        entries[index] = { hash: url === undefined ? current().hash : hashOf(url), state: data };
      },
    },
    entries: () => ({ hashes: entries.map((entry) => entry.hash), index }),
    back: () => go(-1),
    forward: () => go(1),
    navigate(hash: string) {
      entries.splice(index + 1, entries.length, { hash, state: null });
      index += 1;
      win.fire('hashchange');
    },
  });
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
