import { createBackendState, createHandlers, DEMO_ENDPOINTS, DEMO_SESSID, type SessionSeed } from '@shop-islands/dev-server';
import { setupServer } from 'msw/node';
import { createPageRuntime, setPageRuntime, type PageRuntime } from './page';
import { startPage } from './start-page';

const ORIGIN = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let runtime: PageRuntime | null = null;
afterEach(() => {
  vi.unstubAllGlobals();
  runtime?.store.dispose();
  setPageRuntime(null);
  localStorage.clear();
  delete (window as unknown as { shopIslands?: unknown }).shopIslands;
});

/**
 * A template page with the header counters and the config script, its runtime talking to the
 * reference backend (seeded with `seed`) instead of the page's own origin.
 */
function page(options: { seed?: SessionSeed; sessid?: string; faults?: Record<string, '500'> } = {}) {
  const backend = createBackendState({ seed: options.seed });
  server.resetHandlers(...createHandlers(backend, { faults: options.faults ?? {} }));
  document.body.innerHTML = `
    <script type="application/json" id="shop-islands-config">${JSON.stringify({ sessid: options.sessid ?? DEMO_SESSID, endpoints: DEMO_ENDPOINTS })}</script>
    <a href="/personal/cart/">Корзина <span class="basket_count">0</span></a>
    <a href="/catalog/compare/">Сравнение <span class="compare_count">0</span></a>`;
  const created = createPageRuntime(window, document);
  runtime = { ...created, apiDeps: { ...created.apiDeps, fetch: (input, init) => fetch(input, init), baseUrl: ORIGIN } };
  setPageRuntime(runtime);
  const counter = (name: 'basket' | 'compare') => document.querySelector(`.${name}_count`)?.textContent;
  return { backend, counter };
}

/** One task later: every promise callback and mutation record queued so far has run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Bitrix's core on a composite-cached page: no session until its frame data arrives. */
function bitrixCore() {
  const frameDataHandlers: Array<() => void> = [];
  const core = {
    sessid: '',
    bitrix_sessid: () => core.sessid,
    addCustomEvent: (event: string, handler: () => void) => {
      if (event === 'onFrameDataReceived') frameDataHandlers.push(handler);
    },
    /** BX.onCustomEvent('onFrameDataReceived'), with the session it brings (or none). */
    receiveFrameData(sessid: string) {
      core.sessid = sessid;
      for (const handler of frameDataHandlers) handler();
    },
  };
  vi.stubGlobal('BX', core);
  return core;
}

describe('startPage', () => {
  it('shows the session’s basket and compare counts from getVars.php in the header counters', async () => {
    const { counter } = page({ seed: { basket: [{ productId: 101 }, { productId: 102 }], compare: [103] } });
    const started = startPage();
    await started.reconciled;
    expect(counter('basket')).toBe('2');
    expect(counter('compare')).toBe('1');
  });

  it('hands the store to legacy scripts as window.shopIslands.store, and the counters follow it', async () => {
    const { counter } = page();
    await startPage().reconciled;
    const legacy = (window as unknown as { shopIslands: { store: PageRuntime['store'] } }).shopIslands;
    expect(legacy.store).toBe(runtime?.store);
    legacy.store.addToBasket(101);
    expect(counter('basket')).toBe('1');
  });

  it('lets legacy scripts wait for the session’s lists: window.shopIslands.reconciled', async () => {
    const { counter } = page({ seed: { basket: [{ productId: 101 }, { productId: 102 }] } });
    startPage();
    const legacy = (window as unknown as { shopIslands: { reconciled: Promise<void>; store: PageRuntime['store'] } }).shopIslands;
    expect(legacy.store.basketItems.value).toEqual([]);
    await legacy.reconciled;
    expect(legacy.store.basketItems.value).toEqual([101, 102]);
    expect(counter('basket')).toBe('2');
  });

  it('keeps the numbers the server printed on a first visit until getVars.php answers', async () => {
    const { counter } = page({ seed: { basket: [{ productId: 101 }, { productId: 102 }] } });
    for (const element of document.querySelectorAll('.basket_count, .compare_count')) element.textContent = '5';
    const started = startPage();
    // The browser's lists are empty, not the session's: no 0 before the answer.
    runtime?.store.addToBasket(104);
    expect([counter('basket'), counter('compare')]).toEqual(['5', '5']);
    await started.reconciled;
    expect([counter('basket'), counter('compare')]).toEqual(['3', '0']);
  });

  it('shows the stored lists at once on a later visit', () => {
    localStorage.setItem('basketItems', '[7]');
    localStorage.setItem('compareItems', '[]');
    const { counter } = page();
    startPage();
    expect([counter('basket'), counter('compare')]).toEqual(['1', '0']);
  });

  it('keeps the local lists and only warns when getVars.php fails', async () => {
    const { counter } = page({ faults: { getVars: '500' } });
    runtime?.store.addToCompare([104]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    await startPage().reconciled;
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('getVars.php failed'), expect.anything());
    expect(error).not.toHaveBeenCalled();
    expect(counter('compare')).toBe('1');
  });

  it('keeps the printed numbers on a cached page without a session, then follows getVars.php once Bitrix gives one', async () => {
    // docs/embedding.md#session-id, #counters: the «3» the page printed must not become 0 for want of a session.
    const bitrix = bitrixCore();
    const { backend, counter } = page({ sessid: '', seed: { basket: [{ productId: 101 }, { productId: 102 }, { productId: 103 }] } });
    for (const element of document.querySelectorAll('.basket_count, .compare_count')) element.textContent = '3';
    const started = startPage();
    await nextTask();
    expect([counter('basket'), counter('compare')]).toEqual(['3', '3']);
    expect(backend.requests).toEqual([]);

    // Frame data without a session (a guest's cached page not yet renewed): still nothing to ask with.
    bitrix.receiveFrameData('');
    await nextTask();
    expect([counter('basket'), counter('compare')]).toEqual(['3', '3']);
    expect(backend.requests).toEqual([]);

    bitrix.receiveFrameData(DEMO_SESSID);
    bitrix.receiveFrameData(DEMO_SESSID);
    await started.reconciled;
    expect(backend.requests.map((request) => request.key)).toEqual(['getVars']);
    expect([counter('basket'), counter('compare')]).toEqual(['3', '0']);
    runtime?.store.addToCompare([104]);
    expect(counter('compare')).toBe('1');
  });

  it('until the session comes, the printed numbers stand, a local add included', async () => {
    const bitrix = bitrixCore();
    const { backend, counter } = page({ sessid: '', seed: { basket: [{ productId: 101 }, { productId: 102 }] } });
    for (const element of document.querySelectorAll('.basket_count, .compare_count')) element.textContent = '5';
    const started = startPage();
    runtime?.store.addToBasket(104);
    bitrix.receiveFrameData('');
    await nextTask();
    expect([counter('basket'), counter('compare')]).toEqual(['5', '5']);
    expect(backend.requests).toEqual([]);

    bitrix.receiveFrameData(DEMO_SESSID);
    await started.reconciled;
    expect(backend.requests.map((request) => request.key)).toEqual(['getVars']);
    expect([counter('basket'), counter('compare')]).toEqual(['3', '0']);
  });

  it('asks once when started twice', async () => {
    const { backend } = page();
    const first = startPage();
    expect(startPage()).toBe(first);
    await first.reconciled;
    expect(backend.requests.map((request) => request.key)).toEqual(['getVars']);
  });
});
