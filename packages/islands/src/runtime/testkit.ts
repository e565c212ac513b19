/**
 * Helpers for the islands' tests (only test files import this module).
 */

/** A call whose answer the test gives later: the promise with its resolve and reject. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
