import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PaymentPanel } from './payment-panels.props';
import { animateScroll, scrollTopFor, type ScrollWindow } from '../ui/eased-scroll';
import { panelFromHash } from './payment-panels.rules';

/** `closed`: every panel shut; `open`: one is open; `scrolling`: a detail link's scroll is under way. */
export type PaymentPanelsState = 'closed' | 'open' | 'scrolling';

/** The parts of `window` the panels use: the address, the history, the scroll and the motion preference. */
export interface PanelsWindow extends ScrollWindow {
  readonly location: { readonly hash: string; readonly pathname: string; readonly search: string };
  readonly history: {
    readonly state: unknown;
    pushState(data: unknown, unused: string, url?: string): void;
    replaceState(data: unknown, unused: string, url?: string): void;
  };
}

/**
 * Where in `history.state` an entry says its panel has been shown (other keys are left alone):
 * back or forward to such an entry only opens the panel, and the browser puts its own scroll back;
 * a new link to a panel the island did not catch jumps to it, as the browser would.
 */
export const SHOWN_KEY = 'siPaymentPanelShown';

/** `state` with the shown mark; a state of another kind than an object is left as it is. */
function markedState(state: unknown): unknown {
  return state === null || typeof state === 'object' ? { ...(state as object | null), [SHOWN_KEY]: true } : state;
}

/** A panel on the page, as the scroll needs it. */
export interface PanelPlace {
  /** The panel's top, in px below the window's top. */
  top(): number;
  /** Moves the focus to the panel's button without scrolling. */
  focus(): void;
}

/** Clicks on the page's in-page links, wherever they are. */
export interface PanelLinks {
  /** Calls `onLink` with the link's hash (`#payment-cash`); when it returns true the link does not navigate. */
  listen(onLink: (hash: string) => boolean): () => void;
}

export interface PaymentPanelsDeps {
  panels: readonly PaymentPanel[];
  scrollOffset: number;
  scrollDuration: number;
  /** `null` where there is no window: the panels then open and close without address or scroll. */
  window: PanelsWindow | null;
  /** `null`: no detail links are followed (a story, a test of the panels alone). */
  links: PanelLinks | null;
  findPanel(panelId: string): PanelPlace | null;
}

export interface PaymentPanelsModel {
  readonly panels: readonly PaymentPanel[];
  /** Room kept above a panel brought into view (px): also its `scroll-margin-top`, for the browser's own jumps. */
  readonly scrollOffset: number;
  /** The open panel's id, or `null`. */
  readonly open: ReadonlySignal<string | null>;
  readonly state: ReadonlySignal<PaymentPanelsState>;
  /** A panel's button pressed: opens it (closing any other) or closes it; a history entry either way. */
  toggle(panelId: string): void;
  /**
   * The browser's find in page (or a link to an anchor inside) found text in a closed panel, and
   * scrolled there itself: it opens, with no history entry and no scroll (the shopper went nowhere).
   */
  found(panelId: string): void;
  /** A detail link to `hash`: opens its panel and scrolls to it; false when the hash names no panel here. */
  followLink(hash: string): boolean;
  /** The view has put the panels on the page: a panel the address named on load is brought into view. */
  shown(): void;
  /** Stops listening and scrolling (the island unmounts). */
  dispose(): void;
}

/**
 * Collapsible panels with the open one in the address (docs/islands/payment-panels.md): one panel
 * open at a time, so the hash says all there is to see; each button press is a history entry, so
 * back and forward walk them; a detail link opens its panel and scrolls it to `scrollOffset` px
 * below the window's top over `scrollDuration` ms (at once under reduced motion).
 */
export function createPaymentPanelsModel(deps: PaymentPanelsDeps): PaymentPanelsModel {
  const { panels, window: win } = deps;
  const ids = panels.map((panel) => panel.id);
  const named = win ? panelFromHash(win.location.hash, ids) : null;
  const open = signal<string | null>(named);
  const scrolling = signal(false);
  let stopScroll = () => {};
  // The hash the island wrote last: a hashchange for it (some DOMs fire one after pushState) is no new link.
  let written: string | null = null;

  const address = (panelId: string | null) => (panelId ? `#${panelId}` : `${win!.location.pathname}${win!.location.search}`);
  // A new entry only when the address changes: closing a panel the address never named adds none.
  const record = (panelId: string | null) => {
    if (!win || panelFromHash(win.location.hash, ids) === panelId) return;
    written = panelId ? `#${panelId}` : '';
    win.history.pushState(markedState(win.history.state), '', address(panelId));
  };

  /** Brings a panel to `scrollOffset` px below the window's top: eased over time (a link), or at once (the address). */
  const reveal = (panelId: string, animate: boolean) => {
    const place = deps.findPanel(panelId);
    if (!place || !win) return;
    stopScroll();
    // After a link, keyboard and screen-reader users go on from the panel it pointed to.
    if (animate) place.focus();
    // Read on every frame: the panel just opened may still be settling.
    const target = () => scrollTopFor(win, place.top(), deps.scrollOffset);
    if (!animate) {
      win.scrollTo({ top: target(), behavior: 'instant' });
      return;
    }
    // 300 ms is too short to fight the shopper over: the scroll runs to its end unless another link or press stops it.
    let running = true;
    const done = () => {
      running = false;
      scrolling.value = false;
    };
    stopScroll = animateScroll(win, target, { duration: deps.scrollDuration, givesWay: false, onDone: done });
    // A jump (reduced motion, no duration) is under way too: it holds the place until it is still.
    scrolling.value = running;
  };

  // Back, forward, or a new hash: the panel it names opens; no hash closes them; another anchor leaves them.
  const followAddress = () => {
    if (!win) return;
    const { hash } = win.location;
    const panelId = panelFromHash(hash, ids);
    if (panelId) open.value = panelId;
    else if (hash === '' || hash === '#') open.value = null;
  };
  // A link to `#<panel>` the island did not catch (typed, or from another script): shown as the
  // browser would, at once. Back or forward to an entry shown before fires this too: the browser
  // puts that entry's scroll back itself, so nothing moves here.
  const onHashChange = () => {
    followAddress();
    if (!win) return;
    const ours = win.location.hash === written;
    written = null;
    const panelId = panelFromHash(win.location.hash, ids);
    const { state } = win.history;
    if (!panelId || ours || (state as Record<string, unknown> | null)?.[SHOWN_KEY]) return;
    reveal(panelId, false);
    win.history.replaceState(markedState(state), '');
  };

  win?.addEventListener('popstate', followAddress);
  win?.addEventListener('hashchange', onHashChange);
  const stopLinks = deps.links?.listen((hash) => model.followLink(hash)) ?? (() => {});

  const model: PaymentPanelsModel = {
    panels,
    scrollOffset: deps.scrollOffset,
    open,
    state: computed(() => (scrolling.value ? 'scrolling' : open.value ? 'open' : 'closed')),
    toggle(panelId) {
      if (!ids.includes(panelId)) return;
      stopScroll();
      open.value = open.value === panelId ? null : panelId;
      record(open.value);
    },
    found(panelId) {
      if (!ids.includes(panelId)) return;
      stopScroll();
      open.value = panelId;
    },
    followLink(hash) {
      const panelId = panelFromHash(hash, ids);
      if (!panelId) return false;
      open.value = panelId;
      record(panelId);
      reveal(panelId, true);
      return true;
    },
    shown() {
      // The browser jumped to the closed server panel before the island; it is open now, so put it right.
      if (!named || !win) return;
      reveal(named, false);
      win.history.replaceState(markedState(win.history.state), '');
    },
    dispose() {
      stopScroll();
      win?.removeEventListener('popstate', followAddress);
      win?.removeEventListener('hashchange', onHashChange);
      stopLinks();
    },
  };
  return model;
}
