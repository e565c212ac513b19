import { parseJson } from './lists';
import type { CurrentUser } from './types';

/** Nobody logged in. */
export const ANONYMOUS_USER: CurrentUser = Object.freeze({ isAuth: false, email: '' });

/**
 * Reads an `IS_AUTH` flag the ways PHP and Bitrix write it: boolean, 'Y'/'N', 1/0, "1"/"0".
 * Anything else is `null` (not a flag), so a malformed answer never logs anyone in or out.
 */
export function parseAuthFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'Y' || value === 'y' || value === '1' || value === 'true') return true;
  if (value === 0 || value === 'N' || value === 'n' || value === '0' || value === 'false' || value === '') return false;
  return null;
}

/**
 * A user from the server (`{IS_AUTH, EMAIL}`, docs/embedding.md#store) or from the page config (`{isAuth, email}`),
 * or `null` when the value is not a user.
 */
export function cleanUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const isAuth = parseAuthFlag('IS_AUTH' in record ? record.IS_AUTH : record.isAuth);
  if (isAuth === null) return null;
  const email = 'EMAIL' in record ? record.EMAIL : record.email;
  return { isAuth, email: typeof email === 'string' ? email.trim() : '' };
}

/** Reads the stored `user` key; missing, corrupt or foreign values are the anonymous user. */
export function parseStoredUser(raw: string | null): CurrentUser {
  return cleanUser(parseJson(raw)) ?? ANONYMOUS_USER;
}

/** The text stored under `user`, in the server's own field names. */
export function serializeUser(user: CurrentUser): string {
  return JSON.stringify({ IS_AUTH: user.isAuth, EMAIL: user.email });
}

/** True when both describe the same user. */
export function sameUser(a: CurrentUser, b: CurrentUser): boolean {
  return a.isAuth === b.isAuth && a.email === b.email;
}
