import { carModels } from '@shop-islands/api';
import { createPageRuntime } from './page';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page runtime', () => {
  it('a config with "endpoints": null (valid JSON) still calls the server, on the fixed paths', async () => {
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"sessid":"abc","endpoints":null}</script>';
    const runtime = createPageRuntime(window, document);
    const asked: string[] = [];
    const deps = { ...runtime.apiDeps, fetch: async (input: RequestInfo | URL) => (asked.push(String(input)), new Response('[{"name":"Camry"}]')) };
    expect(await carModels(deps, 5)).toEqual([{ name: 'Camry', code: '' }]);
    expect(asked).toEqual([expect.stringContaining('/local/ajax/fc/getModel.php?id=5&sessid=abc')]);
    runtime.store.dispose();
  });
});
