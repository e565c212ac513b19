import { add2BasketByID } from './calls/add-to-basket';
import { getVars } from './calls/get-vars';
import { ApiError } from './errors';
import { fakeFetch, json, queryOf, testDeps } from './fake-fetch.testkit';
import { PATHS } from './paths';

describe('standalone calls', () => {
  it('getVars(deps, {mode}) asks for the wholesale basket lines and resolves with the checked answer', async () => {
    const { fetch, requests } = fakeFetch(() => json({ basketItems: [{ ID: 101, QUANTITY: 3 }], user: { IS_AUTH: 'N' } }));
    const vars = await getVars(testDeps(fetch), { mode: 'opt' });
    expect(vars).toEqual({ basketItems: [{ ID: 101, QUANTITY: 3 }], user: { IS_AUTH: 'N' } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe(PATHS.getVars);
    expect(queryOf(requests[0]?.url ?? '')).toEqual([
      ['sessid', 'SESS1'],
      ['mode', 'opt'],
    ]);
  });

  it("add2BasketByID(deps, id) without a configured address rejects with ApiError 'config', sending nothing", async () => {
    const { fetch, requests } = fakeFetch();
    const call = add2BasketByID(testDeps(fetch, { endpoints: {} }), 101);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'config' });
    expect(requests).toHaveLength(0);
  });
});
