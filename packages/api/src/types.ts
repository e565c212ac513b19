/** Dependencies of the API client: passed in, so tests give a fake `fetch` and a fake clock. */
export interface ApiDeps {
  fetch: typeof globalThis.fetch;
  /** Read at call time: the session may be renewed by Bitrix between calls. */
  sessid(): string;
  /** Addresses for the calls whose paths the spec leaves open (page config `endpoints`). */
  endpoints: Record<string, string>;
  /** Base for relative URLs; defaults to `location.origin` in the browser. */
  baseUrl?: string;
  /** Spec §7, §9: 10 000 ms. */
  timeoutMs?: number;
}

/** Why a call failed; islands pick their message from `kind`. */
export type ApiErrorKind = 'timeout' | 'http' | 'network' | 'malformed' | 'aborted' | 'config';

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call (the island unmounted, or the shopper moved on). */
  signal?: AbortSignal;
}
