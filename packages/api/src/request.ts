import { CheckError, type Check } from './check';
import { encodeForm, type FormFields, type FormValue } from './encode';
import { ApiError } from './errors';
import type { ApiDeps, CallOptions } from './types';

/** docs/embedding.md#network: every call gives up after 10 000 ms. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** One HTTP exchange, described as data. */
export interface HttpRequest<T> {
  method: 'GET' | 'POST';
  /** The address; may be relative (resolved against `deps.baseUrl`) and may hold its own query. */
  url: string;
  /** Encoded like `$.param` and appended to the query string. */
  query?: FormFields;
  /** Encoded like `$.param` as an `application/x-www-form-urlencoded` body. */
  body?: FormFields;
  /** `json`: the body is parsed as JSON before `check`; `text`: `check` gets the raw text. */
  read: 'json' | 'text';
  check: Check<T>;
  /** Suggestions may come from the HTTP cache; state (captcha, basket, session vars) never does (the default, `no-store`). */
  cache?: RequestCache;
}

const ACCEPT = {
  json: 'application/json',
  text: 'text/html, text/plain, */*;q=0.1',
} as const;

function resolveUrl(url: string, baseUrl: string | undefined): string {
  return baseUrl ? new URL(url, baseUrl).href : url;
}

function withQuery(url: string, query: FormFields | undefined): string {
  const encoded = query ? encodeForm(query) : '';
  if (!encoded) return url;
  const hashAt = url.indexOf('#');
  const head = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const joiner = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return `${head}${joiner}${encoded}${hash}`;
}

function snippet(raw: string): string {
  const flat = raw.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

function parseAndCheck<T>(raw: string, request: HttpRequest<T>, where: string): T {
  let value: unknown = raw;
  if (request.read === 'json') {
    try {
      value = JSON.parse(raw.replace(/^\uFEFF/, '')); // PHP files saved with a BOM prepend it
    } catch (cause) {
      throw new ApiError('malformed', `${where}: the answer is not JSON: "${snippet(raw)}"`, { url: request.url, cause });
    }
  }
  try {
    return request.check(value, '$');
  } catch (cause) {
    throw uncheckedAnswer(cause, where, request.url);
  }
}

/** What a failed answer check throws: {@link ApiError} `malformed` naming the call, or the error as it was. */
export function uncheckedAnswer(cause: unknown, where: string, url: string): unknown {
  return cause instanceof CheckError ? new ApiError('malformed', `${where}: unexpected answer, ${cause.message}`, { url, cause }) : cause;
}

/**
 * Sends one request and returns its checked answer. Rejects only with {@link ApiError}:
 * `timeout` after `deps.timeoutMs`, `aborted` when the caller's signal fires, `network` when
 * fetch fails, `http` for a status outside 200–299, `malformed` when the answer does not pass
 * `request.check`. An answer that arrives after a timeout or an abort is never returned, even
 * from a `fetch` that ignores its signal.
 */
export async function send<T>(deps: ApiDeps, request: HttpRequest<T>, options: CallOptions = {}): Promise<T> {
  const where = `${request.method} ${request.url}`;
  const details = { url: request.url };
  const callerSignal = options.signal;
  if (callerSignal?.aborted) throw new ApiError('aborted', `${where}: cancelled before it was sent`, details);

  const address = withQuery(resolveUrl(request.url, deps.baseUrl), request.query);
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One controller for both reasons to stop; its reason says which one fired first.
  const controller = new AbortController();
  const { signal } = controller;
  const onCallerAbort = () => controller.abort(new ApiError('aborted', `${where}: cancelled by the caller`, details));
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new ApiError('timeout', `${where}: no answer within ${timeoutMs} ms`, details)),
    timeoutMs,
  );
  const stopped = () => signal.reason as ApiError;

  const headers: Record<string, string> = {
    Accept: ACCEPT[request.read],
    'X-Requested-With': 'XMLHttpRequest', // Bitrix tells AJAX calls apart by this header
  };
  const init: RequestInit = {
    method: request.method,
    headers,
    signal,
    credentials: 'same-origin',
    keepalive: options.keepalive,
    cache: request.cache ?? 'no-store',
  };
  if (request.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    init.body = encodeForm(request.body);
  }

  try {
    // Called unbound: `window.fetch` called as a method of another object throws "Illegal invocation".
    const fetchFn = deps.fetch;
    let response: Response;
    try {
      response = await fetchFn(address, init);
    } catch (cause) {
      if (signal.aborted) throw stopped();
      throw new ApiError('network', `${where}: the request failed (${String(cause)})`, { ...details, cause });
    }
    if (signal.aborted) throw stopped();
    if (!response.ok) {
      throw new ApiError(response.status == 403 ? 'session' : 'http', `${where}: HTTP ${response.status}`, { ...details, status: response.status });
    }
    let raw: string;
    try {
      raw = await response.text();
    } catch (cause) {
      if (signal.aborted) throw stopped();
      throw new ApiError('network', `${where}: the answer broke off (${String(cause)})`, { ...details, cause });
    }
    if (signal.aborted) throw stopped();
    return parseAndCheck(raw, request, where);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * The base helper (docs/embedding.md#network): POST `attributes` plus `sessid`, form-encoded, JSON answer.
 * `sessid` is read at call time, since Bitrix may renew the session between calls.
 */
export function postJson<T>(
  deps: ApiDeps,
  url: string,
  attributes: { readonly [key: string]: FormValue },
  check: Check<T>,
  options?: CallOptions,
): Promise<T> {
  return send(deps, { method: 'POST', url, body: { ...attributes, sessid: deps.sessid() }, read: 'json', check }, options);
}

/** GET with `params` in the query string, JSON answer. Adds no `sessid`: the caller passes it where the call takes one (docs/embedding.md#server-calls). */
export function getJson<T>(
  deps: ApiDeps,
  url: string,
  params: FormFields,
  check: Check<T>,
  options?: CallOptions,
  cache?: RequestCache,
): Promise<T> {
  return send(deps, { method: 'GET', url, query: params, read: 'json', check, cache }, options);
}

/** GET with `params` in the query string, answer read as text. */
export function getText<T>(deps: ApiDeps, url: string, params: FormFields, check: Check<T>, options?: CallOptions): Promise<T> {
  return send(deps, { method: 'GET', url, query: params, read: 'text', check }, options);
}

/** POST with `query` in the query string and `body` (if any) as a form body, answer read as text. */
export function postText<T>(
  deps: ApiDeps,
  url: string,
  parts: { query?: FormFields; body?: FormFields },
  check: Check<T>,
  options?: CallOptions,
): Promise<T> {
  return send(deps, { method: 'POST', url, ...parts, read: 'text', check }, options);
}
