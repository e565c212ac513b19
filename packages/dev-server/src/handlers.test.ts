// @vitest-environment node
import { setupServer } from 'msw/node';
import { ENDPOINT_KEYS, PATHS } from '@shop-islands/api';
import { ALL_PATHS, DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS } from './endpoints';
import { createHandlers, ROUTES } from './handlers';
import { createBackendState } from './state';

describe('createHandlers', () => {
  it('has one route for every path in docs/embedding.md#server-calls and the demo helpers', () => {
    expect(ROUTES.map((route) => route.key).sort()).toEqual(Object.keys(ALL_PATHS).sort());
    for (const route of ROUTES) expect(route.path).toBe(ALL_PATHS[route.key as keyof typeof ALL_PATHS]);
    // The backend and the client speak of the same calls: the client's names and paths are the truth.
    expect(Object.keys(DEMO_ENDPOINTS)).toEqual([...ENDPOINT_KEYS]);
    expect(Object.values(FIXED_PATHS).sort()).toEqual(Object.values(PATHS).sort());
    expect(Object.values(DEMO_ENDPOINTS).every((path) => path.startsWith('/local/ajax/store/'))).toBe(true);
  });

  it('answers any origin by default, only the given one with options.origin, and logs requests', async () => {
    const state = createBackendState();
    const server = setupServer(...createHandlers(state, { origin: 'http://shop.test' }));
    server.listen({ onUnhandledRequest: 'error' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await fetch(`http://shop.test${FIXED_PATHS.getVars}?sessid=${DEMO_SESSID}`)).status).toBe(200);
      await expect(fetch(`http://other.invalid${FIXED_PATHS.getVars}?sessid=${DEMO_SESSID}`)).rejects.toThrow();
      expect(state.requests).toEqual([
        { key: 'getVars', method: 'GET', path: FIXED_PATHS.getVars, params: { sessid: DEMO_SESSID }, sessid: DEMO_SESSID },
      ]);
    } finally {
      server.close();
    }
  });

  it('keeps states apart: each createBackendState is a fresh backend', () => {
    const a = createBackendState();
    const b = createBackendState();
    a.session().compare.push(101);
    expect(b.session().compare).toEqual([]);
    a.reset();
    expect(a.session().compare).toEqual([]);
  });
});
