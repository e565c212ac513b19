import fc from 'fast-check';
import {
  addIdIfAbsent,
  addLineIfAbsent,
  cleanIdList,
  mergeIdLists,
  mergeLines,
  parseBasket,
  parseIdList,
  removeId,
  serializeBasket,
  setLineQuantity,
  toProductId,
  toQuantity,
} from './lists';

const productId = fc.integer({ min: 1, max: 10_000 });
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0));
/** Clean id lists as the store keeps them: positive, unique. */
const idList = fc.uniqueArray(productId, { maxLength: 30 });

/** Stored text of every kind: corrupt, foreign, and lists of anything JSON can hold. */
const storedText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.array(fc.oneof(fc.jsonValue(), fc.integer().map(String), anyNumber)).map((items) => JSON.stringify(items)),
  fc
    .array(fc.record({ PRODUCT_ID: fc.oneof(productId, fc.string(), anyNumber), QUANTITY: fc.oneof(anyNumber, fc.string()) }))
    .map((lines) => JSON.stringify(lines)),
);

function isCleanIdList(ids: readonly number[]): boolean {
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) && new Set(ids).size === ids.length;
}

describe('reading a stored id list', () => {
  it('keeps numeric ids and turns numeric strings into numbers', () => {
    expect(parseIdList('[101, "102", " 103 "]')).toEqual([101, 102, 103]);
  });

  it('drops non-numeric, non-positive, fractional and unsafe ids', () => {
    expect(parseIdList('["abc", 0, -5, 1.5, "1e3", null, true, {}, [7], 9007199254740993, 42]')).toEqual([42]);
  });

  it('keeps the first of duplicate ids, in order', () => {
    expect(parseIdList('[3, 1, "3", 2, 1]')).toEqual([3, 1, 2]);
  });

  it('reads corrupt JSON, a missing key and foreign shapes as an empty list', () => {
    for (const raw of [null, '', '[1,2', 'undefined', '{"101": true}', '"101"', '101', 'null']) {
      expect(parseIdList(raw)).toEqual([]);
    }
  });

  it('never throws and always yields unique positive integers, whatever is stored', () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        expect(isCleanIdList(parseIdList(raw))).toBe(true);
      }),
    );
  });
});

describe('reading a stored basket', () => {
  it('reads wholesale lines with their quantities', () => {
    expect(parseBasket('[{"PRODUCT_ID":5,"QUANTITY":3},{"PRODUCT_ID":"6","QUANTITY":"2"}]')).toEqual({
      lines: [
        { PRODUCT_ID: 5, QUANTITY: 3 },
        { PRODUCT_ID: 6, QUANTITY: 2 },
      ],
      shape: 'lines',
    });
  });

  it('reads plain ids as lines of one unit', () => {
    expect(parseBasket('[5, 6]')).toEqual({
      lines: [
        { PRODUCT_ID: 5, QUANTITY: 1 },
        { PRODUCT_ID: 6, QUANTITY: 1 },
      ],
      shape: 'ids',
    });
  });

  it('drops lines with no valid product or a quantity of zero or less', () => {
    const raw = '[{"PRODUCT_ID":"x","QUANTITY":1},{"PRODUCT_ID":7,"QUANTITY":0},{"PRODUCT_ID":8,"QUANTITY":-2},{"PRODUCT_ID":9}]';
    expect(parseBasket(raw).lines).toEqual([{ PRODUCT_ID: 9, QUANTITY: 1 }]);
  });

  it('reads ids mixed with lines as lines (quantities to keep), and has no layout when nothing valid is stored', () => {
    expect(parseBasket('[5, {"PRODUCT_ID":6,"QUANTITY":4}]')).toEqual({ lines: [{ PRODUCT_ID: 5, QUANTITY: 1 }, { PRODUCT_ID: 6, QUANTITY: 4 }], shape: 'lines' });
    expect(parseBasket('{"a":1}')).toEqual({ lines: [], shape: null });
  });

  it('never throws and always yields one line per product with a positive whole quantity', () => {
    fc.assert(
      fc.property(storedText, (raw) => {
        const { lines } = parseBasket(raw);
        expect(isCleanIdList(lines.map((line) => line.PRODUCT_ID))).toBe(true);
        expect(lines.every((line) => Number.isSafeInteger(line.QUANTITY) && line.QUANTITY > 0)).toBe(true);
      }),
    );
  });

  it('reads back exactly what it stores, in both layouts', () => {
    const lines = fc.uniqueArray(
      fc.record({ PRODUCT_ID: productId, QUANTITY: fc.integer({ min: 1, max: 999 }) }),
      { selector: (line) => line.PRODUCT_ID },
    );
    fc.assert(
      fc.property(lines, (basket) => {
        expect(parseBasket(serializeBasket(basket, 'lines')).lines).toEqual(basket);
        expect(parseBasket(serializeBasket(basket, 'ids')).lines.map((line) => line.PRODUCT_ID)).toEqual(
          basket.map((line) => line.PRODUCT_ID),
        );
      }),
    );
  });
});

describe('adding and removing ids (docs/embedding.md#store)', () => {
  it('appends a new id at the end, as a number', () => {
    expect(addIdIfAbsent([3, 1], 2)).toEqual([3, 1, 2]);
    expect(addIdIfAbsent([], '7' as unknown as number)).toEqual([7]);
  });

  it('leaves the list as it is for an id already present or an invalid id', () => {
    expect(addIdIfAbsent([3, 1], 3)).toEqual([3, 1]);
    expect(addIdIfAbsent([3, 1], -4)).toEqual([3, 1]);
    expect(addIdIfAbsent([3, 1], Number.NaN)).toEqual([3, 1]);
  });

  it('never duplicates an id, and the list grows by at most one', () => {
    fc.assert(
      fc.property(idList, anyNumber, (ids, id) => {
        const next = addIdIfAbsent(ids, id);
        expect(isCleanIdList(next)).toBe(true);
        expect(next.length - ids.length).toBe(toProductId(id) !== null && !ids.includes(id) ? 1 : 0);
      }),
    );
  });

  it('removes an id so that it is no longer in the list, and keeps the others in order', () => {
    fc.assert(
      fc.property(idList, productId, (ids, id) => {
        const next = removeId(addIdIfAbsent(ids, id), id);
        expect(next.includes(id)).toBe(false);
        expect(next).toEqual(ids.filter((other) => other !== id));
      }),
    );
  });

  it('does nothing when removing an absent id', () => {
    expect(removeId([1, 2], 3)).toEqual([1, 2]);
  });

  it('does not mutate the list it was given', () => {
    const ids = Object.freeze([1, 2]);
    expect(() => addIdIfAbsent(ids, 3)).not.toThrow();
    expect(removeId(ids, 1)).toEqual([2]);
    expect(ids).toEqual([1, 2]);
  });
});

describe('merging lists', () => {
  it('keeps the first list in order, then adds what only the second has', () => {
    expect(mergeIdLists([3, 1], [1, 5, 3, 4])).toEqual([3, 1, 5, 4]);
  });

  it('loses no id of either list and holds no duplicate', () => {
    fc.assert(
      fc.property(idList, idList, (local, server) => {
        const merged = mergeIdLists(local, server);
        expect(isCleanIdList(merged)).toBe(true);
        expect(merged.slice(0, local.length)).toEqual(local);
        for (const id of [...local, ...server]) expect(merged).toContain(id);
        expect(merged.length).toBe(new Set([...local, ...server]).size);
      }),
    );
  });

  it('keeps the local quantity of a product both baskets hold', () => {
    expect(mergeLines([{ PRODUCT_ID: 5, QUANTITY: 4 }], [{ PRODUCT_ID: 5, QUANTITY: 1 }, { PRODUCT_ID: 6, QUANTITY: 2 }])).toEqual([
      { PRODUCT_ID: 5, QUANTITY: 4 },
      { PRODUCT_ID: 6, QUANTITY: 2 },
    ]);
  });
});

describe('wholesale quantities (docs/embedding.md#store)', () => {
  it('puts a line in the basket for a quantity above 0 and updates it in place', () => {
    const basket = setLineQuantity([{ PRODUCT_ID: 1, QUANTITY: 1 }], 2, 5);
    expect(basket).toEqual([
      { PRODUCT_ID: 1, QUANTITY: 1 },
      { PRODUCT_ID: 2, QUANTITY: 5 },
    ]);
    expect(setLineQuantity(basket, 1, 3)).toEqual([
      { PRODUCT_ID: 1, QUANTITY: 3 },
      { PRODUCT_ID: 2, QUANTITY: 5 },
    ]);
  });

  it('removes the line for 0, a negative quantity or NaN (an emptied input)', () => {
    for (const quantity of [0, -3, Number.NaN]) {
      expect(setLineQuantity([{ PRODUCT_ID: 1, QUANTITY: 2 }], 1, quantity)).toEqual([]);
    }
  });

  it('keeps a product in the basket exactly when its quantity is a number above 0', () => {
    fc.assert(
      fc.property(idList, productId, anyNumber, (ids, id, quantity) => {
        const start = ids.map((PRODUCT_ID) => ({ PRODUCT_ID, QUANTITY: 1 }));
        const next = setLineQuantity(start, id, quantity);
        const line = next.find((item) => item.PRODUCT_ID === id);
        expect(line !== undefined).toBe(Number.isFinite(quantity) && quantity > 0);
        expect(new Set(next.map((item) => item.PRODUCT_ID)).size).toBe(next.length);
        if (line) expect(line.QUANTITY).toBe(toQuantity(quantity));
      }),
    );
  });

  it('counts a fraction above 0 as at least one unit', () => {
    expect(toQuantity(0.4)).toBe(1);
    expect(toQuantity(2.7)).toBe(2);
    expect(toQuantity('')).toBe(0);
  });

  it('adds a line of one unit only for an absent product', () => {
    expect(addLineIfAbsent([{ PRODUCT_ID: 1, QUANTITY: 4 }], 1)).toEqual([{ PRODUCT_ID: 1, QUANTITY: 4 }]);
    expect(addLineIfAbsent([], 2)).toEqual([{ PRODUCT_ID: 2, QUANTITY: 1 }]);
  });
});

describe('cleaning a list', () => {
  it('answers an empty list for anything but an array', () => {
    for (const value of [undefined, null, 5, 'abc', { 0: 1 }]) expect(cleanIdList(value)).toEqual([]);
  });
});
