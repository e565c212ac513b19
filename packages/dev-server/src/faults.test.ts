// @vitest-environment node
import { DEMO_ENDPOINTS, DEMO_SESSID, FIXED_PATHS } from './endpoints';
import { parseFaults } from './faults';
import { get, itemsCount, post, url, useBackend } from './test-helpers';

const SLOW_MS = 120;
const TIMEOUT_MS = 400;
const backend = useBackend({ slowMs: SLOW_MS, timeoutMs: TIMEOUT_MS });
const vars = (init: RequestInit = {}, fault?: string) =>
  fetch(url(FIXED_PATHS.getVars, { sessid: DEMO_SESSID, ...(fault ? { 'x-mock-fault': fault } : {}) }), init);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

describe('parseFaults', () => {
  it('reads the fault words', () => {
    expect(parseFaults('slow')).toEqual([{ kind: 'slow', ms: null }]);
    expect(parseFaults('slow:800, 503')).toEqual([{ kind: 'slow', ms: 800 }, { kind: 'status', status: 503 }]);
    expect(parseFaults('timeout,malformed,empty,network,nonsense')).toEqual([
      { kind: 'timeout' },
      { kind: 'malformed' },
      { kind: 'empty' },
      { kind: 'network' },
    ]);
    expect(parseFaults(null)).toEqual([]);
  });
});

describe('fault modes (query parameter x-mock-fault)', () => {
  it('slow: answers normally after the delay; slow:ms after that many ms', async () => {
    const [response, ms] = await timed(() => vars({}, 'slow'));
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('basketItems');
    expect(ms).toBeGreaterThanOrEqual(SLOW_MS - 5);
    const [, custom] = await timed(() => vars({}, 'slow:250'));
    expect(custom).toBeGreaterThanOrEqual(245);
  });

  it('500 (and any status): an nginx error page', async () => {
    const response = await vars({}, '500');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('500 Internal Server Error');
    expect((await vars({}, '503')).status).toBe(503);
  });

  it('timeout: no answer before the client gives up', async () => {
    const [error, ms] = await timed(() => vars({ signal: AbortSignal.timeout(100) }, 'timeout').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/TimeoutError|AbortError/);
    expect(ms).toBeLessThan(TIMEOUT_MS);
  });

  it('timeout: a client that waits gets a 504 after timeoutMs', async () => {
    const [response, ms] = await timed(() => vars({}, 'timeout'));
    expect(response.status).toBe(504);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('malformed: 200 with a body that is not JSON (or HTML without ITEMS_COUNT)', async () => {
    const response = await vars({}, 'malformed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    await expect(response.json()).rejects.toThrow();
    const html = await (await post(`${DEMO_ENDPOINTS.catalogList}?x-mock-fault=malformed`, {})).text();
    expect(itemsCount(html)).toBeNull();
    const sid = await (await get(FIXED_PATHS.reloadCaptcha, { 'x-mock-fault': 'malformed' })).text();
    expect(sid).not.toMatch(/^[0-9a-f]{32}$/);
  });

  it('empty: 200 with an empty body', async () => {
    const response = await vars({}, 'empty');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('network: the request fails', async () => {
    await expect(vars({}, 'network')).rejects.toThrow(TypeError);
  });

  it('several at once: slow then a status', async () => {
    const [response, ms] = await timed(() => vars({}, 'slow:150,502'));
    expect(response.status).toBe(502);
    expect(ms).toBeGreaterThanOrEqual(145);
  });

  it('faults come before the sessid check', async () => {
    expect((await fetch(url(FIXED_PATHS.getVars, { 'x-mock-fault': '500' }))).status).toBe(500);
  });
});

describe('other ways to ask for a fault', () => {
  it('header x-mock-fault and cookie mock_fault', async () => {
    expect((await vars({ headers: { 'x-mock-fault': '503' } })).status).toBe(503);
    expect((await vars({ headers: { cookie: 'a=1; mock_fault=500' } })).status).toBe(500);
    expect((await vars({ headers: { cookie: 'mock_fault=empty' } })).headers.get('content-length') ?? '0').toBe('0');
  });

  it('state.faults by endpoint key, by path and for all', async () => {
    backend.state.faults.set('add2BasketByID', '500');
    expect((await post(DEMO_ENDPOINTS.add2BasketByID, { PRODUCT_ID: 101 })).status).toBe(500);
    expect((await vars()).status).toBe(200);
    backend.state.faults.clear();
    backend.state.faults.set(FIXED_PATHS.getVars, 'malformed');
    await expect((await vars()).json()).rejects.toThrow();
    backend.state.faults.clear();
    backend.state.faults.set('*', '503');
    expect((await get(FIXED_PATHS.cities, { query: 'мос' })).status).toBe(503);
  });

  it('state.faults for the next N calls only', async () => {
    backend.state.faults.set('getVars', { fault: '500', times: 2 });
    expect((await vars()).status).toBe(500);
    expect((await vars()).status).toBe(500);
    expect((await vars()).status).toBe(200);
    expect(backend.state.faults.size).toBe(0);
  });

  it('a failed add changes nothing on the server', async () => {
    backend.state.faults.set('add2BasketByID', 'network');
    await expect(post(DEMO_ENDPOINTS.add2BasketByID, { PRODUCT_ID: 101 })).rejects.toThrow();
    expect(backend.state.session(DEMO_SESSID).basket.size).toBe(0);
  });
});

describe('options', () => {
  const quiet = useBackend({ requestFaults: false, faults: { cities: 'empty' } });

  it('requestFaults: false ignores x-mock-fault; options.faults registers faults', async () => {
    expect((await vars({}, '500')).status).toBe(200);
    expect(await (await get(FIXED_PATHS.cities, { query: 'мос' })).text()).toBe('');
    expect(quiet.state.faults.get('cities')).toBe('empty');
  });
});
