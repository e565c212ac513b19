import type { IslandHandle, IslandModule } from '@shop-islands/loader';
import type { Clock } from './clock';

/** The fallback's fields a tap focuses to type or choose in (a phone's keyboard or list comes up). */
const FIELDS = 'input:not([type=hidden],[type=submit],[type=button],[type=checkbox],[type=radio],[type=image],[type=reset]),textarea,select';

/** How long after the focus left the form the island takes its place: a tap's click comes later than the blur. */
export const LEFT_FORM_MS = 500;

export interface KeepFocusedFieldOptions {
  clock?: Clock;
  /** Whether the page is used by touch (a coarse pointer), where the wait is needed. */
  touch?: () => boolean;
}

/**
 * docs/embedding.md#hydration: a form island woken by a tap into one of its fallback's fields
 * waits, on a touch screen, until the shopper has left the form. Swapped under the finger, the
 * field took the phone's keyboard (or a select's list) with it, and the island's field focused by
 * script afterwards, outside the tap, got none. Meanwhile the fallback form works on without
 * script; once the focus has left it the island mounts, takes over what its fields hold, and
 * replays nothing (the shopper has moved on).
 */
export function keepFocusedField<Props>(island: IslandModule<Props>, options: KeepFocusedFieldOptions = {}): IslandModule<Props> {
  const { touch = () => matchMedia('(pointer: coarse)').matches } = options;
  return {
    parseProps: island.parseProps,
    mount(props, context) {
      const { element } = context;
      // The page's own timers by default, not `realClock`: importing it here would move it into a
      // chunk the catalogue page then loads too (docs/budgets.md). Looked up here, not when the
      // module is read: a bundler's server render reads it where there is no window.
      const clock: Clock = options.clock ?? element.ownerDocument.defaultView!;
      const focused = element.ownerDocument.activeElement;
      if (!focused || !element.contains(focused) || !focused.matches(FIELDS) || !touch()) return island.mount(props, context);
      let inner: IslandHandle | undefined;
      let timer: unknown;
      let mounted!: (value: unknown) => void;
      const ready = new Promise((resolve) => (mounted = resolve));
      const onFocusIn = () => clock.clearTimeout(timer);
      const onFocusOut = (event: FocusEvent) => {
        clock.clearTimeout(timer);
        const next = event.relatedTarget as Node | null;
        // another field or button of the same form: still in it
        if (next && element.contains(next)) return;
        timer = clock.setTimeout(start, LEFT_FORM_MS);
      };
      const stop = () => {
        clock.clearTimeout(timer);
        element.removeEventListener('focusin', onFocusIn);
        element.removeEventListener('focusout', onFocusOut);
      };
      function start() {
        stop();
        // Later than the loader's own call, so outside its catch: a throw is reported as it would be.
        try {
          inner = island.mount(props, { ...context, events: [] });
        } catch (error) {
          return context.fail(error);
        }
        void Promise.resolve(inner.ready).then(mounted);
      }
      element.addEventListener('focusin', onFocusIn);
      element.addEventListener('focusout', onFocusOut);
      return {
        ready,
        unmount() {
          stop();
          inner?.unmount();
        },
      };
    },
  };
}
