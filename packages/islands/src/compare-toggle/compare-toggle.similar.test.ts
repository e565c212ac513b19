import { ApiError, type CompareAddResult, type CompareListState } from '@shop-islands/api';
import { deferred } from '../runtime/testkit';
import { parseCompareSimilarProps, parseCompareToggleIslandProps } from './compare-toggle.props';
import { createCompareSimilarModel } from './compare-toggle.similar';

/** The model over a fake store and an api whose answers the test gives. */
function setup() {
  const added: unknown[] = [];
  const stored: number[] = [101];
  const visited: string[] = [];
  const announcements: string[] = [];
  const addAnswer = deferred<CompareAddResult>();
  const listAnswer = deferred<CompareListState>();
  // The shopper coming back to this page from the browser's back-forward cache.
  const back = deferred<void>();
  const model = createCompareSimilarModel({
    sectionCode: 'signalizatsii',
    api: {
      add2CompareList: (target) => {
        added.push(target);
        return addAnswer.promise;
      },
      checkItemInCompareList: () => listAnswer.promise,
    },
    store: { addToCompare: (ids) => stored.push(...[ids].flat().filter((id) => !stored.includes(id))) },
    navigate: (url) => {
      visited.push(url);
      return back.promise;
    },
    announce: (message) => announcements.push(message),
  });
  return { model, added, stored, visited, announcements, addAnswer, listAnswer, comeBack: () => back.resolve() };
}

describe('compare similar', () => {
  test('sends the section as FILTER_PARAMS, stores the server’s list, then opens the comparison page', async () => {
    const { model, added, stored, visited, announcements, addAnswer, listAnswer } = setup();
    const done = model.activate();
    expect(model.state.value).toBe('loading');
    expect(added).toEqual([{ FILTER_PARAMS: { SECTION_CODE: 'signalizatsii' } }]);
    addAnswer.resolve({ SHOW_COMPARE: 3 });
    listAnswer.resolve({ IN_COMPARE_LIST: [101, 102, 103] });
    await done;
    expect(stored).toEqual([101, 102, 103]);
    expect(visited).toEqual(['/catalog/compare/']);
    expect(announcements).toEqual(['Похожие товары добавлены к сравнению']);
    expect(model.state.value).toBe('leaving');
  });

  test('ignores clicks while the request runs and while the page changes', async () => {
    const { model, added, addAnswer, listAnswer } = setup();
    const done = model.activate();
    void model.activate();
    addAnswer.resolve({ SHOW_COMPARE: 2 });
    listAnswer.resolve({ IN_COMPARE_LIST: [101, 102] });
    await done;
    await model.activate();
    expect(added).toHaveLength(1);
  });

  test('works again when the shopper comes back from the comparison page (the browser’s cached page)', async () => {
    const { model, added, addAnswer, listAnswer, comeBack } = setup();
    const done = model.activate();
    addAnswer.resolve({ SHOW_COMPARE: 2 });
    listAnswer.resolve({ IN_COMPARE_LIST: [101, 102] });
    await done;
    expect(model.state.value).toBe('leaving');
    comeBack();
    await Promise.resolve();
    expect(model.state.value).toBe('idle');
    void model.activate();
    expect(added).toHaveLength(2);
  });

  test('an ERROR answer is shown and the shopper stays, the store unchanged', async () => {
    const { model, stored, visited, addAnswer } = setup();
    const done = model.activate();
    addAnswer.resolve({ SHOW_COMPARE: 1, ERROR: 'Сравнение временно недоступно, попробуйте позже' });
    await done;
    expect(model.state.value).toBe('error');
    expect(model.error.value).toBe('Сравнение временно недоступно, попробуйте позже');
    expect(visited).toEqual([]);
    expect(stored).toEqual([101]);
  });

  test('a failed call says why in Russian and the shopper stays on the page', async () => {
    const { model, visited, addAnswer } = setup();
    const done = model.activate();
    addAnswer.reject(new ApiError('http', 'HTTP 500', { url: '/x', status: 500 }));
    await done;
    expect(model.error.value).toBe('Ошибка сервера. Попробуйте позже.');
    expect(visited).toEqual([]);
  });

  test('still opens the comparison page when the list cannot be read after the add', async () => {
    const { model, stored, visited, addAnswer, listAnswer } = setup();
    const done = model.activate();
    addAnswer.resolve({ SHOW_COMPARE: 5 });
    listAnswer.reject(new ApiError('network', 'offline', { url: '/x' }));
    await done;
    expect(stored).toEqual([101]);
    expect(visited).toEqual(['/catalog/compare/']);
  });
});

describe('compare-toggle props', () => {
  test('the similar variant needs a section code', () => {
    expect(parseCompareToggleIslandProps({ variant: 'similar', sectionCode: 'signalizatsii', sectionName: ' Автосигнализации ' })).toEqual({
      variant: 'similar',
      sectionCode: 'signalizatsii',
      sectionName: 'Автосигнализации',
    });
    expect(() => parseCompareSimilarProps({ variant: 'similar' })).toThrow(/props\.sectionCode/);
    expect(() => parseCompareSimilarProps({ variant: 'similar', sectionCode: '  ' })).toThrow(TypeError);
  });

  test('the product variants still need a product id', () => {
    expect(parseCompareToggleIslandProps({ productId: 101, variant: 'product' })).toEqual({ productId: 101, variant: 'product' });
    expect(() => parseCompareToggleIslandProps({ variant: 'product' })).toThrow(/props\.productId/);
    expect(() => parseCompareToggleIslandProps(null)).toThrow(TypeError);
  });
});
