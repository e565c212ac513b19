import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, object, type Api } from '@shop-islands/api';
import { checkProps, positiveCount } from '../runtime/check-props';
import { messages } from './install-service.messages';
import { classifyBlock } from './install-service.rules';

/**
 * One word for the block (docs/islands/install-service.md): `loading` (the fallback shows),
 * `loaded` (the server's block shows), `empty` (the server had nothing: the fallback stays),
 * `error` (the fallback stays, with the reason and «Повторить»).
 */
export type InstallServiceState = 'loading' | 'loaded' | 'empty' | 'error';

/** Props from the template. */
export interface InstallServiceProps {
  productId: number;
}

/** What the model needs; tests hand in fakes. */
export interface InstallServiceDeps {
  productId: number;
  api: Pick<Api, 'getBwIButton'>;
  /** Polite screen-reader announcement (`announce` of ui/live-region). */
  announce(message: string): void;
}

export interface InstallServiceModel {
  readonly state: ReadonlySignal<InstallServiceState>;
  /** The server's block, as it sent it ('' until loaded). */
  readonly html: ReadonlySignal<string>;
  /** Why the last load failed (Russian); '' unless `state` is `error`. */
  readonly error: ReadonlySignal<string>;
  /** Whether a retry is running (the failure stays on screen until it ends). */
  readonly retrying: ReadonlySignal<boolean>;
  /**
   * Whether the loaded block is shown. It arrives folded behind its title (a disclosure): a block
   * of several hundred pixels appearing by itself would push the tabs under the shopper's eyes
   * (docs/islands/install-service.md#layout). A retry the shopper asked for unfolds it.
   */
  readonly expanded: ReadonlySignal<boolean>;
  /** The disclosure's button: shows or hides the loaded block. */
  toggle(): void;
  /** Loads the block; the island calls it once at mount. A call while loading does nothing. */
  load(): Promise<void>;
  /** «Повторить» after a failure. */
  retry(): Promise<void>;
  /** Drops a late answer once the island is gone. */
  dispose(): void;
}

/** The installation-service block (docs/islands/install-service.md): getBwIButton's HTML, or the fallback. */
export function createInstallServiceModel({ productId, api, announce }: InstallServiceDeps): InstallServiceModel {
  const state = signal<InstallServiceState>('loading');
  const html = signal('');
  const error = signal('');
  const busy = signal(false);
  const expanded = signal(false);
  let controller: AbortController | undefined;

  const load = async (unfold = false) => {
    if (busy.peek()) return;
    busy.value = true;
    if (state.peek() !== 'error') state.value = 'loading';
    controller = new AbortController();
    const { signal: abort } = controller;
    try {
      const answer = await api.getBwIButton(productId, { signal: abort });
      if (abort.aborted) return;
      const kind = classifyBlock(answer);
      if (kind === 'malformed') throw new Malformed();
      if (kind === 'empty') {
        state.value = 'empty';
        return;
      }
      // Unfolded in the same turn as the block arrives, so the view can move the focus onto it.
      if (unfold) expanded.value = true;
      html.value = answer;
      error.value = '';
      state.value = 'loaded';
      announce(messages.loaded);
    } catch (failure) {
      if (abort.aborted) return;
      error.value = failure instanceof Malformed ? messages.malformed : apiErrorMessage(failure);
      state.value = 'error';
      announce(`${messages.failed} ${error.peek()}`);
    } finally {
      busy.value = false;
    }
  };

  return {
    state,
    html,
    error: computed(() => (state.value === 'error' ? error.value : '')),
    retrying: computed(() => busy.value && state.value === 'error'),
    expanded,
    toggle() {
      if (state.peek() === 'loaded') expanded.value = !expanded.peek();
    },
    load: () => load(),
    async retry() {
      if (state.peek() !== 'error' || busy.peek()) return;
      announce(messages.retrying);
      await load(true);
    },
    dispose() {
      controller?.abort();
    },
  };
}

/** The answer came with status 200 but was not a whole block. */
class Malformed extends Error {}

/** The island's fields (exported for its reference page). */
export const installServiceCheck = object({ productId: positiveCount });

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseInstallServiceProps(raw: unknown): InstallServiceProps {
  return checkProps(installServiceCheck, raw);
}
