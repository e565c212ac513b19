/**
 * Fakes for the loader's tests: island chunks as plain objects that write DOM and record calls.
 * Not part of the package's API (index.ts does not export it).
 */
import { createLoader } from './create-loader';
import { replay } from './replay';
import type { HydrateStrategy, IslandContext, IslandModule, IslandRegistry, IslandRegistryEntry, Loader, LoaderOptions } from './types';

type Props = Record<string, unknown>;

/** What a fake island writes into its element when it mounts. */
export type Render = (element: HTMLElement, props: Props, context: IslandContext) => void;

const renderBuyButton: Render = (element, props) => {
  element.innerHTML = `<button type="button" data-part="trigger">Купить за ${String(props.price ?? '')}</button>`;
};

/**
 * A fake island chunk. `parseProps` accepts objects and throws like a real island on `price` that is
 * not a number; `mount` replaces the fallback with `render`'s markup and records what it got.
 */
export function fakeIsland(render: Render = renderBuyButton) {
  const mounts: Array<{ props: Props; context: IslandContext }> = [];
  const unmounts: HTMLElement[] = [];
  const module: IslandModule<Props> = {
    parseProps(raw) {
      if (typeof raw != 'object' || raw === null) throw new TypeError('props must be an object');
      const props = raw as Props;
      if ('price' in props && typeof props.price != 'number') throw new TypeError('price must be a number');
      return props;
    },
    mount(props, context) {
      mounts.push({ props, context });
      render(context.element, props, context);
      // what defineIsland does after its first render
      replay(context.element, context.events);
      return { unmount: () => void unmounts.push(context.element) };
    },
  };
  const entry = (hydrate: HydrateStrategy = 'load', css?: string): IslandRegistryEntry & { load: ReturnType<typeof vi.fn> } => ({
    hydrate,
    css,
    load: vi.fn(async () => module as IslandModule),
  });
  return { module, mounts, unmounts, entry };
}

/** A promise settled from outside, to hold a chunk import in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** Waits for the next task: lets imports settle and the observer's batch run. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A log that records instead of printing. */
export const fakeLog = () => ({ error: vi.fn(), warn: vi.fn() });

/** The status word of the island element matching `selector`. */
export const statusOf = (selector: string) =>
  document.querySelector(selector)?.getAttribute('data-island-status') ?? null;

/**
 * Starts a loader on the test document with a recording log, and stops it and clears the page
 * after each test of the file that calls this.
 */
export function useLoader() {
  let loader: Loader | undefined;
  afterEach(() => {
    vi.unstubAllGlobals();
    loader?.stop();
    loader = undefined;
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });
  return (registry: IslandRegistry | Promise<IslandRegistry>, options: Partial<LoaderOptions> = {}) => {
    const log = fakeLog();
    loader = createLoader({ registry, document, window, log, ...options });
    return { loader, log };
  };
}
