import Cookies from 'js-cookie';
import type { CookieJar } from './types';

const SITE_WIDE = '/';

/**
 * The browser's cookies through js-cookie, for the whole site (path '/'). `expires` is in days.
 * Reading never throws: a sandboxed frame throws on `document.cookie`, and the store must keep
 * working there, only without cookies.
 */
export function createBrowserCookies(): CookieJar {
  return {
    get(name) {
      try {
        return Cookies.get(name);
      } catch {
        return undefined;
      }
    },
    set(name, value, options) {
      try {
        Cookies.set(name, value, { path: options?.path ?? SITE_WIDE, expires: options?.expires });
      } catch {
        // Cookies unavailable: the choice still lives in the store for this page.
      }
    },
    remove(name, options) {
      try {
        Cookies.remove(name, { path: options?.path ?? SITE_WIDE });
      } catch {
        // Nothing to remove where cookies are unavailable.
      }
    },
  };
}
