/** Session: getVars (basket, compare, user for the store), plus the demo login by SMS code and logout. */
import { authData } from '../data';
import { DEMO_EXTRA_PATHS, FIXED_PATHS } from '../endpoints';
import { str } from '../form';
import type { SessionState } from '../state';
import { jsonResponse, type RouteDef } from './common';

/**
 * Ends the session's login. The basket and compare list go with it, as the store clears its
 * stored lists on logout (docs/embedding.md#store): `getVars.php` must not bring them back.
 */
export function logoutSession(session: SessionState): void {
  session.user = { isAuth: false, email: '' };
  session.basket.clear();
  session.compare = [];
}

export const sessionRoutes: RouteDef[] = [
  {
    key: 'getVars',
    path: FIXED_PATHS.getVars,
    method: 'get',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const rows = [...session.basket.values()];
      const opt = str(p.mode).toLowerCase() === 'opt';
      return jsonResponse({
        basketItems: opt
          ? rows.map((row) => ({ PRODUCT_ID: row.productId, QUANTITY: row.quantity }))
          : rows.map((row) => row.productId),
        compareItems: [...session.compare],
        user: { IS_AUTH: session.user.isAuth, EMAIL: session.user.email },
      });
    },
  },
  {
    key: 'authByCode',
    path: DEMO_EXTRA_PATHS.authByCode,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ p, session }) {
      const contact = authData.contacts.find((item) => item.contactId === str(p.contactID));
      if (!contact || str(p.code) !== contact.code) {
        return jsonResponse({ state: 0, error_msg: 'Неверный код из SMS' });
      }
      session.user = { isAuth: true, email: contact.email };
      return jsonResponse({ state: 1, user: { IS_AUTH: true, EMAIL: contact.email } });
    },
  },
  {
    key: 'logout',
    path: DEMO_EXTRA_PATHS.logout,
    method: 'all',
    answer: 'json',
    sessid: 'required',
    handle({ session }) {
      logoutSession(session);
      return jsonResponse({ state: 1 });
    },
  },
];
