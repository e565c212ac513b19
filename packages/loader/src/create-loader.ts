import { addStylesheet } from './css';
import { schedule } from './hydrate';
import { observe } from './observe';
import { readProps } from './props';
import type { BitrixCore, HydrateStrategy, IslandHandle, IslandModule, IslandRegistry, IslandRegistryEntry, IslandStatus, Loader, LoaderOptions } from './types';

const SELECTOR = '[data-island]';

/** The events that say the shopper is reaching for an island that waits for them. */
const INTERACTIONS = ['pointerdown', 'click', 'focusin', 'keydown', 'touchstart'];

/** The island elements under `root`, `root` included, in document order. */
const findIslands = (root: ParentNode) =>
  [...((root as Element).matches?.(SELECTOR) ? [root] : []), ...root.querySelectorAll(SELECTOR)] as HTMLElement[];

/** What the loader keeps of an island element until it is unmounted. */
interface Island {
  /** Called with the registry once it is known. */
  begin?(registry: IslandRegistry): void;
  /** Set while a touch of the fallback should wake the island (and be held back, then replayed). */
  touch?(event: Event): void;
  dispose(): void;
}

// Defined by the drop-in's build (scripts/build.mjs): its loader runs as long as the page and is
// never stopped, so the code that stops one is left out of `loader.js` (about 45 B of its gzip,
// which every page loads). Undefined elsewhere: `createLoader` of the package can stop.
declare const __LOADER_NEVER_STOPS__: boolean | undefined;
const neverStops = typeof __LOADER_NEVER_STOPS__ != 'undefined';

/** What ends a press on a fallback (the island mounts only then). */
const PRESS_END = ['pointerup', 'pointercancel'] as const;

/**
 * Starts the loader: mounts the islands on the page now, then those inserted later (one
 * MutationObserver), unmounts those removed from the page, and rescans on Bitrix's composite-cache
 * event. Each island fails alone: its error is logged and its server fallback stays.
 *
 * The registry may be a promise (the drop-in keeps it in `core.js`, so the loader carries no
 * per-island data and stays the same size however many islands ship). Until it arrives, a touch
 * of any island's fallback is held back and wakes that island as soon as its entry is known.
 */
export function createLoader({ registry, document, window, log = console }: LoaderOptions): Loader {
  /** Element → its record; being here means "taken care of", so nothing mounts twice. */
  const islands = new WeakMap<Element, Island>();
  // A promise either way: islands begin in the order they were found, a microtask after.
  const entries = Promise.resolve(registry);
  const stylesheets: Record<string, Promise<unknown>> = {};
  // One import per island name: a settled promise lets the next islands of that name mount in the
  // same task, instead of one task (and one rendering frame) each through import().
  const modules: Record<string, Promise<IslandModule>> = {};
  const setStatus = (element: HTMLElement, status: IslandStatus) => (element.dataset.islandStatus = status);
  // The element itself goes to the console after the text: devtools shows it, a click finds it in the page.
  const message = (what: string, element: HTMLElement) => `[shop-islands] ${what} "${element.dataset.island}"`;

  const mountIsland = (element: HTMLElement) => {
    if (islands.has(element)) return;
    let handle: IslandHandle | undefined;
    let cancel: (() => void) | undefined;
    /** Puts the fallback back as the server sent it (undoes the entry's `prepaint`). */
    let undo: (() => void) | void;
    let started = false;
    let failed = false;
    /** What a touch does now: note it (registry not known yet) or load the island. */
    let wake: (wait?: Promise<void>) => void;
    let touched: Promise<void> | undefined;
    const events: Event[] = [];
    const island: Island = {
      dispose: () => {
        cancel?.();
        undo?.();
        handle?.unmount();
      },
    };
    islands.set(element, island);
    const isCurrent = () => islands.get(element) == island;
    const name = element.dataset.island!;
    // the clicks held back while loading go to the fallback, which keeps working without the island
    const releaseClicks = () => {
      island.touch = undefined;
      for (const { type, target } of events) {
        if (type == 'click' && (target as HTMLElement).isConnected) (target as HTMLElement).click();
      }
    };
    // one message for every failure: the error itself says whether props, chunk or render broke
    const fail = (error: unknown) => {
      failed = true;
      cancel?.();
      setStatus(element, 'failed');
      log.error(message('failed island', element), element, error);
    };
    setStatus(element, 'pending');
    let rawProps: unknown;
    try {
      rawProps = readProps(element);
    } catch (error) {
      return fail(error);
    }

    // A press wakes the island, but it mounts only once the press ends: mounting mid-press would
    // take the pressed fallback away, and the browser would send the click nowhere. The click
    // (held back, replayed) ends the wait; a release without one (a drag away) ends it soon after.
    let release!: () => void;
    const pressEnded = new Promise<void>((resolve) => (release = resolve));
    // One listener for both ends of a press, taken off at the first: with `once` the end that did
    // not come stayed on the window for good, holding the island's element (and a whole catalogue
    // list replaced since) in memory. One function, so a phone's pointerdown and touchstart of the
    // same tap add it once.
    const ended = () => {
      for (const type of PRESS_END) window.removeEventListener(type, ended);
      window.setTimeout(release, 500);
    };
    island.touch = (event) => {
      const { type, key, ctrlKey, metaKey, shiftKey, altKey } = event as KeyboardEvent;
      if (type == 'click') {
        // a link clicked with a modifier is the browser's (a new tab or window, a download): held
        // and replayed it would become a plain click on this page
        if ((ctrlKey || metaKey || shiftKey || altKey) && (event.target as Element).closest('a[href]')) return wake();
        event.preventDefault(), release();
      }
      // worth replaying: clicks, focus, and printable keys (not shortcuts)
      if (type == 'click' || type == 'focusin' || (key?.length == 1 && !ctrlKey && !metaKey)) events.push(event);
      if (type == 'pointerdown' || type == 'touchstart') {
        for (const type of PRESS_END) window.addEventListener(type, ended);
        wake(pressEnded);
      } else wake();
    };
    wake = (wait) => (touched = wait || Promise.resolve());

    island.begin = (registry) => {
      island.begin = undefined;
      // taken off the page before the registry came: nothing to start (no prepaint, no observer)
      if (!isCurrent()) return;
      const entry: IslandRegistryEntry | undefined = registry[name];
      if (!entry) {
        releaseClicks();
        setStatus(element, 'failed');
        return log.warn(message('unknown island', element), element);
      }
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
          island.touch = undefined;
          cancel?.();
          undo = undo?.();
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
          releaseClicks();
        }
      };
      try {
        // The shopper's own state (basket, compare …) on the fallback until the island mounts:
        // cached HTML does not know it.
        undo = entry.prepaint?.(element, rawProps);
      } catch (error) {
        log.error(message('prepaint failed for', element), element, error);
      }
      let strategy = (element.dataset.hydrate || entry.hydrate) as HydrateStrategy;
      if (!schedule(strategy, window)) {
        log.warn(message(`unknown data-hydrate "${strategy}" for`, element), element);
        strategy = entry.hydrate;
      }
      wake = strategy == 'interaction' ? load : () => {};
      // Touched before the registry came: the shopper wants it now, unless it is not for this
      // screen (a media query that does not match), where the fallback gets the clicks.
      if (touched && (strategy.slice(0, 6) != 'media:' || window.matchMedia(strategy.slice(6)).matches)) return load(touched);
      if (touched) releaseClicks();
      if (strategy != 'interaction') island.touch = undefined;
      cancel = schedule(strategy, window, element, () => load()) || undefined;
    };
    // without the registry no island can come: the fallbacks work on, the held clicks included
    entries.then((arrived) => island.begin?.(arrived), (error: unknown) => (fail(error), releaseClicks()));
  };

  const unmountIsland = (element: HTMLElement) => {
    const island = islands.get(element);
    if (!island) return;
    islands.delete(element);
    delete element.dataset.islandStatus;
    island.dispose();
  };

  const scan = (root: ParentNode = document) => findIslands(root).forEach(mountIsland);
  // innermost first, so an outer island's unmount finds its nested islands already gone
  const unmount = (root: ParentNode = document) => findIslands(root).reverse().forEach(unmountIsland);

  // One listener per event type on the document, not five per island: the innermost island
  // waiting for a touch gets it. Capture, so an inner handler that stops propagation cannot hide
  // the first touch; passive but for clicks (the only event held back), so a swipe that starts on
  // a fallback scrolls at once.
  const onTouch = (event: Event) => {
    for (let node = (event.target as Element).closest?.(SELECTOR); node; node = node.parentElement?.closest(SELECTOR) ?? null) {
      const touch = islands.get(node)?.touch;
      if (touch) return touch(event);
    }
  };
  const listen = (add: boolean) =>
    INTERACTIONS.forEach((type) => document[add || neverStops ? 'addEventListener' : 'removeEventListener'](type, onTouch, { capture: true, passive: type != 'click' }));
  listen(true);

  let watching = true;
  // The document, not its body: a loader tag with `async` in the head may run before the parser
  // has made the body (docs/embedding.md#page-config).
  const stopObserving = observe(window, document, scan, (removed) =>
    findIslands(removed).forEach((element) => element.isConnected || unmountIsland(element)),
  );
  // Bitrix's composite cache fires this before it writes the fresh blocks: rescan a task later.
  // Capture on window also catches the DOM event dispatched on document, bubbling or not.
  const rescan = () => (neverStops || watching) && window.setTimeout(scan);
  (window as { BX?: BitrixCore }).BX?.addCustomEvent?.('onFrameDataReceived', rescan);
  window.addEventListener('onFrameDataReceived', rescan, true);
  scan();

  return neverStops
    ? ({ scan, unmount } as Loader)
    : {
        scan,
        unmount,
        stop() {
          watching = false;
          listen(false);
          stopObserving();
        },
      };
}
