/** The same handlers in the browser (Storybook, static demo pages), through MSW's service worker. */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers, type HandlerOptions } from './handlers';
import { createBackendState, type BackendState } from './state';

export interface DemoWorker {
  worker: SetupWorker;
  state: BackendState;
}

/**
 * Creates (does not start) the worker. Serve `packages/dev-server/public/mockServiceWorker.js` at the
 * site root, then `await worker.start({ onUnhandledRequest: 'bypass' })`.
 */
export function createDemoWorker(state: BackendState = createBackendState(), options?: HandlerOptions): DemoWorker {
  return { worker: setupWorker(...createHandlers(state, options)), state };
}
