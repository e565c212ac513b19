/**
 * The mock backend in Storybook: the same MSW handlers as the unit tests and the examples server
 * (packages/dev-server), answered in the browser by a service worker, fresh for every story.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  createBackendState,
  createHandlers,
  type BackendState,
  type FaultSetting,
  type SessionSeed,
} from '../packages/dev-server/src/index';

/**
 * `parameters.backend` of a story (or of a whole file in `meta.parameters`).
 *
 *   parameters: { backend: { faults: { add2BasketByID: '500' } } }
 *   parameters: { backend: { faults: { '*': 'slow:1500' } } }
 *   parameters: { backend: { faults: { searchSuggest: 'malformed' }, seed: DEMO_SEED } }
 */
export interface BackendParameters {
  /**
   * Faults by endpoint key (`add2BasketByID`, `getVars` …), path, or `*` for every call:
   * `slow`, `slow:<ms>`, `500` (any status), `timeout`, `malformed`, `empty`, `network`; several
   * joined by commas (`slow:800,500`); `{ fault, times }` for only the next `times` calls.
   * See packages/dev-server/src/faults.ts.
   */
  faults?: Record<string, FaultSetting>;
  /** What the session starts with: basket, compare list, user (the page config's user follows it). */
  seed?: SessionSeed;
  /** Delay added to every answer (ms). Default 0. */
  latencyMs?: number;
  /** Delay of a plain `slow` fault (ms). Default 3000. */
  slowMs?: number;
  /** How long `timeout` holds an answer before its 504 (ms). Default 20 000. */
  timeoutMs?: number;
}

// Handlers of the story shown last; a worker that comes up late starts with these.
let currentHandlers: ReturnType<typeof createHandlers> = [];
let workerStarted: Promise<SetupWorker | null> | undefined;

/**
 * Longest a story waits for the worker before it renders anyway (its calls then fail). Needed
 * because `chromium --headless --screenshot --virtual-time-budget=…` never finishes MSW's
 * start handshake: without a limit every story there stays on Storybook's spinner.
 */
const WORKER_START_TIMEOUT_MS = 5000;

/** Registers and starts the service worker once per preview; null when the browser cannot. */
function startWorker(): Promise<SetupWorker | null> {
  workerStarted ??= (async () => {
    // No handlers yet: each story installs its own over a fresh state (prepareBackend below).
    const worker = setupWorker();
    try {
      await worker.start({
        // Relative, so a Storybook published under a sub-path still finds the worker beside
        // iframe.html (staticDirs copies it there).
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      worker.resetHandlers(...currentHandlers);
      return worker;
    } catch (error) {
      // Service workers need https or localhost/127.0.0.1. Stories without server calls still
      // render; the ones with calls will show their network error state.
      console.error('[storybook] The mock backend (MSW) did not start; server calls will fail.', error);
      return null;
    }
  })();
  return workerStarted;
}

/** The worker if it is up within the timeout, else null (it may still come up for a later story). */
function workerWithin(ms: number): Promise<SetupWorker | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn(`[storybook] The mock backend (MSW) is not up after ${ms} ms; rendering without it.`);
      resolve(null);
    }, ms);
    void startWorker().then((worker) => {
      clearTimeout(timer);
      resolve(worker);
    });
  });
}

/**
 * Starts the worker (first story only) and answers this story's calls from a new backend state
 * built from `parameters.backend`. Returns that state, so a story can read `state.requests` or
 * change `state.faults` while it runs.
 */
export async function prepareBackend(parameters: BackendParameters = {}): Promise<BackendState> {
  const state = createBackendState(parameters.seed ? { seed: parameters.seed } : {});
  currentHandlers = createHandlers(state, {
    faults: parameters.faults ?? {},
    latencyMs: parameters.latencyMs,
    slowMs: parameters.slowMs,
    timeoutMs: parameters.timeoutMs,
  });
  const worker = await workerWithin(WORKER_START_TIMEOUT_MS);
  worker?.resetHandlers(...currentHandlers);
  return state;
}
