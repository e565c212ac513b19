import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { list, object, optional, text } from '@shop-islands/api';
import type { CityState } from '@shop-islands/store';
import { checkProps, filledText } from '../runtime/check-props';
import { isRightSwipe, type TouchPoint } from './side-panel.rules';

/** Whether the side panel (the mobile menu) is shown. */
export type SidePanelState = 'closed' | 'open';

/** A link of the menu. */
export interface SidePanelItem {
  url: string;
  name: string;
}

/** Props from the template. */
export interface SidePanelProps {
  items: readonly SidePanelItem[];
  /** The city the server printed, shown in the panel while the store knows none. */
  cityName: string;
  /** The shop's phone, shown as a call link. */
  phone: string;
}

/** What the model needs; tests and stories hand in fakes. */
export interface SidePanelDeps {
  /** The city the server printed (`props.cityName`), '' for none. */
  shownCity: string;
  /** The store's city (cookies and `userCity`). */
  city: ReadonlySignal<Pick<CityState, 'cityName'>>;
  /** Open or closed at first (stories). */
  initial?: SidePanelState;
}

export interface SidePanelModel {
  readonly state: ReadonlySignal<SidePanelState>;
  /** The city the panel names: the store's, else the server's; '' for none. */
  readonly cityName: ReadonlySignal<string>;
  toggle(): void;
  close(): void;
  /** A finger (or pen) touched down on the panel or its button. */
  touchStart(point: TouchPoint): void;
  /** It lifted: a right swipe since `touchStart` toggles the panel; says whether it did. */
  touchEnd(point: TouchPoint): boolean;
  /** The browser took the touch over (a scroll): no swipe. */
  touchCancel(): void;
}

/** The side panel's state and swipe (docs/islands/side-panel.md). */
export function createSidePanelModel({ shownCity, city, initial = 'closed' }: SidePanelDeps): SidePanelModel {
  const state = signal<SidePanelState>(initial);
  // docs/islands/side-panel.md: the shopper's city as the header's city picker shows it (a cached
  // page may have printed another one), following a city chosen in another tab.
  const cityName = computed(() => city.value.cityName || shownCity);
  let start: TouchPoint | null = null;
  const toggle = () => {
    state.value = state.value === 'open' ? 'closed' : 'open';
  };
  return {
    state,
    cityName,
    toggle,
    close: () => {
      state.value = 'closed';
    },
    touchStart: (point) => {
      start = point;
    },
    touchEnd: (point) => {
      const from = start;
      start = null;
      if (!from || !isRightSwipe(from, point)) return false;
      toggle();
      return true;
    },
    touchCancel: () => {
      start = null;
    },
  };
}

const menuItem = object({ url: filledText, name: filledText });

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({ items: list(menuItem), cityName: optional(text, ''), phone: optional(text, '') });

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseSidePanelProps(raw: unknown): SidePanelProps {
  return checkProps(propsCheck, raw);
}
