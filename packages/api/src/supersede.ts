import { ApiError, isApiError } from './errors';
import type { CallOptions } from './types';

/** Runs requests of one kind so that only the newest one can deliver its answer. */
export interface Latest {
  /**
   * Aborts the previous task of this kind (its promise rejects with `ApiError('aborted')`),
   * then runs `task` with a signal that fires when a newer task starts, `cancel()` is called
   * or `options.signal` fires. If this task is superseded, it rejects as `aborted` even when
   * its answer (or its error) still arrives: a late answer to an old question is never delivered.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>, options?: CallOptions): Promise<T>;
  /** Aborts the running task, if any (the island unmounts, the input is cleared). */
  cancel(): void;
}

/**
 * A supersede lane for one kind of request (search suggestions, filter reloads, quantity
 * changes — docs/embedding.md#network). Usage: `const suggest = latest();
 * suggest.run((signal) => api.searchSuggest(q, { signal }))`.
 */
export function latest(): Latest {
  let current: AbortController | null = null;

  async function run<T>(task: (signal: AbortSignal) => Promise<T>, options: CallOptions = {}): Promise<T> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const { signal } = controller;
    const callerSignal = options.signal;
    const onCallerAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const superseded = (cause?: unknown) => {
      if (isApiError(cause, 'aborted')) return cause;
      const url = isApiError(cause) ? cause.url : '';
      return new ApiError('aborted', 'superseded by a newer request, or cancelled', { url, cause });
    };

    try {
      if (signal.aborted) throw superseded();
      let result: T;
      try {
        result = await task(signal);
      } catch (error) {
        throw signal.aborted ? superseded(error) : error;
      }
      if (signal.aborted) throw superseded();
      return result;
    } finally {
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (current === controller) current = null;
    }
  }

  return {
    run,
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
