import { apiErrorMessages, unknownErrorMessage } from './messages';
import type { ApiErrorKind } from './types';

/** Where and why a call failed, beyond its kind. */
export interface ApiErrorDetails {
  /** The address called, without the query string this client added (it carries `sessid`). */
  url: string;
  /** The HTTP status, for kind `http`. */
  status?: number;
  cause?: unknown;
}

/**
 * The one error every call rejects with. `message` is for developers (English, names the call
 * and the reason); the shopper's text comes from {@link apiErrorMessage}.
 */
export class ApiError extends Error {
  // `declare`: set in the constructor, so no class-field code (and no helper for older Safari).
  declare readonly kind: ApiErrorKind;
  declare readonly url: string;
  declare readonly status?: number;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.url = details.url;
    if (details.status !== undefined) this.status = details.status;
  }
}

/** Whether `error` is an {@link ApiError}, optionally of the given kind. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** The Russian text to show the shopper for any failure of a call. */
export function apiErrorMessage(error: unknown): string {
  return isApiError(error) ? apiErrorMessages[error.kind] : unknownErrorMessage;
}
