import { createApi } from './create-api';
import { ApiError, isApiError } from './errors';
import { fakeFetch, json, silence, testDeps } from './fake-fetch.testkit';
import { latest } from './supersede';

/** A task whose answer the test releases by hand, recording the signal it got. */
function manualTask<T>() {
  let release: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | null = null;
  const task = (given: AbortSignal) => {
    signal = given;
    return new Promise<T>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { task, release: (value: T) => release(value), fail: (error: unknown) => fail(error), signal: () => signal };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('latest(): a newer request supersedes an older one', () => {
  it('aborts the older task and rejects it as aborted; the newer one delivers', async () => {
    const lane = latest();
    const first = manualTask<string>();
    const second = manualTask<string>();
    const older = outcome(lane.run(first.task));
    const newer = lane.run(second.task);
    expect(first.signal()?.aborted).toBe(true);
    expect(second.signal()?.aborted).toBe(false);
    first.release('old answer'); // the old question is answered late, after all
    second.release('new answer');
    const settledOlder = await older;
    expect(settledOlder).not.toHaveProperty('value');
    expect(isApiError((settledOlder as { error: unknown }).error, 'aborted')).toBe(true);
    expect(await newer).toBe('new answer');
  });

  it('never delivers the late failure of an older task either', async () => {
    const lane = latest();
    const first = manualTask<string>();
    const older = outcome(lane.run(first.task));
    void lane.run(manualTask<string>().task);
    first.fail(new ApiError('http', 'HTTP 500', { url: '/suggest.php', status: 500 }));
    const { error } = (await older) as { error: ApiError };
    expect(error.kind).toBe('aborted');
    expect(error.url).toBe('/suggest.php');
  });

  it('lets tasks that do not overlap all deliver', async () => {
    const lane = latest();
    expect(await lane.run(async () => 1)).toBe(1);
    expect(await lane.run(async () => 2)).toBe(2);
  });

  it('cancel() aborts the running task; the caller signal does too', async () => {
    const lane = latest();
    const first = manualTask<number>();
    const cancelled = outcome(lane.run(first.task));
    lane.cancel();
    expect(first.signal()?.aborted).toBe(true);
    first.release(1);
    expect(isApiError(((await cancelled) as { error: unknown }).error, 'aborted')).toBe(true);

    const controller = new AbortController();
    const second = manualTask<number>();
    const byCaller = outcome(lane.run(second.task, { signal: controller.signal }));
    controller.abort();
    expect(second.signal()?.aborted).toBe(true);
    second.release(2);
    expect(isApiError(((await byCaller) as { error: unknown }).error, 'aborted')).toBe(true);
  });

  it('keeps only the last of 12 fast keystrokes of search suggestions, aborting every request before it', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      new URL(request.url).searchParams.get('q') === 'starline a93'
        ? json({ suggestions: [{ name: 'StarLine A93', url: '/p/a93/' }] })
        : silence(request),
    );
    const api = createApi(testDeps(fetch));
    const lane = latest();
    const typed = 'starline a93';
    const calls = [...typed].map((_, index) => outcome(lane.run((signal) => api.searchSuggest(typed.slice(0, index + 1), { signal }))));
    const results = await Promise.all(calls);
    const delivered = results.filter((result) => 'value' in result);
    expect(delivered).toEqual([{ value: { suggestions: [expect.objectContaining({ name: 'StarLine A93' })] } }]);
    expect(requests.slice(0, -1).every((request) => request.signal?.aborted)).toBe(true);
    expect(results.slice(0, -1).every((result) => isApiError((result as { error: unknown }).error, 'aborted'))).toBe(true);
  });
});
