// @vitest-environment node
import { products } from './data';
import { DEMO_ENDPOINTS, FIXED_PATHS } from './endpoints';
import { json, post, useBackend } from './test-helpers';

const backend = useBackend();
const addCompare = (body: Record<string, unknown>) => post(DEMO_ENDPOINTS.add2CompareList, body).then((r) => json(r));

describe('add2CompareList', () => {
  it('adds one id, a list, never twice: SHOW_COMPARE is the count', async () => {
    expect(await addCompare({ PRODUCT_ID: 101 })).toEqual({ SHOW_COMPARE: 1 });
    expect(await addCompare({ PRODUCT_ID: [101, 103, 104] })).toEqual({ SHOW_COMPARE: 3 });
    expect(backend.state.session().compare).toEqual([101, 103, 104]);
  });

  it('adds what a filter finds (similar items)', async () => {
    const answer = await addCompare({ FILTER_PARAMS: { SECTION_CODE: 'immobilayzery', ITEM_FEATURES: { can: 'Y' }, PAGE_ELEMENT_COUNT: 3 } });
    expect(answer).toEqual({ SHOW_COMPARE: 3 });
    const compare = backend.state.session().compare;
    expect(compare.every((id) => products.find((p) => p.id === id)?.sectionCode === 'immobilayzery')).toBe(true);
  });

  it('answers an ERROR when no known product is given', async () => {
    expect(await addCompare({ PRODUCT_ID: 999999 })).toEqual({ SHOW_COMPARE: 0, ERROR: 'Товар не найден' });
    expect(await addCompare({})).toEqual({ SHOW_COMPARE: 0, ERROR: 'Товар не найден' });
  });

  it('refuses known products under the `refuse` fault, and adds nothing', async () => {
    await addCompare({ PRODUCT_ID: 101 });
    backend.state.faults.set('add2CompareList', { fault: 'refuse', times: 1 });
    expect(await addCompare({ PRODUCT_ID: [103, 104] })).toEqual({ SHOW_COMPARE: 1, ERROR: 'Сравнение временно недоступно, попробуйте позже' });
    expect(backend.state.session().compare).toEqual([101]);
    expect(await addCompare({ PRODUCT_ID: 103 })).toEqual({ SHOW_COMPARE: 2 });
  });
});

describe('delFromCompareList and checkItemInCompareList', () => {
  it('removes: STATE 1 and the count left; checkItemInCompareList lists the ids', async () => {
    await addCompare({ PRODUCT_ID: [101, 103, 104] });
    expect(await json(await post(DEMO_ENDPOINTS.delFromCompareList, { PRODUCT_ID: 103 }))).toEqual({ STATE: 1, SHOW_COMPARE: 2 });
    expect(await json(await post(FIXED_PATHS.checkItemInCompareList))).toEqual({ IN_COMPARE_LIST: [101, 104] });
    // Removing an absent id is not an error.
    expect(await json(await post(DEMO_ENDPOINTS.delFromCompareList, { PRODUCT_ID: 103 }))).toEqual({ STATE: 1, SHOW_COMPARE: 2 });
  });

  it('answers STATE 0 without a PRODUCT_ID', async () => {
    expect(await json(await post(DEMO_ENDPOINTS.delFromCompareList))).toEqual({ STATE: 0, SHOW_COMPARE: 0, ERROR: 'Не указан товар' });
  });
});
