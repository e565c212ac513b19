import { signal, type ReadonlySignal } from '@preact/signals-core';
import { list, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText } from '../runtime/check-props';

/** Where the menu is: in its place under the header, or fixed at the top of the window. */
export type SiteMenuState = 'in-place' | 'fixed';

/** A link of the menu. */
export interface SiteMenuItem {
  url: string;
  name: string;
}

/** Props from the template. */
export interface SiteMenuProps {
  items: SiteMenuItem[];
  /** The page's own address: its link is marked as the current page. */
  currentUrl: string;
}

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
  /** The height the menu leaves behind while fixed, so nothing below moves (px). */
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
      if (next === 'fixed') placeholderHeight.value = menuHeight;
      state.value = next;
    },
  };
}

const menuItem = object({ url: filledText, name: filledText });

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({ items: list(menuItem), currentUrl: optional(text, '') });

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseSiteMenuProps(raw: unknown): SiteMenuProps {
  return checkProps(propsCheck, raw);
}
