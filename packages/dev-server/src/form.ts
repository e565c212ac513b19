/**
 * Form bodies the way PHP sees them.
 *
 * The islands send shared-model calls form-encoded with nested values in PHP bracket notation,
 * exactly like jQuery's `$.param` (`FILTER_PARAMS[ITEM_PURPOSE_LIST][]=3`,
 * `FILTER_PARAMS[ITEM_FEATURES][autostart]=Y`, `ITEMS[0][ID]=101`). `parsePhpParams` rebuilds
 * the nested value PHP would put into `$_POST`; `toFormBody` is the encoder (for tests and stories).
 */

/** A parsed parameter: a string, a list, or a map (PHP arrays with keys 0..n-1 become lists). */
export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };
export type ParamMap = { [key: string]: ParamValue };

type Container = Map<string, Node>;
type Node = string | Container;

function nextIndex(container: Container): string {
  let max = -1;
  for (const key of container.keys()) {
    if (/^(0|[1-9]\d*)$/.test(key)) max = Math.max(max, Number(key));
  }
  return String(max + 1);
}

/** Splits `a[b][][c]` into `['a', 'b', '', 'c']`; a key with broken brackets stays literal (as in PHP). */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const base = key.slice(0, open);
  const segments: string[] = [base];
  let rest = key.slice(open);
  while (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0) break;
    segments.push(rest.slice(1, close));
    rest = rest.slice(close + 1);
  }
  return segments.length > 1 ? segments : [key];
}

function finalize(node: Node): ParamValue {
  if (typeof node === 'string') return node;
  const keys = [...node.keys()];
  const isList = keys.every((key, index) => key === String(index));
  if (isList) return keys.map((key) => finalize(node.get(key) as Node));
  const result: { [key: string]: ParamValue } = {};
  for (const key of keys) {
    Object.defineProperty(result, key, {
      value: finalize(node.get(key) as Node),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** Rebuilds nested PHP-style parameters from flat `name=value` pairs. */
export function parsePhpParams(entries: Iterable<[string, string]>): ParamMap {
  const root: Container = new Map();
  for (const [rawKey, value] of entries) {
    const segments = splitKey(rawKey);
    let container = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as string;
      const key = segment === '' && i > 0 ? nextIndex(container) : segment;
      if (i === segments.length - 1) {
        container.set(key, value);
      } else {
        let child = container.get(key);
        if (child === undefined || typeof child === 'string') {
          child = new Map();
          container.set(key, child);
        }
        container = child;
      }
    }
  }
  const result = finalize(root);
  return Array.isArray(result) ? Object.fromEntries(result.map((v, i) => [String(i), v])) : (result as ParamMap);
}

/** Appends `value` under `prefix` the way jQuery's `$.param` (non-traditional) does. */
function appendParam(out: URLSearchParams, prefix: string, value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const nested = typeof item === 'object' && item !== null;
      appendParam(out, `${prefix}[${nested ? index : ''}]`, item);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) appendParam(out, `${prefix}[${key}]`, item);
  } else {
    out.append(prefix, value === null || value === undefined ? '' : String(value));
  }
}

/** Encodes a nested object as `application/x-www-form-urlencoded`, like jQuery's `$.param`. */
export function toFormBody(data: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) appendParam(out, key, value);
  return out;
}

/** Everything a handler reads from a request. */
export interface RequestParams {
  /** Query string, bracket-parsed. */
  query: ParamMap;
  /** Body (form-encoded, multipart or JSON), bracket-parsed. */
  body: ParamMap;
  /** Query and body together; the body wins on equal names. */
  all: ParamMap;
  /** The raw body text (for diagnostics). */
  rawBody: string;
}

export async function readParams(request: Request): Promise<RequestParams> {
  const url = new URL(request.url);
  const query = parsePhpParams(url.searchParams.entries());
  let body: ParamMap = {};
  let rawBody = '';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (type.includes('multipart/form-data')) {
      try {
        const form = await request.formData();
        const pairs: [string, string][] = [];
        form.forEach((value, key) => {
          if (typeof value === 'string') pairs.push([key, value]);
        });
        body = parsePhpParams(pairs);
      } catch {
        body = {};
      }
    } else {
      rawBody = await request.text();
      if (type.includes('application/json')) {
        try {
          const parsed: unknown = JSON.parse(rawBody);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = jsonToParams(parsed);
        } catch {
          body = {};
        }
      } else if (rawBody) {
        body = parsePhpParams(new URLSearchParams(rawBody).entries());
      }
    }
  }
  return { query, body, all: { ...query, ...body }, rawBody };
}

/** JSON bodies are accepted too (as PHP would see them after `json_decode`), values stringified. */
function jsonToParams(value: object): ParamMap {
  const convert = (item: unknown): ParamValue => {
    if (Array.isArray(item)) return item.map(convert);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, convert(v)]));
    }
    if (item === true) return 'Y';
    if (item === false || item === null || item === undefined) return '';
    return String(item);
  };
  return convert(value) as ParamMap;
}

/* Readers that never throw: PHP scripts read `$_REQUEST` loosely, so do the handlers. */

export function str(value: ParamValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number from `value` (spaces ignored: `12 990`), or NaN. */
export function int(value: ParamValue | undefined): number {
  const text = str(value).replace(/[\s\u00a0]/g, '');
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A value that may be a scalar, a list or a PHP map, as a list of strings. */
export function list(value: ParamValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.flatMap((item) => (typeof item === 'string' ? (item === '' ? [] : [item]) : []));
}

export function map(value: ParamValue | undefined): { [key: string]: ParamValue } {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, index) => [String(index), item]));
  return {};
}
