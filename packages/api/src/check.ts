/**
 * Tiny hand-made validators for server answers. A check takes the parsed value and the path it
 * sits at (for the error message), returns the value normalised to its TypeScript type, or
 * throws {@link CheckError}; the request helper turns that into `ApiError('malformed')`.
 *
 * They are tolerant where Bitrix is sloppy: numbers may come as numeric strings, flags as
 * 'Y'/'N', and PHP's `json_encode` writes an empty array `[]` where an object is meant and an
 * object with numeric keys where a list had gaps.
 */

/** An answer (or part of one) is not what the call expects. */
export class CheckError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly actual: unknown,
  ) {
    super(`${path}: expected ${expected}, got ${describe(actual)}`);
    this.name = 'CheckError';
  }
}

/**
 * Checks `value` (found at `path`) and returns it as a `T`, or throws {@link CheckError}. `info`
 * says what it accepts, for the generated reference pages (docs/islands/, `npm run docs`).
 */
export type Check<T> = ((value: unknown, path: string) => T) & { info?: CheckInfo };

/**
 * What a check accepts, in the words of its error message. Only structure and words the checks
 * hold anyway: the meaning of a prop is written next to the island (`<name>.props.docs.ts`), so
 * that no documentation text travels in the bundles.
 */
export interface CheckInfo {
  /** What a value must be: `'a whole number ≥ 0'`, `'a list'`, `'an object'` ('' for `optional()`: see `base`). */
  expected: string;
  /** `optional()`: used when the value is missing or `null` (`undefined`: left out). */
  fallback?: { value: unknown };
  /** `optional()` and refinements: the check it builds on. */
  base?: Check<unknown>;
  /** `list()`, `record()`: the check of each item. */
  item?: Check<unknown>;
  /** `object()`: the check of each field. */
  fields?: Record<string, Check<unknown>>;
}

/**
 * `check` with its {@link CheckInfo}; returns `check` itself. Only outside production: builds that
 * define `process.env.NODE_ENV` as "production" (the drop-in build, a site's bundler) drop the
 * words, so they cost the shoppers nothing; a page without `process` at all skips them too.
 */
export function withInfo<T>(check: Check<T>, info: CheckInfo): Check<T> {
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') check.info = info;
  return check;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  const shown = json ?? String(value);
  return shown.length > 60 ? `${shown.slice(0, 60)}…` : shown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const A_NUMBER = 'a number';
const A_COUNT = 'a whole number ≥ 0';
const YES_NO = "a yes/no ('Y'/'N', true/false, 1/0)";

const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;
const INDEX_KEY = /^(?:0|[1-9]\d*)$/;

/** A finite number, or a string holding one ("15990", " 3 ", "1,5"). */
export const number: Check<number> = /* @__PURE__ */ withInfo((value, path) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (NUMERIC.test(trimmed)) return Number(trimmed.replace(',', '.'));
  }
  throw new CheckError(path, A_NUMBER, value);
}, { expected: A_NUMBER });

/** A whole number ≥ 0 (an id, a count), or a string holding one. */
export const count: Check<number> = /* @__PURE__ */ withInfo((value, path) => {
  const n = number(value, path);
  if (!Number.isSafeInteger(n) || n < 0) throw new CheckError(path, A_COUNT, value);
  return n;
}, { expected: A_COUNT });

/** A status code such as `state` or `result`: a number, a numeric string, or `true`/`false` (1/0). */
export const code: Check<number> = /* @__PURE__ */ withInfo((value, path) => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return number(value, path);
}, { expected: 'a status code (a number, or true/false)' });

/** Text; a number is accepted and written as the server would print it. */
export const text: Check<string> = /* @__PURE__ */ withInfo((value, path) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new CheckError(path, 'text', value);
}, { expected: 'text' });

const TRUE_WORDS = new Set(['y', 'yes', 'true']);
const FALSE_WORDS = new Set(['n', 'no', 'false', '']);

/** A yes/no: `true`/`false`, 'Y'/'N' (Bitrix), 'true'/'false', or a number (> 0 is yes). */
export const flag: Check<boolean> = /* @__PURE__ */ withInfo((value, path) => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value > 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    if (NUMERIC.test(word)) return Number(word.replace(',', '.')) > 0;
  }
  throw new CheckError(path, YES_NO, value);
}, { expected: YES_NO });

/** `check`, or `fallback` when the field is missing or `null`. */
export function optional<T>(check: Check<T>, fallback: T): Check<T> {
  return withInfo((value, path) => (value === undefined || value === null ? fallback : check(value, path)), {
    expected: '', // the words of `base`
    fallback: { value: fallback },
    base: check,
  });
}

/**
 * A list of `item`. PHP sends a list whose keys have gaps as an object with numeric keys
 * (`{"0": …, "2": …}`); that is read as the list of its values, in key order.
 */
export function list<T>(item: Check<T>): Check<T[]> {
  return withInfo((value, path) => {
    let items: unknown[];
    if (Array.isArray(value)) items = value;
    else if (isPlainObject(value) && Object.keys(value).every((key) => INDEX_KEY.test(key))) {
      items = Object.values(value); // integer-like keys iterate in ascending order
    } else throw new CheckError(path, 'a list', value);
    return items.map((entry, index) => item(entry, `${path}[${index}]`));
  }, { expected: 'a list', item });
}

/** A map from string keys to `item`. PHP's empty array `[]` counts as an empty map. */
export function record<T>(item: Check<T>): Check<Record<string, T>> {
  return withInfo((value, path) => {
    let entries: Array<[string, unknown]>;
    if (Array.isArray(value)) entries = value.map((entry, index) => [String(index), entry]);
    else if (isPlainObject(value)) entries = Object.entries(value);
    else throw new CheckError(path, 'an object', value);
    const result: Record<string, T> = {};
    for (const [key, entry] of entries) {
      Object.defineProperty(result, key, {
        value: item(entry, `${path}.${key}`),
        enumerable: true,
        writable: true,
        configurable: true,
      }); // defineProperty, so a key "__proto__" stays a plain key
    }
    return result;
  }, { expected: 'an object', item });
}

/**
 * An object with (at least) the fields of `shape`, each checked; only those fields are kept.
 * PHP's empty array `[]` counts as an object without fields.
 */
export function object<S extends Record<string, unknown>>(shape: { [K in keyof S]: Check<S[K]> }): Check<S> {
  return withInfo((value, path) => {
    const source: Record<string, unknown> | null = isPlainObject(value)
      ? value
      : Array.isArray(value) && value.length === 0
        ? {}
        : null;
    if (source === null) throw new CheckError(path, 'an object', value);
    const result: Partial<S> = {};
    for (const key of Object.keys(shape) as Array<keyof S & string>) {
      const own = Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
      result[key] = shape[key](own, `${path}.${key}`);
    }
    return result as S;
  }, { expected: 'an object', fields: shape });
}

/** Any object (an empty PHP array `[]` counts as one), copied shallowly and left unchecked inside. */
export const anyObject: Check<Record<string, unknown>> = /* @__PURE__ */ withInfo(
  (value, path) => {
    if (isPlainObject(value) || (Array.isArray(value) && value.length === 0)) {
      return record((entry) => entry)(value, path);
    }
    throw new CheckError(path, 'an object', value);
  },
  { expected: 'an object' },
);
