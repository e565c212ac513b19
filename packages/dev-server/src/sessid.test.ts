// @vitest-environment node
import { DEMO_SESSID, SESSION_EXPIRED_MESSAGE } from './endpoints';
import { toFormBody } from './form';
import { ROUTES } from './handlers';
import { url, useBackend } from './test-helpers';

useBackend();

/** Calls a route the way its client does: GET with a query, POST with a body (supportForm, getBwIButton: query). */
function call(route: (typeof ROUTES)[number], sessid: string | undefined, extra: Record<string, string> = {}) {
  const params = sessid === undefined ? { ...extra } : { sessid, ...extra };
  if (route.method === 'get') return fetch(url(route.path, params));
  if (route.method === 'post') return fetch(url(route.path, params), { method: 'POST', body: toFormBody({ ID: '101' }) });
  return fetch(url(route.path), { method: 'POST', body: toFormBody(params) });
}

const required = ROUTES.filter((route) => route.sessid === 'required');
const optional = ROUTES.filter((route) => route.sessid === 'optional');

describe('sessid check', () => {
  it('covers every call that carries sessid', () => {
    expect(required.map((r) => r.key).sort()).toEqual(
      [
        'add2BasketByID',
        'addPreOrder',
        'authByCode',
        'basketDelete',
        'basketQuantity',
        'catalogList',
        'changeQuantity',
        'add2CompareList',
        'delFromCompareList',
        'getBwIButton',
        'getModel',
        'getVars',
        'itemPrices',
        'logout',
        'supportForm',
      ].sort(),
    );
  });

  it.each(required.map((route) => [route.key, route] as const))('%s: missing or wrong sessid → 403', async (_key, route) => {
    for (const sessid of [undefined, '', 'wrong-sessid']) {
      const response = await call(route, sessid);
      expect(response.status).toBe(403);
      if (route.answer === 'json') expect(await response.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
      else expect(await response.text()).toBe(SESSION_EXPIRED_MESSAGE);
    }
    expect((await call(route, DEMO_SESSID)).status).not.toBe(403);
  });

  it.each(optional.map((route) => [route.key, route] as const))('%s: sessid optional, but a wrong one → 403', async (_key, route) => {
    expect((await call(route, undefined)).status).toBe(200);
    expect((await call(route, DEMO_SESSID)).status).toBe(200);
    expect((await call(route, 'wrong-sessid')).status).toBe(403);
  });

  it('accepts the sessid in Bitrix’s X-Bitrix-Csrf-Token header too', async () => {
    const response = await fetch(url('/local/ajax/getVars.php'), { headers: { 'X-Bitrix-Csrf-Token': DEMO_SESSID } });
    expect(response.status).toBe(200);
  });
});
