import { addStylesheet } from './css';
import { schedule } from './hydrate';
import { observe } from './observe';
import { readProps } from './props';
import type { BitrixCore, HydrateStrategy, IslandHandle, IslandModule, IslandStatus, Loader, LoaderOptions } from './types';

const SELECTOR = '[data-island]';

/** `<div#id.class>`: enough to find the element in devtools. */
const describe = (element: Element) =>
  `<${element.localName}${element.id && '#' + element.id}${[...element.classList].map((name) => '.' + name).join('')}>`;

/** The island elements under `root`, `root` included, in document order. */
const findIslands = (root: ParentNode) =>
  [...((root as Element).matches?.(SELECTOR) ? [root] : []), ...root.querySelectorAll(SELECTOR)] as HTMLElement[];

/**
 * Starts the loader: mounts the islands on the page now, then those inserted later (one
 * MutationObserver), unmounts those removed from the page, and rescans on Bitrix's composite-cache
 * event. Each island fails alone: its error is logged and its server fallback stays.
 */
export function createLoader({ registry, document, window, log = console }: LoaderOptions): Loader {
  /** Element → the function that unmounts it; being here means "taken care of", so nothing mounts twice. */
  const islands = new WeakMap<Element, () => void>();
  const stylesheets: Record<string, Promise<unknown>> = {};
  // One import per island name: a settled promise lets the next islands of that name mount in the
  // same task, instead of one task (and one rendering frame) each through import().
  const modules: Record<string, Promise<IslandModule>> = {};
  const setStatus = (element: HTMLElement, status: IslandStatus) => (element.dataset.islandStatus = status);
  const message = (what: string, element: HTMLElement) =>
    `[shop-islands] ${what} "${element.dataset.island}" on ${describe(element)}`;

  const mountIsland = (element: HTMLElement) => {
    if (islands.has(element)) return;
    let handle: IslandHandle | undefined;
    let cancel: (() => void) | undefined;
    let started = false;
    let failed = false;
    const dispose = () => {
      cancel?.();
      handle?.unmount();
    };
    islands.set(element, dispose);
    const isCurrent = () => islands.get(element) == dispose;
    const name = element.dataset.island!;
    const entry = registry[name];
    // one message for every failure: the error itself says whether props, chunk or render broke
    const fail = (error: unknown) => {
      failed = true;
      cancel?.();
      setStatus(element, 'failed');
      log.error(message('failed island', element), error);
    };
    if (!entry) {
      setStatus(element, 'failed');
      return log.warn(message('unknown island', element));
    }
    setStatus(element, 'pending');
    let rawProps: unknown;
    try {
      rawProps = readProps(element);
    } catch (error) {
      return fail(error);
    }
    const events: Event[] = [];
    const load = async (wait?: Promise<void>) => {
      if (started || !isCurrent()) return;
      started = true;
      setStatus(element, 'loading');
      const { css } = entry;
      try {
        // the stylesheet downloads alongside the chunk; mounting waits for both (no unstyled flash)
        const stylesheet = css && (stylesheets[css] ||= addStylesheet(document, window, css));
        const module = await (modules[name] ||= entry.load());
        await stylesheet;
        await wait;
        if (!isCurrent()) return; // unmounted while loading
        // stop holding events back before the island replays them (its focus() would be recorded again)
        cancel!();
        handle = module.mount(module.parseProps(rawProps), {
          name,
          element,
          events,
          fail: (error) => isCurrent() && fail(error),
        });
        await handle.ready;
        if (failed || !isCurrent()) return; // context.fail during mount, or unmounted meanwhile
        setStatus(element, 'mounted');
      } catch (error) {
        if (!isCurrent()) return;
        fail(error);
        // the server fallback keeps working: the clicks held back while loading go to it now
        for (const { type, target } of events) {
          if (type == 'click' && (target as HTMLElement).isConnected) (target as HTMLElement).click();
        }
      }
    };
    const strategy = (element.dataset.hydrate || entry.hydrate) as HydrateStrategy;
    cancel = schedule(element, strategy, window, events, load);
    if (!cancel) {
      log.warn(message(`unknown data-hydrate "${strategy}" for`, element));
      cancel = schedule(element, entry.hydrate, window, events, load);
    }
  };

  const unmountIsland = (element: HTMLElement) => {
    const dispose = islands.get(element);
    if (!dispose) return;
    islands.delete(element);
    delete element.dataset.islandStatus;
    dispose();
  };

  const scan = (root: ParentNode = document) => findIslands(root).forEach(mountIsland);
  // innermost first, so an outer island's unmount finds its nested islands already gone
  const unmount = (root: ParentNode = document) => findIslands(root).reverse().forEach(unmountIsland);

  let watching = true;
  const stopObserving = observe(window, document.body, scan, (removed) =>
    findIslands(removed).forEach((element) => element.isConnected || unmountIsland(element)),
  );
  // Bitrix's composite cache fires this before it writes the fresh blocks: rescan a task later.
  // Capture on window also catches the DOM event dispatched on document, bubbling or not.
  const rescan = () => watching && window.setTimeout(scan);
  (window as { BX?: BitrixCore }).BX?.addCustomEvent?.('onFrameDataReceived', rescan);
  window.addEventListener('onFrameDataReceived', rescan, true);
  scan();

  return {
    scan,
    unmount,
    stop() {
      watching = false;
      stopObserving();
    },
  };
}
