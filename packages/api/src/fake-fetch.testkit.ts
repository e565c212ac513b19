/** Test kit (not exported): a recording fake `fetch` and ready-made deps. */
import { ENDPOINT_KEYS } from './endpoints';
import type { ApiDeps } from './types';

/** One request as the fake saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | null;
  cache: RequestCache | undefined;
  keepalive: boolean | undefined;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** A fake `fetch` that records each request and answers with `respond`. */
export function fakeFetch(respond: Responder = () => json({})) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      // Lower-cased by hand: happy-dom's Headers keeps the case it was given.
      headers: Object.fromEntries([...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value])),
      body: typeof init.body === 'string' ? init.body : null,
      signal: init.signal ?? null,
      cache: init.cache,
      keepalive: init.keepalive,
    };
    requests.push(request);
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A JSON answer. */
export function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A text or HTML answer. */
export function body(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
}

/** An answer that never comes, but that rejects when the request's signal fires, as real fetch does. */
export function silence(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    const signal = request.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Addresses for every config-only call: `/ajax/<key>.php`. */
export const TEST_ENDPOINTS: Record<string, string> = Object.fromEntries(
  ENDPOINT_KEYS.map((key) => [key, `/ajax/${key}.php`]),
);

/** Deps with the fake `fetch`, session `SESS1`, every endpoint configured and base `https://shop.test`. */
export function testDeps(fetch: typeof globalThis.fetch, overrides: Partial<ApiDeps> = {}): ApiDeps {
  return { fetch, sessid: () => 'SESS1', endpoints: { ...TEST_ENDPOINTS }, baseUrl: 'https://shop.test', ...overrides };
}

/** The query of a recorded URL as `[key, value]` pairs, decoded. */
export function queryOf(url: string): Array<[string, string]> {
  return [...new URL(url).searchParams.entries()];
}

/** A form body as `[key, value]` pairs, decoded. */
export function formOf(text: string | null): Array<[string, string]> {
  return [...new URLSearchParams(text ?? '').entries()];
}
