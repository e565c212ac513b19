import { signal, type ReadonlySignal } from '@preact/signals-core';
import { list, object, text } from '@shop-islands/api';
import { checkProps, filledText, refine } from '../runtime/check-props';
import { messages } from './opt-sections.messages';
import { animateScroll, scrollTopFor, type ScrollWindow } from '../ui/eased-scroll';
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from './opt-sections.scroll';

/** One section of the wholesale price list and the id of its heading on the page. */
export interface OptSection {
  code: string;
  name: string;
  anchorId: string;
}

/** Props from the template (`data-props`). */
export interface OptSectionsProps {
  sections: OptSection[];
}

/** `scrolling` while the page moves to a heading. */
export type OptSectionsState = 'idle' | 'scrolling';

/** A section heading, as the model needs it. */
export interface SectionHeading {
  getBoundingClientRect(): { top: number };
  focus(options?: FocusOptions): void;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** The window: scrolling, and the address bar (its hash follows the chosen section). */
export interface SectionsWindow extends ScrollWindow {
  readonly history: { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
}

export interface OptSectionsDeps {
  sections: readonly OptSection[];
  /** The store's `isMobile`: the select replaces the links there. */
  isMobile: ReadonlySignal<boolean>;
  /** `null` where there is no window: links then navigate as plain anchors. */
  window: SectionsWindow | null;
  /** Looked up at each choice: the catalogue list prints a heading only for a section with items. */
  findHeading(anchorId: string): SectionHeading | null;
  /** Says a text to screen-reader users (the page's shared live region). */
  announce?(message: string): void;
}

export interface OptSectionsModel {
  readonly sections: readonly OptSection[];
  readonly isMobile: ReadonlySignal<boolean>;
  readonly state: ReadonlySignal<OptSectionsState>;
  /** Why the last choice did not scroll ('' when it did): its section has no heading in the filtered list. */
  readonly notice: ReadonlySignal<string>;
  /**
   * Scrolls to the section's heading on this page, or says that the filter left nothing in the
   * section. Returns false only where there is no window, so the link is left to navigate.
   */
  goTo(anchorId: string): boolean;
  /** Stops a scroll under way (the island unmounts). */
  dispose(): void;
}

/**
 * Section links of the wholesale catalogue (docs/islands/opt-sections.md): instead of navigating, they scroll to the
 * section's heading on the same page — 130 px above it, over 1000 ms (docs/islands/opt-sections.md) — then move the
 * focus there and put the section in the address, without a jump.
 */
export function createOptSectionsModel(deps: OptSectionsDeps): OptSectionsModel {
  const { window: win } = deps;
  const state = signal<OptSectionsState>('idle');
  const notice = signal('');
  let stop: () => void = () => {};

  return {
    sections: deps.sections,
    isMobile: deps.isMobile,
    state,
    notice,
    goTo(anchorId) {
      if (!win) return false;
      const heading = deps.findHeading(anchorId);
      notice.value = '';
      if (!heading) {
        // docs/islands/opt-sections.md#errors: the filter has emptied the section; a jump to a missing anchor would do nothing.
        notice.value = messages.noItems(deps.sections.find((section) => section.anchorId === anchorId)?.name ?? '');
        deps.announce?.(notice.value);
        return true;
      }
      stop();
      state.value = 'scrolling';
      stop = animateScroll(win, () => scrollTopFor(win, heading.getBoundingClientRect().top, SCROLL_OFFSET_PX), {
        duration: SCROLL_DURATION_MS,
        givesWay: true,
        onDone(completed) {
          state.value = 'idle';
          // The shopper scrolled on their own: leave the focus and the address where they are.
          if (!completed) return;
          // Keyboard and screen-reader users continue from the heading, not from the link.
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
          win.history.replaceState(win.history.state, '', `#${anchorId}`);
        },
      });
      return true;
    },
    dispose: () => stop(),
  };
}

const anchorId = refine(text, 'an element id without spaces', (id) => /^\S+$/.test(id));
const section = object({ code: filledText, name: filledText, anchorId });
/** The template's props (exported for the island's reference page). */
export const propsCheck = object({ sections: refine(list(section), 'a non-empty list of sections', (items) => items.length > 0) });

/** Checks the template's props: a non-empty list of sections with code, name and heading id. */
export function parseOptSectionsProps(raw: unknown): OptSectionsProps {
  return checkProps(propsCheck, raw);
}
