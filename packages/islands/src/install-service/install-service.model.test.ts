import { ApiError } from '@shop-islands/api';
import { createInstallServiceModel } from './install-service.model';
import { classifyBlock } from './install-service.rules';

const BLOCK = '<div class="install-service" data-product-id="101"><h2>Установка в сервисном центре</h2></div>\n';

/** A call the test answers by hand: `answer.resolve(html)` / `answer.reject(error)`. */
function deferredCall() {
  const calls: Array<{ id: number; signal?: AbortSignal; resolve(html: string): void; reject(error: unknown): void }> = [];
  const getBwIButton = (id: number, options?: { signal?: AbortSignal }) =>
    new Promise<string>((resolve, reject) => calls.push({ id, signal: options?.signal, resolve, reject }));
  return { calls, api: { getBwIButton } };
}

function setup() {
  const { calls, api } = deferredCall();
  const announced: string[] = [];
  const model = createInstallServiceModel({ productId: 101, api, announce: (message) => announced.push(message) });
  return { model, calls, announced };
}

describe('install-service answers', () => {
  test('a block is markup that starts and ends with a tag', () => {
    expect(classifyBlock(BLOCK)).toBe('block');
  });

  test('white space alone is empty', () => {
    expect(classifyBlock('')).toBe('empty');
    expect(classifyBlock(' \n\t')).toBe('empty');
  });

  test('a cut block, plain text or a PHP warning is malformed', () => {
    expect(classifyBlock('<div class="install-service" data-product-id="10')).toBe('malformed');
    expect(classifyBlock('Fatal error')).toBe('malformed');
    expect(classifyBlock('<br />\n<b>Warning</b>:  Undefined array key "ID" in <b>x.php</b><br />\n<div></div>')).toBe('malformed');
  });

  test('a whole page (a 404 or login page answered with 200) is malformed, not a block to insert', () => {
    expect(classifyBlock('<!DOCTYPE html>\n<html lang="ru"><head><title>404</title></head><body><h1>Страница не найдена</h1></body></html>')).toBe('malformed');
    expect(classifyBlock('<html><body><form action="/auth/"></form></body></html>')).toBe('malformed');
    // A block may hold words like these in its text or its own tags' names.
    expect(classifyBlock('<div class="install-service"><p>html, head and body</p><header-note></header-note></div>')).toBe('block');
  });
});

describe('install-service model', () => {
  test('loads the block of its product and announces it', async () => {
    const { model, calls, announced } = setup();
    expect(model.state.value).toBe('loading');
    const load = model.load();
    expect(calls.map((call) => call.id)).toEqual([101]);
    calls[0]!.resolve(BLOCK);
    await load;
    expect(model.state.value).toBe('loaded');
    expect(model.html.value).toBe(BLOCK);
    expect(announced).toEqual(['Условия установки загружены']);
  });

  test('a second load while one runs sends nothing', async () => {
    const { model, calls } = setup();
    void model.load();
    void model.load();
    expect(calls).toHaveLength(1);
  });

  test('an empty answer keeps the fallback quietly', async () => {
    const { model, calls, announced } = setup();
    const load = model.load();
    calls[0]!.resolve('  \n');
    await load;
    expect(model.state.value).toBe('empty');
    expect(model.html.value).toBe('');
    expect(model.error.value).toBe('');
    expect(announced).toEqual([]);
  });

  test.each([
    ['a server error', new ApiError('http', 'HTTP 500', { url: '/x', status: 500 }), 'Ошибка сервера. Попробуйте позже.'],
    ['a timeout', new ApiError('timeout', 'timed out', { url: '/x' }), 'Сервер не ответил вовремя. Попробуйте ещё раз.'],
  ])('%s keeps the fallback, says why and announces it', async (_name, failure, reason) => {
    const { model, calls, announced } = setup();
    const load = model.load();
    calls[0]!.reject(failure);
    await load;
    expect(model.state.value).toBe('error');
    expect(model.html.value).toBe('');
    expect(model.error.value).toBe(reason);
    expect(announced).toEqual([`Не удалось загрузить условия установки. ${model.error.value}`]);
  });

  test('a malformed answer is a failure, never inserted', async () => {
    const { model, calls } = setup();
    const load = model.load();
    calls[0]!.resolve('<br />\n<b>Warning</b>:  Undefined array key "ID"<br />\n<div class="catalog-item" data-product-id="10');
    await load;
    expect(model.state.value).toBe('error');
    expect(model.error.value).toBe('Сервер вернул неполный ответ.');
    expect(model.html.value).toBe('');
  });

  test('«Повторить» keeps the failure on screen while it runs, then shows the block', async () => {
    const { model, calls, announced } = setup();
    const first = model.load();
    calls[0]!.reject(new ApiError('network', 'offline', { url: '/x' }));
    await first;
    const retry = model.retry();
    expect(model.state.value).toBe('error');
    expect(model.retrying.value).toBe(true);
    void model.retry(); // pressed again meanwhile: ignored
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(BLOCK);
    await retry;
    expect(model.state.value).toBe('loaded');
    expect(model.retrying.value).toBe(false);
    expect(model.error.value).toBe('');
    expect(announced.slice(1)).toEqual(['Загружаем…', 'Условия установки загружены']);
    // The shopper asked for it: the block comes unfolded.
    expect(model.expanded.value).toBe(true);
  });

  test('a block that loads by itself arrives folded; the disclosure opens and closes it, and only once loaded', async () => {
    const { model, calls } = setup();
    const load = model.load();
    model.toggle();
    expect(model.expanded.value).toBe(false);
    calls[0]!.resolve(BLOCK);
    await load;
    expect(model.expanded.value).toBe(false);
    model.toggle();
    expect(model.expanded.value).toBe(true);
    model.toggle();
    expect(model.expanded.value).toBe(false);
  });

  test('a retry only follows a failure', async () => {
    const { model, calls } = setup();
    await model.retry();
    expect(calls).toHaveLength(0);
  });

  test('an answer that arrives after dispose changes nothing', async () => {
    const { model, calls, announced } = setup();
    const load = model.load();
    model.dispose();
    expect(calls[0]!.signal?.aborted).toBe(true);
    calls[0]!.resolve(BLOCK);
    await load;
    expect(model.state.value).toBe('loading');
    expect(announced).toEqual([]);
  });
});
