import { bindCalls } from './bind-calls';
import { add2BasketByID } from './calls/add-to-basket';
import { add2CompareList } from './calls/compare-list';
import { getVars } from './calls/get-vars';
import { fakeFetch, formOf, json, testDeps } from './fake-fetch.testkit';
import type { CallOptions } from './types';

describe('bindCalls', () => {
  it('gives exactly the named calls, taking the call’s own arguments', () => {
    const api = bindCalls(testDeps(fakeFetch().fetch), { add2BasketByID, getVars });
    expect(Object.keys(api).sort()).toEqual(['add2BasketByID', 'getVars']);
    expectTypeOf(api.add2BasketByID).parameters.toEqualTypeOf<[PRODUCT_ID: number, options?: CallOptions]>();
    expectTypeOf(api.add2BasketByID).returns.toEqualTypeOf<ReturnType<typeof add2BasketByID>>();
  });

  it('sends the same request and resolves with the same answer as the standalone call', async () => {
    const answer = () => json({ RESULT_ID: 9001, BASKET_ITEMS_CNT: '2' });
    const standalone = fakeFetch(answer);
    const bound = fakeFetch(answer);
    const alone = await add2BasketByID(testDeps(standalone.fetch), 101);
    const viaBind = await bindCalls(testDeps(bound.fetch), { add2BasketByID }).add2BasketByID(101);
    expect(viaBind).toEqual(alone);
    expect(viaBind).toEqual({ ok: true, RESULT_ID: 9001, BASKET_ITEMS_CNT: 2 });
    // Each request has its own timeout signal; everything else on the wire must match.
    const wire = (requests: typeof bound.requests) => requests.map(({ signal: _signal, ...sent }) => sent);
    expect(wire(bound.requests)).toEqual(wire(standalone.requests));
    expect(bound.requests).toHaveLength(1);
  });

  it('reads sessid at each call, not when binding (Bitrix may renew the session)', async () => {
    const { fetch, requests } = fakeFetch(() => json({ SHOW_COMPARE: 1 }));
    let sessid = 'OLD';
    const api = bindCalls(testDeps(fetch, { sessid: () => sessid }), { add2CompareList });
    sessid = 'RENEWED';
    await api.add2CompareList(101);
    expect(formOf(requests[0]?.body ?? null)).toEqual([['PRODUCT_ID', '101'], ['sessid', 'RENEWED']]);
  });

  it('passes the caller’s options on: an aborted bound call rejects as aborted', async () => {
    const { fetch } = fakeFetch(() => json({}));
    const api = bindCalls(testDeps(fetch), { getVars });
    await expect(api.getVars({ signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' });
  });

  it("keeps a missing address a rejection (kind 'config'), not a throw", async () => {
    const { fetch, requests } = fakeFetch();
    const api = bindCalls(testDeps(fetch, { endpoints: {} }), { add2BasketByID });
    let call: Promise<unknown> | undefined;
    expect(() => {
      call = api.add2BasketByID(101);
    }).not.toThrow();
    await expect(call).rejects.toMatchObject({ kind: 'config' });
    expect(requests).toHaveLength(0);
  });
});
