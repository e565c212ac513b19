import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Where the menu is: in its place under the header, or fixed at the top of the window. */
export type SiteMenuState = 'in-place' | 'fixed';

/** Props from the template: none; the menu itself is the server's (docs/islands/site-menu.md#markup-to-copy). */
export type SiteMenuProps = Record<string, never>;

/**
 * docs/islands/site-menu.md#rules-and-constants: the menu is fixed once the page has scrolled past
 * the menu and everything above it (the city bar, the header row): that is, once the menu's bottom
 * edge has left the window at the top. `menuBottom` is that edge relative to the window (px).
 */
export function isPastMenu(menuBottom: number): boolean {
  return menuBottom <= 0;
}

export interface SiteMenuModel {
  readonly state: ReadonlySignal<SiteMenuState>;
  /** The height the menu leaves behind while fixed, so nothing below moves (px); 0 while in place. */
  readonly placeholderHeight: ReadonlySignal<number>;
  /**
   * Where the menu's bottom edge is now, relative to the window (from the sentinel the view puts
   * there), and the menu's own height, measured while it is still in place.
   */
  update(menuBottom: number, menuHeight: number): void;
}

/** The sticky menu's state (docs/islands/site-menu.md). */
export function createSiteMenuModel(): SiteMenuModel {
  const state = signal<SiteMenuState>('in-place');
  const placeholderHeight = signal(0);
  return {
    state,
    placeholderHeight,
    update(menuBottom, menuHeight) {
      const next: SiteMenuState = isPastMenu(menuBottom) ? 'fixed' : 'in-place';
      if (next === state.value) return;
      // The height is taken while the menu is still in the flow: once fixed it no longer counts.
      placeholderHeight.value = next === 'fixed' ? menuHeight : 0;
      state.value = next;
    },
  };
}

/**
 * The island takes no props: whatever the template puts in `data-props` is ignored, so the chunk
 * carries no check for it.
 */
export function parseSiteMenuProps(): SiteMenuProps {
  return {};
}
