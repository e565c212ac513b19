/**
 * Dependencies of the API client: passed in, so tests give a fake `fetch`. The timeout runs on the
 * global timers, which the tests replace with fake ones (vitest's `useFakeTimers`).
 */
export interface ApiDeps {
  fetch: typeof globalThis.fetch;
  /** Read at call time: the session may be renewed by Bitrix between calls. */
  sessid(): string;
  /** Addresses for the calls without a fixed path (page config `endpoints`, docs/embedding.md#server-calls). */
  endpoints: Record<string, string>;
  /** Base for relative URLs; defaults to `location.origin` in the browser. */
  baseUrl?: string;
  /** docs/embedding.md#network: 10 000 ms. */
  timeoutMs?: number;
}

/**
 * Why a call failed; islands pick their message from `kind`. `session`: the server refused the
 * call's `sessid` (HTTP 403: the session expired or was renewed), which only a reload mends.
 */
export type ApiErrorKind = 'timeout' | 'http' | 'session' | 'network' | 'malformed' | 'aborted' | 'config';

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call (the island unmounted, or the shopper moved on). */
  signal?: AbortSignal;
  /**
   * The request goes on after the page is left (`fetch`'s `keepalive`): for a change sent as the
   * shopper leaves, docs/embedding.md#network. Its answer is not waited for.
   */
  keepalive?: boolean;
}
