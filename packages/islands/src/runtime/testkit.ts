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

/**
 * For the tests of a file that mounts islands as the loader does, by its calls rather than inside
 * `act()`, and waits on `ready` as the loader does: React's warnings about updates outside `act()`
 * do not apply there (and would bury the warnings that matter). Call at the top of the file.
 */
export function mountLikeTheLoader(): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let was: boolean | undefined;
  beforeEach(() => {
    was = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = was;
  });
}
