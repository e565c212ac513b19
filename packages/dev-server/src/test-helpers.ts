/** Test helpers: a fresh backend per test behind MSW's `setupServer`, and small request shortcuts. */
import { setupServer } from 'msw/node';
import { DEMO_SESSID } from './endpoints';
import { toFormBody } from './form';
import { createHandlers, type HandlerOptions } from './handlers';
import { createBackendState, type BackendState, type BackendStateOptions } from './state';

export const ORIGIN = 'http://shop.test';

export interface BackendFixture {
  state: BackendState;
}

/** Registers the MSW server hooks; `fixture.state` is a fresh backend state in every test. */
export function useBackend(options: HandlerOptions = {}, stateOptions: BackendStateOptions = {}): BackendFixture {
  const server = setupServer();
  const fixture: BackendFixture = { state: createBackendState(stateOptions) };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    fixture.state = createBackendState(stateOptions);
    server.resetHandlers(...createHandlers(fixture.state, options));
  });
  afterAll(() => server.close());
  return fixture;
}

export function url(path: string, query: Record<string, unknown> = {}): string {
  const search = toFormBody(query).toString();
  return `${ORIGIN}${path}${search ? `?${search}` : ''}`;
}

/** GET with the parameters in the query string (no sessid added). */
export function get(path: string, query: Record<string, unknown> = {}, init: RequestInit = {}): Promise<Response> {
  return fetch(url(path, query), init);
}

/** POST like the base request helper: form-encoded body with `sessid` (DEMO_SESSID unless given). */
export function post(path: string, body: Record<string, unknown> = {}, init: RequestInit = {}): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    body: toFormBody({ sessid: DEMO_SESSID, ...body }),
    ...init,
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as T;
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The nested islands of an HTML fragment: name and parsed `data-props`. */
export function islandsIn(html: string): { name: string; props: Record<string, unknown> }[] {
  return [...html.matchAll(/data-island="([^"]+)" data-props='([^']*)'/g)].map((match) => ({
    name: match[1] as string,
    props: JSON.parse(unescapeHtml(match[2] as string)) as Record<string, unknown>,
  }));
}

/** `data-product-id` of each catalogue item, in order. */
export function itemIds(html: string): number[] {
  return [...html.matchAll(/class="catalog-item" id="catalog-item-\d+" data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
}

export function itemsCount(html: string): number | null {
  const match = /<input type="hidden" name="ITEMS_COUNT" value="(\d+)">/.exec(html);
  return match ? Number(match[1]) : null;
}
