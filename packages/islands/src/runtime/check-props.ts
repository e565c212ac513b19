import { CheckError, count, text, withInfo, type Check } from '@shop-islands/api';

/**
 * Checks an island's raw props with the API's answer checks, so every island reports a bad field
 * the same way (`props.price.min: expected a whole number ≥ 0, got -1`) without its own checker
 * code. Throws a `TypeError`, as `parseProps` promises the loader.
 */
export function checkProps<T>(check: Check<T>, raw: unknown): T {
  try {
    return check(raw, 'props');
  } catch (error) {
    throw error instanceof CheckError ? new TypeError(error.message) : error;
  }
}

/** Fails a custom check the way the API's checks do. */
export function reject(path: string, expected: string, value: unknown): never {
  throw new CheckError(path, expected, value);
}

/**
 * `check` with a stricter `rule` on its result. A value failing either is reported as not
 * `expected`, so the message states the whole rule: -1 for an id reads "expected a whole number
 * > 0", not `count`'s "≥ 0". A failure deeper inside, such as a list's item, keeps its own path.
 */
export function refine<T>(check: Check<T>, expected: string, rule: (value: T) => boolean): Check<T> {
  return withInfo((value, path) => {
    let result: T;
    try {
      result = check(value, path);
    } catch (error) {
      if (error instanceof CheckError && error.path === path) reject(path, expected, value);
      throw error;
    }
    return rule(result) ? result : reject(path, expected, value);
  }, { expected, base: check });
}

/** A whole number > 0 (an id, a page size); Bitrix templates often print it as a string ("101"). */
export const positiveCount: Check<number> = refine(count, 'a whole number > 0', (n) => n > 0);

/** Text with more than spaces in it (an address, a code, a name). */
export const filledText: Check<string> = refine(text, 'non-empty text', (s) => s.trim() !== '');
