import { createBackendState, DEMO_SEED, type BackendState, type HandlerOptions } from '@shop-islands/dev-server';
import { createDemoServer, type DemoServer } from '@shop-islands/dev-server/node';
import { createExampleRoutes, type DropInFolders } from './routes';

export interface ExamplesServerOptions {
  /** 0 picks a free port (tests); the demo uses 8080. */
  port?: number;
  state?: BackendState;
  handlerOptions?: HandlerOptions;
  log?: boolean;
  /** Serve the drop-in from these folders instead of `dist/islands*` (the deploy test). */
  dropIn?: DropInFolders;
}

/**
 * The example pages, the built islands and the reference backend on one origin, as a Bitrix site
 * would serve them. Used by `npm start` and by the browser tests.
 */
export function createExamplesServer(options: ExamplesServerOptions = {}): Promise<DemoServer> {
  const state = options.state ?? createBackendState({ seed: DEMO_SEED });
  return createDemoServer({
    port: options.port ?? 0,
    state,
    handlers: createExampleRoutes(state, options.dropIn),
    handlerOptions: options.handlerOptions,
    log: options.log ?? false,
  });
}
