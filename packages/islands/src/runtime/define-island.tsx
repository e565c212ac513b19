import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { replay, type IslandContext, type IslandHandle, type IslandModule } from '@shop-islands/loader';

/** What an island's model and view get at mount: the loader's context and the server fallback. */
export interface IslandMountContext extends IslandContext {
  /**
   * The server fallback's nodes. They stay in `element` until the island's first render takes them
   * out, in the same pass. An island may read them (the filter form as the shopper left it) or move
   * one into its view (the list's server items); the others go back to `element` on unmount.
   */
  readonly fallback: readonly ChildNode[];
}

/**
 * How an island is declared: its props check, its model and its view. The island owns the model's
 * lifetime: one model per mount, built before the first render and disposed on unmount or after a
 * crash, so no view or wrapper has to remember to.
 */
export interface IslandDefinition<Props, Model> {
  /** Checks raw JSON props; throws a `TypeError` that says what is wrong. */
  parseProps(raw: unknown): Props;
  /**
   * Builds the island's model from the page runtime, once per mount. A throw here (a page
   * without what the island needs) leaves the fallback and goes to the loader. When the model
   * has a `dispose()`, it is called exactly once, when the island leaves the page or crashes.
   */
  model(props: Props, context: IslandMountContext): Model;
  /** What the island shows for its model; called once per mount, right after `model`. */
  view(model: Model, props: Props, context: IslandMountContext): ReactNode;
}

/**
 * The first element matching `selector` in the server fallback (a fallback node itself or one
 * inside it), so an island reads what the server printed without wrapping `mount`.
 */
export function findInFallback<E extends Element = Element>(fallback: readonly ChildNode[], selector: string): E | null {
  for (const node of fallback) {
    // nodeType rather than instanceof: the nodes may come from another window's document.
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const found = element.matches(selector) ? element : element.querySelector(selector);
    if (found) return found as E;
  }
  return null;
}

/** Calls `model.dispose()` if the model has one. */
function disposeModel(model: unknown): void {
  const dispose = (model as { dispose?: unknown } | null)?.dispose;
  if (typeof dispose === 'function') dispose.call(model);
}

interface BoundaryProps {
  onCrash(error: unknown): void;
  children: ReactNode;
}

/** Catches a render crash of one island so that it never takes the page or other islands down. */
class IslandBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  // Set in the constructor rather than as a class field: no class-field helper in the bundle.
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { crashed: false };
  }

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

/** An island waiting for the render pass of its task. */
interface QueuedRender {
  render(): void;
  /** After the pass: replay what woke the island, then say it is ready. */
  done(): void;
  crash(error: unknown): void;
}

const queue: QueuedRender[] = [];

/**
 * How long one task may render islands before the rest wait for the next task: under the 50 ms
 * of a long task, and long enough that a page mounting hundreds at once is not interrupted by a
 * frame after every few (each such frame lays out and paints the whole page; measured with 300
 * buy buttons: 8 ms slices 169 ms Preact / 198 ms React, 40 ms slices 135 / 156 ms).
 */
const SLICE_MS = 40;

/**
 * How long a task may go on rendering past `SLICE_MS` while the browser says no input (a key, a
 * click, a press) is waiting: a frame between two slices then shows nothing new (each waiting
 * island shows its prepainted fallback) but lays out and paints the half done so far, which the
 * next frame does again (300 buy buttons: 146 → 124 ms Preact, 169 → 161 ms React, medians of 9
 * alternating pages: docs/budgets.md#mount-300). Capped at the 100 ms within which a page still
 * feels instant, so a hover (a pointer move is not asked about) or an animation the page runs in
 * script waits no longer. A browser without `isInputPending` always yields at `SLICE_MS`.
 */
const QUIET_SLICE_MS = 100;

/** Whether the slice that has run `spent` ms gives way to the browser now. */
const sliceOver = (spent: number) =>
  spent > SLICE_MS && (spent > QUIET_SLICE_MS || ((navigator as NavigatorWithScheduling).scheduling?.isInputPending?.() ?? true));

/** Chromium's `navigator.scheduling`, which the DOM types do not name. */
interface NavigatorWithScheduling extends Navigator {
  scheduling?: { isInputPending?(): boolean };
}

/**
 * Runs `next` in a new task at once: a message to ourselves, not `setTimeout(0)`, which browsers
 * stretch to 4 ms once timeouts nest five deep (a page mounting 300 islands would wait ~40 ms
 * for nothing).
 */
let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];
const inNextTask = (next: () => void) => {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(next);
  channel.port2.postMessage(0);
};

/**
 * Renders the islands mounted in this task in passes, a microtask after the first: a page that
 * mounts 300 buy buttons at once gets a few framework passes instead of 300 (measured: 107 → 89 ms
 * in React, 63 → 59 ms in Preact). A pass takes as many islands as fit in the slice, judged by the
 * last pass; when islands remain, the next pass waits for the next task, so mounting many islands
 * (or two heavy ones) never blocks the shopper's input for long. Each island takes its fallback
 * out in the pass that renders it, so the page never paints an empty box.
 */
function renderQueued(): void {
  const started = performance.now();
  let size = 1;
  while (queue.length) {
    if (sliceOver(performance.now() - started)) {
      inNextTask(renderQueued);
      return;
    }
    const passStarted = performance.now();
    const jobs = queue.splice(0, size);
    try {
      flushSync(() => jobs.forEach((job) => job.render()));
    } catch (error) {
      // Only a failure outside every island's boundary gets here; each island of the pass falls back.
      jobs.forEach((job) => job.crash(error));
    }
    jobs.forEach((job) => job.done());
    const perIsland = (performance.now() - passStarted) / jobs.length;
    // The rest of the slice; past it, passes of about 8 ms, so that input arriving meanwhile waits for
    // one of them only, and a browser that cannot tell (always yielding past the slice) stays under 50 ms.
    size = Math.max(1, (Math.max(SLICE_MS - (performance.now() - started), 8) / (perIsland || 0.05)) | 0);
  }
}

/**
 * Turns an island definition into the module the loader mounts. The server fallback is taken
 * out, the model built and the island rendered in the same task (`ready` resolves then; the
 * loader marks the island mounted after it); after a crash, or on unmount, the model is disposed
 * and the fallback goes back where it was.
 */
export function defineIsland<Props, Model>(definition: IslandDefinition<Props, Model>): IslandModule<Props> {
  return {
    parseProps: definition.parseProps,
    mount(props: Props, loaderContext: IslandContext): IslandHandle {
      const { element } = loaderContext;
      const fallback = Array.from(element.childNodes);
      const context: IslandMountContext = { ...loaderContext, fallback };
      const root = createRoot(element);
      let mounted = true;
      let model: Model | undefined;
      let modelBuilt = false;

      // Once only, whichever comes first: the crash or the unmount.
      const releaseModel = () => {
        if (!modelBuilt) return;
        modelBuilt = false;
        disposeModel(model);
      };

      const restoreFallback = () => {
        if (!mounted) return;
        mounted = false;
        try {
          // The view first: its subscriptions end before the model it reads goes away.
          root.unmount();
          releaseModel();
        } finally {
          element.replaceChildren(...fallback);
        }
      };

      const onCrash = (error: unknown) => {
        // The view is gone (the boundary shows nothing): its model must not go on working unseen.
        try {
          releaseModel();
        } finally {
          context.fail(error);
          // Unmounting inside React's commit phase is not allowed: leave it to the next task.
          setTimeout(restoreFallback, 0);
        }
      };

      let content: ReactNode;
      try {
        model = definition.model(props, context);
        modelBuilt = true;
        content = definition.view(model, props, context);
      } catch (error) {
        restoreFallback();
        throw error;
      }
      let ready!: () => void;
      const handle = { unmount: restoreFallback, ready: new Promise<void>((resolve) => (ready = resolve)) };
      /** A fallback control that had the focus as the island took its place. */
      let focused: Element | null = null;
      queue.push({
        render: () => {
          if (!mounted) return;
          const active = document.activeElement;
          if (element.contains(active)) focused = active;
          element.replaceChildren(); // the fallback out (one mutation), the island in, in one pass
          root.render(<IslandBoundary onCrash={onCrash}>{content}</IslandBoundary>);
        },
        done: () => {
          try {
            if (mounted) {
              // The click or keystrokes that woke an `interaction` island go to its new elements.
              replay(element, context.events);
              // docs/embedding.md#hydration: a shopper who tabbed into the fallback of an island that
              // mounts on its own (idle, visible) keeps the focus, on the island's same control, rather
              // than finding it on the page's start. Only when nothing took it since (a replay, the view).
              if (focused && document.activeElement === document.body) replay(element, [{ target: focused } as unknown as Event]);
            }
          } catch (error) {
            // A lost replay is no failed island: it is logged, and this island and the ones
            // queued after it mount all the same.
            console.error('[shop-islands] replay failed', element, error);
          }
          ready();
        },
        crash: onCrash,
      });
      if (queue.length === 1) queueMicrotask(renderQueued);
      return handle;
    },
  };
}
