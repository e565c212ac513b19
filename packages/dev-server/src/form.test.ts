// @vitest-environment node
import { int, list, parsePhpParams, toFormBody } from './form';
import { escapeHtml, formatPrice, propsAttr } from './format';

const parse = (query: string) => parsePhpParams(new URLSearchParams(query).entries());

describe('parsePhpParams (PHP bracket notation)', () => {
  it('rebuilds lists and maps like $_POST', () => {
    const params = parse(
      'sessid=abc&FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=3&FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=5' +
        '&FILTER_PARAMS%5BITEM_FEATURES%5D%5Bautostart%5D=Y&FILTER_PARAMS%5BSORT_BY%5D=1&SECTION_CODE=gps-trekery',
    );
    expect(params).toEqual({
      sessid: 'abc',
      FILTER_PARAMS: { ITEM_PURPOSE_LIST: ['3', '5'], ITEM_FEATURES: { autostart: 'Y' }, SORT_BY: '1' },
      SECTION_CODE: 'gps-trekery',
    });
  });

  it('follows PHP for ITEMS[][ID] (one entry each) and ITEMS[0][ID] (one entry per index)', () => {
    expect(parse('ITEMS[][ID]=1&ITEMS[][QUANTITY]=2')).toEqual({ ITEMS: [{ ID: '1' }, { QUANTITY: '2' }] });
    expect(parse('ITEMS[0][ID]=1&ITEMS[0][QUANTITY]=2&ITEMS[1][ID]=7')).toEqual({
      ITEMS: [{ ID: '1', QUANTITY: '2' }, { ID: '7' }],
    });
  });

  it('keeps keys with broken brackets literal, lets the last value win, and is safe from __proto__', () => {
    expect(parse('a[b=1&x=1&x=2')).toEqual({ 'a[b': '1', x: '2' });
    const params = parse('__proto__[polluted]=1&o[__proto__][x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(params.o)).toBe(Object.prototype);
  });

  it('round-trips with toFormBody, which encodes like jQuery $.param', () => {
    const data = {
      sessid: 's',
      FILTER_PARAMS: { ITEM_PURPOSE_LIST: [3, 5], ITEM_FEATURES: { gps: 'Y' }, MIN_PRICE: 1000 },
      ITEMS: [{ ID: 101, QUANTITY: 2 }],
      PRODUCT_ID: [101, 102],
      empty: null,
    };
    const body = toFormBody(data);
    expect([...body.keys()]).toEqual([
      'sessid',
      'FILTER_PARAMS[ITEM_PURPOSE_LIST][]',
      'FILTER_PARAMS[ITEM_PURPOSE_LIST][]',
      'FILTER_PARAMS[ITEM_FEATURES][gps]',
      'FILTER_PARAMS[MIN_PRICE]',
      'ITEMS[0][ID]',
      'ITEMS[0][QUANTITY]',
      'PRODUCT_ID[]',
      'PRODUCT_ID[]',
      'empty',
    ]);
    expect(body.toString()).toContain('FILTER_PARAMS%5BITEM_PURPOSE_LIST%5D%5B%5D=3');
    expect(parsePhpParams(body.entries())).toEqual({
      sessid: 's',
      FILTER_PARAMS: { ITEM_PURPOSE_LIST: ['3', '5'], ITEM_FEATURES: { gps: 'Y' }, MIN_PRICE: '1000' },
      ITEMS: [{ ID: '101', QUANTITY: '2' }],
      PRODUCT_ID: ['101', '102'],
      empty: '',
    });
  });

  it('reads integers and lists loosely', () => {
    expect(int('12 990')).toBe(12990);
    expect(int('12.5')).toBeNaN();
    expect(int(undefined)).toBeNaN();
    expect(list('5')).toEqual(['5']);
    expect(list(['1', '', '2'])).toEqual(['1', '2']);
    expect(list({ 0: '1', 3: '4' })).toEqual(['1', '4']);
  });
});

describe('formatting', () => {
  it('formats roubles like Bitrix: "12 990 руб."', () => {
    expect(formatPrice(12990)).toBe('12 990 руб.');
    expect(formatPrice(0)).toBe('0 руб.');
    expect(formatPrice(990)).toBe('990 руб.');
    expect(formatPrice(1234567)).toBe('1 234 567 руб.');
    expect(formatPrice(1234.5)).toBe('1 234,50 руб.');
  });

  it('escapes HTML and builds data-props attributes', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;');
    expect(propsAttr({ name: "O'Neil" })).toBe('{&quot;name&quot;:&quot;O&#39;Neil&quot;}');
  });
});
