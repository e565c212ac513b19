/**
 * Fault injection: make any call slow, failing, hanging, malformed or empty.
 *
 * Per request (wins): query parameter `x-mock-fault` (or `mock_fault`), header `x-mock-fault`,
 * or cookie `mock_fault`. Programmatic: `state.faults.set(keyOrPath, fault)`, where the target is an
 * endpoint key (`add2BasketByID`, `getVars` …), a path (`/local/ajax/getVars.php`) or `*` (all).
 *
 * Values (several may be joined with commas, e.g. `slow:800,500`):
 * - `slow` — answer normally after `slowMs` (3 s); `slow:1500` — after 1500 ms;
 * - `500`, `502`, `503`, `404`, `403` … — that HTTP status with a server error page;
 * - `timeout` — no answer for `timeoutMs` (20 s, longer than the client's 10 s), then 504; ends early
 *   when the client aborts;
 * - `malformed` — status 200 with a broken body (PHP warning + cut JSON, or junk HTML/text);
 * - `empty` — status 200 with an empty body;
 * - `network` — a network error (connection dropped);
 * - `refuse` — status 200 with the call's own refusal (its `ERROR` answer), for calls that have
 *   one (add2CompareList); other calls ignore it. Unlike the others it applies after the sessid check.
 */

export type FaultName = 'slow' | `slow:${number}` | 'timeout' | 'malformed' | 'empty' | 'network' | 'refuse' | `${number}`;

/** A fault for `state.faults`: a name, or a name that applies only to the next `times` calls. */
export type FaultSetting = FaultName | { fault: FaultName; times?: number };

export type FaultRegistry = Map<string, FaultSetting>;

export type ParsedFault =
  | { kind: 'slow'; ms: number | null }
  | { kind: 'status'; status: number }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'empty' }
  | { kind: 'network' }
  | { kind: 'refuse' };

/** Parses `slow`, `slow:800`, `500`, `timeout`… (comma-separated); unknown words are ignored. */
export function parseFaults(value: string | null | undefined): ParsedFault[] {
  if (!value) return [];
  const result: ParsedFault[] = [];
  for (const raw of value.split(',')) {
    const word = raw.trim().toLowerCase();
    const slow = /^slow(?::(\d+))?$/.exec(word);
    if (slow) result.push({ kind: 'slow', ms: slow[1] ? Number(slow[1]) : null });
    else if (/^[1-5]\d\d$/.test(word)) result.push({ kind: 'status', status: Number(word) });
    else if (word === 'timeout' || word === 'malformed' || word === 'empty' || word === 'network' || word === 'refuse') result.push({ kind: word });
  }
  return result;
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

export { readCookie };

/** The fault asked for by the request itself (query, then header, then cookie). */
export function requestFault(request: Request): string | null {
  const url = new URL(request.url);
  return (
    url.searchParams.get('x-mock-fault') ??
    url.searchParams.get('mock_fault') ??
    request.headers.get('x-mock-fault') ??
    readCookie(request, 'mock_fault')
  );
}

/** The fault registered for this route (path, then key, then `*`); counts down `times`. */
export function registeredFault(faults: FaultRegistry, key: string, path: string): string | null {
  for (const target of [path, key, '*']) {
    const setting = faults.get(target);
    if (setting === undefined) continue;
    if (typeof setting === 'string') return setting;
    if (setting.times !== undefined) {
      if (setting.times <= 1) faults.delete(target);
      else faults.set(target, { ...setting, times: setting.times - 1 });
    }
    return setting.fault;
  }
  return null;
}

/** Waits `ms`, or less if `signal` aborts (the client gave up): never leaves a handler hanging. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

/** An nginx-style error page, as a real server sends on 5xx. */
export function errorPage(status: number): Response {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  return new Response(
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
    { status, statusText: STATUS_TEXT[status] ?? '', headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

export type AnswerType = 'json' | 'text' | 'html' | 'svg';

export const CONTENT_TYPES: Record<AnswerType, string> = {
  json: 'application/json; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
};

/** A 200 answer whose body the client cannot use. */
export function malformedResponse(answer: AnswerType, path: string): Response {
  const warning = `<br />\n<b>Warning</b>:  Undefined array key "ID" in <b>/home/bitrix/www${path}</b> on line <b>27</b><br />\n`;
  const body =
    answer === 'json'
      ? `${warning}{"STATE":1,"TOTAL_PRICE_FORMATTED":"12 9`
      : answer === 'html'
        ? `${warning}<div class="catalog-item" data-product-id="10`
        : answer === 'svg'
          ? '<svg xmlns="http://www.w3.org/2000/svg"><rect'
          : `<br />\n<b>Fatal error</b>:  Uncaught Error: Call to a member function Fetch() on bool in <b>/home/bitrix/www${path}</b>:41`;
  return new Response(body, { status: 200, headers: { 'content-type': CONTENT_TYPES[answer] } });
}

export function emptyResponse(answer: AnswerType): Response {
  return new Response('', { status: 200, headers: { 'content-type': CONTENT_TYPES[answer] } });
}
