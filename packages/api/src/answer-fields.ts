/**
 * Answer fields that several calls read the same way. They live outside calls/ so that the call
 * modules sharing them (which go to different chunks) do not need a chunk of their own for them.
 */
import { list, count, optional, text, type Check } from './check';

// Checks built when this module loads are marked `/* @__PURE__ */`, so that a bundle without a
// call also loses its check. The mark covers only the call it precedes, so nested ones get it too.

/** A text the server may leave out: '' then. */
export const optionalText = /* @__PURE__ */ optional(text, '');

/** A list of product ids; none when absent. */
export const idList = /* @__PURE__ */ optional(/* @__PURE__ */ list(count), []);

/**
 * The `ERROR` a shared-model call may add when it refused (text, or a list of texts joined by line
 * breaks). Present in the answer only when non-empty, so the shopper can be told why.
 */
const refusal: Check<string> = (value, path) =>
  value === undefined || value === null || value === false
    ? ''
    : typeof value === 'string' || typeof value === 'number'
      ? text(value, path).trim()
      : list(text)(value, path)
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .join('\n');

/** `answer` with the server's `ERROR` of `value` added, when there is one. */
export function withRefusal<T extends object>(answer: T, value: unknown, path: string): T & { ERROR?: string } {
  const ERROR = refusal((value as { ERROR?: unknown } | null)?.ERROR, `${path}.ERROR`);
  return ERROR ? { ...answer, ERROR } : answer;
}
