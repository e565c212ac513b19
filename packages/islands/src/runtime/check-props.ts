import { CheckError, type Check } from '@shop-islands/api';

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
