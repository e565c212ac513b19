/**
 * The one mock backend: MSW 2 request handlers for every server call of docs/embedding.md#server-calls, used by unit tests
 * (`setupServer`), Storybook (`setupWorker`) and the examples server (`createDemoServer`).
 *
 *   const state = createBackendState();
 *   const server = setupServer(...createHandlers(state));
 */
import type { HttpHandler } from 'msw';
import type { BackendState } from './state';
import { authRoutes } from './handlers/auth';
import { basketRoutes } from './handlers/basket';
import { catalogRoutes } from './handlers/catalog';
import { defineRoute, resolveOptions, type HandlerOptions, type RouteDef } from './handlers/common';
import { compareRoutes } from './handlers/compare';
import { geoRoutes } from './handlers/geo';
import { sessionRoutes } from './handlers/session';
import { supportRoutes } from './handlers/support';

export type { HandlerOptions } from './handlers/common';

/** Every route of the backend (key, path, method, answer type, sessid rule). */
export const ROUTES: readonly RouteDef[] = [
  ...catalogRoutes,
  ...basketRoutes,
  ...compareRoutes,
  ...sessionRoutes,
  ...authRoutes,
  ...geoRoutes,
  ...supportRoutes,
];

export function createHandlers(state: BackendState, options: HandlerOptions = {}): HttpHandler[] {
  for (const [target, fault] of Object.entries(options.faults ?? {})) state.faults.set(target, fault);
  const resolved = resolveOptions(options);
  return ROUTES.map((route) => defineRoute(route, state, resolved));
}
