import fc from 'fast-check';
import { encodeForm, type FormScalar, type FormValue } from './encode';

const pairs = (encoded: string) => [...new URLSearchParams(encoded).entries()];

describe('encodeForm, like jQuery $.param', () => {
  it('encodes the catalogue filter in PHP bracket notation (docs/embedding.md#network)', () => {
    const encoded = encodeForm({
      FILTER_PARAMS: {
        SORT_BY: 'PRICE',
        ITEM_PURPOSE_LIST: [3, 7],
        ITEM_FEATURES: { autostart: 'Y', gsm: 'Y' },
        MIN_PRICE: 1000,
      },
      SECTION_CODE: 'signalizatsii',
    });
    expect(encoded).toBe(
      'FILTER_PARAMS%5BSORT_BY%5D=PRICE' +
        '&FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=3' +
        '&FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=7' +
        '&FILTER_PARAMS%5BITEM_FEATURES%5D%5Bautostart%5D=Y' +
        '&FILTER_PARAMS%5BITEM_FEATURES%5D%5Bgsm%5D=Y' +
        '&FILTER_PARAMS%5BMIN_PRICE%5D=1000' +
        '&SECTION_CODE=signalizatsii',
    );
    expect(pairs(encoded)).toEqual([
      ['FILTER_PARAMS[SORT_BY]', 'PRICE'],
      ['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '3'],
      ['FILTER_PARAMS[ITEM_PURPOSE_LIST][]', '7'],
      ['FILTER_PARAMS[ITEM_FEATURES][autostart]', 'Y'],
      ['FILTER_PARAMS[ITEM_FEATURES][gsm]', 'Y'],
      ['FILTER_PARAMS[MIN_PRICE]', '1000'],
      ['SECTION_CODE', 'signalizatsii'],
    ]);
  });

  it('matches the example in the jQuery.param documentation byte for byte', () => {
    // api.jquery.com/jQuery.param: { a: { b: 1, c: 2 }, d: [ 3, 4, { e: 5 } ] }
    expect(encodeForm({ a: { b: 1, c: 2 }, d: [3, 4, { e: 5 }] })).toBe(
      'a%5Bb%5D=1&a%5Bc%5D=2&d%5B%5D=3&d%5B%5D=4&d%5B2%5D%5Be%5D=5',
    );
  });

  it('indexes objects and lists inside lists: a[0][b]=1', () => {
    expect(pairs(encodeForm({ ITEMS: [{ ID: 5, QUANTITY: 2 }, { ID: 6, QUANTITY: 1 }] }))).toEqual([
      ['ITEMS[0][ID]', '5'],
      ['ITEMS[0][QUANTITY]', '2'],
      ['ITEMS[1][ID]', '6'],
      ['ITEMS[1][QUANTITY]', '1'],
    ]);
    expect(pairs(encodeForm({ m: [[1, 2], 3] }))).toEqual([
      ['m[0][]', '1'],
      ['m[0][]', '2'],
      ['m[]', '3'],
    ]);
  });

  it('sends spaces as +, and escapes what would break the form', () => {
    expect(encodeForm({ q: 'Старлайн A93 2CAN+2LIN & co=1' })).toBe(
      'q=%D0%A1%D1%82%D0%B0%D1%80%D0%BB%D0%B0%D0%B9%D0%BD+A93+2CAN%2B2LIN+%26+co%3D1',
    );
  });

  it('sends null and undefined as an empty value, booleans as true/false', () => {
    expect(encodeForm({ a: null, b: undefined, c: true, d: false, e: 0 })).toBe('a=&b=&c=true&d=false&e=0');
  });

  it('sends nothing for empty lists and objects, and nothing at all for an empty object', () => {
    expect(encodeForm({ a: [], b: {}, c: 'x' })).toBe('c=x');
    expect(encodeForm({})).toBe('');
  });

  it('repeats a name already ending in [] for each item, as PHP expects', () => {
    expect(encodeForm({ 'PRODUCT_ID[]': [1, 2] })).toBe('PRODUCT_ID%5B%5D=1&PRODUCT_ID%5B%5D=2');
  });

  it('takes {name, value} pairs as jQuery takes serializeArray(), keeping repeated names', () => {
    const encoded = encodeForm([
      { name: 'city', value: 'Москва' },
      { name: 'option', value: 'a' },
      { name: 'option', value: 'b' },
      { name: 'note', value: null },
    ]);
    expect(pairs(encoded)).toEqual([
      ['city', 'Москва'],
      ['option', 'a'],
      ['option', 'b'],
      ['note', ''],
    ]);
  });

  it('sends a lone surrogate as U+FFFD instead of throwing', () => {
    expect(() => encodeURIComponent('a\uD83D')).toThrow(URIError);
    expect(pairs(encodeForm({ q: 'a\uD83D' }))).toEqual([['q', 'a\uFFFD']]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: every leaf comes back from URLSearchParams under its bracket key, in order.

const keyArb = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('', '[]', 'ids[]', 'a[b]'));
const scalarArb: fc.Arbitrary<FormScalar> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const { value: valueArb } = fc.letrec<{ value: FormValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarArb,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(keyArb, tie('value'), { maxKeys: 4, noNullPrototype: true }),
  ),
}));
const fieldsArb = fc.dictionary(keyArb, valueArb, { maxKeys: 5, noNullPrototype: true });

/** The expected leaves, found by walking the value (independent of the encoder's code). */
function leaves(key: string, value: FormValue): Array<[string, string]> {
  if (Array.isArray(value)) {
    return (value as FormValue[]).flatMap((item, index) =>
      typeof item === 'object' && item !== null
        ? leaves(`${key}[${index}]`, item)
        : leaves(key.endsWith('[]') ? key : `${key}[]`, item), // PHP's `ids[]` already means "append"
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => leaves(`${key}[${name}]`, item as FormValue));
  }
  return [[key, value === null || value === undefined ? '' : String(value)]];
}

describe('encodeForm properties', () => {
  it('every leaf value round-trips through URLSearchParams under its bracket key', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const expected = Object.entries(fields).flatMap(([key, value]) => leaves(key, value));
        expect(pairs(encodeForm(fields))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('writes only form-safe characters: no raw space, and & = only as separators', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const encoded = encodeForm(fields);
        expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%+&=]*$/);
        if (encoded !== '') for (const pair of encoded.split('&')) expect(pair.split('=')).toHaveLength(2);
      }),
    );
  });
});
