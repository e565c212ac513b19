import { count, object } from './check';
import { ApiError, apiErrorMessage } from './errors';
import { body, fakeFetch, formOf, json, queryOf, silence, testDeps } from './fake-fetch.testkit';
import { DEFAULT_TIMEOUT_MS, getJson, getText, postJson, postText, send } from './request';

const answer = object({ n: count });

/** The rejection of `promise`, which must be an ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('postJson, the base helper (docs/embedding.md#network)', () => {
  it('POSTs the attributes plus sessid, form-encoded, asking for JSON from an AJAX caller', async () => {
    const { fetch, requests } = fakeFetch(() => json({ n: 3 }));
    const result = await postJson(testDeps(fetch), '/ajax/x.php', { PRODUCT_ID: 101, LIST: [1, 2] }, answer);
    expect(result).toEqual({ n: 3 });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://shop.test/ajax/x.php');
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(request?.body).toBe('PRODUCT_ID=101&LIST%5B%5D=1&LIST%5B%5D=2&sessid=SESS1');
  });

  it('reads sessid at each call, since Bitrix may renew the session', async () => {
    const { fetch, requests } = fakeFetch(() => json({ n: 1 }));
    let session = 'first';
    const deps = testDeps(fetch, { sessid: () => session });
    await postJson(deps, '/a.php', {}, answer);
    session = 'second';
    await postJson(deps, '/a.php', {}, answer);
    expect(requests.map((request) => formOf(request.body))).toEqual([[['sessid', 'first']], [['sessid', 'second']]]);
  });

  it('keeps relative addresses relative when no base URL is given, as the browser resolves them', async () => {
    const { fetch, requests } = fakeFetch(() => json({ n: 1 }));
    await postJson(testDeps(fetch, { baseUrl: undefined }), '/ajax/x.php', {}, answer);
    expect(requests[0]?.url).toBe('/ajax/x.php');
  });

  it('asks the browser to finish a request sent as the page is left (keepalive), and only that one', async () => {
    const { fetch, requests } = fakeFetch(() => json({ n: 1 }));
    await postJson(testDeps(fetch), '/a.php', {}, answer, { keepalive: true });
    await postJson(testDeps(fetch), '/a.php', {}, answer);
    expect(requests.map((request) => request.keepalive === true)).toEqual([true, false]);
  });

  it('calls fetch unbound, since window.fetch throws "Illegal invocation" as a method of another object', async () => {
    let receiver: unknown = 'not called';
    const fetch = function (this: unknown) {
      receiver = this;
      return Promise.resolve(json({ n: 1 }));
    } as unknown as typeof globalThis.fetch;
    await postJson(testDeps(fetch), '/a.php', {}, answer);
    expect(receiver).toBeUndefined();
  });

  it('accepts JSON with a leading byte-order mark, as PHP files saved with one send it', async () => {
    const { fetch } = fakeFetch(() => body('\uFEFF{"n": "7"}'));
    expect(await postJson(testDeps(fetch), '/a.php', {}, answer)).toEqual({ n: 7 });
  });
});

describe('GET and text helpers', () => {
  it('getJson puts params in the query string, joined to a query the address already has', async () => {
    const { fetch, requests } = fakeFetch(() => json({ n: 1 }));
    await getJson(testDeps(fetch), '/ajax/get.php?mode=opt', { q: 'a b', ids: [1] }, answer);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.body).toBeNull();
    expect(request?.url).toBe('https://shop.test/ajax/get.php?mode=opt&q=a+b&ids%5B%5D=1');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.cache).toBe('no-store');
  });

  it('getText hands the raw text to its check', async () => {
    const { fetch, requests } = fakeFetch(() => body('  hello  '));
    expect(await getText(testDeps(fetch), '/t.php', {}, (value) => value)).toBe('  hello  ');
    expect(requests[0]?.url).toBe('https://shop.test/t.php');
    expect(requests[0]?.headers.accept).toContain('text/html');
  });

  it('postText sends a query and a body separately', async () => {
    const { fetch, requests } = fakeFetch(() => body('ok'));
    await postText(testDeps(fetch), '/p.php', { query: { sessid: 'S' }, body: { a: '1' } }, (value) => value);
    expect(requests[0]?.url).toBe('https://shop.test/p.php?sessid=S');
    expect(requests[0]?.body).toBe('a=1');
  });
});

describe('failures, each with its own kind', () => {
  it(`gives up after ${DEFAULT_TIMEOUT_MS} ms by default with kind 'timeout'`, async () => {
    vi.useFakeTimers();
    const { fetch, requests } = fakeFetch(silence);
    const call = failure(postJson(testDeps(fetch), '/slow.php', {}, answer));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.kind).toBe('timeout');
    expect(error.url).toBe('/slow.php');
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it("honours deps.timeoutMs, and times out even when fetch ignores its signal", async () => {
    vi.useFakeTimers();
    let answerLate: (response: Response) => void = () => undefined;
    const fetch = (() => new Promise<Response>((resolve) => (answerLate = resolve))) as typeof globalThis.fetch;
    const call = failure(postJson(testDeps(fetch, { timeoutMs: 50 }), '/slow.php', {}, answer));
    await vi.advanceTimersByTimeAsync(50);
    answerLate(json({ n: 1 }));
    expect((await call).kind).toBe('timeout');
  });

  it("reports an HTTP error status as kind 'http' with the status", async () => {
    const { fetch } = fakeFetch(() => json({ n: 1 }, 500));
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
  });

  it("reports a refused sessid (HTTP 403) as kind 'session': only a reload mends it", async () => {
    const { fetch } = fakeFetch(() => new Response('Сессия истекла. Обновите страницу.', { status: 403 }));
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer));
    expect([error.kind, error.status]).toEqual(['session', 403]);
    expect(apiErrorMessage(error)).toBe('Сессия истекла. Обновите страницу.');
  });

  it("reports a rejected fetch as kind 'network'", async () => {
    const fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("reports a body that breaks off as kind 'network'", async () => {
    const broken = new Response('x');
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'));
    const fetch = (() => Promise.resolve(broken)) as typeof globalThis.fetch;
    expect((await failure(postJson(testDeps(fetch), '/a.php', {}, answer))).kind).toBe('network');
  });

  it("reports a body that is not JSON as kind 'malformed', quoting its start", async () => {
    const { fetch } = fakeFetch(() => body('<b>Fatal error</b>: Call to undefined function'));
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('Fatal error');
  });

  it("reports JSON of the wrong shape as kind 'malformed', naming the field", async () => {
    const { fetch } = fakeFetch(() => json({ n: 'many' }));
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('$.n: expected a number');
  });

  it("reports an empty body where JSON is due as kind 'malformed'", async () => {
    const { fetch } = fakeFetch(() => body(''));
    expect((await failure(postJson(testDeps(fetch), '/a.php', {}, answer))).kind).toBe('malformed');
  });

  it("reports the caller's abort as kind 'aborted', and stops the request", async () => {
    const { fetch, requests } = fakeFetch(silence);
    const controller = new AbortController();
    const call = failure(postJson(testDeps(fetch), '/a.php', {}, answer, { signal: controller.signal }));
    controller.abort();
    expect((await call).kind).toBe('aborted');
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it("rejects as 'aborted' without sending when the caller's signal has already fired", async () => {
    const { fetch, requests } = fakeFetch();
    const error = await failure(postJson(testDeps(fetch), '/a.php', {}, answer, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('never delivers an answer that arrives after the caller aborted, even from a fetch that ignores signals', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    const fetch = (() => new Promise<Response>((resolve) => (answerLate = resolve))) as typeof globalThis.fetch;
    const controller = new AbortController();
    const call = failure(send(testDeps(fetch), { method: 'GET', url: '/a.php', read: 'json', check: answer }, { signal: controller.signal }));
    controller.abort();
    answerLate(json({ n: 1 }));
    expect((await call).kind).toBe('aborted');
  });

  it('leaves no timer and no listener behind after an answer', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => json({ n: 1 }));
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await postJson(testDeps(fetch), '/a.php', {}, answer, { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
