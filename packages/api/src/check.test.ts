import { CheckError, anyObject, code, count, flag, list, number, object, optional, record, text, withInfo } from './check';
import { link } from './calls/search-suggest';

const fails = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CheckError);
    return (error as CheckError).message;
  }
  throw new Error('expected the check to fail');
};

describe('checks', () => {
  it('number reads numbers and numeric strings, Bitrix style', () => {
    expect(number(15990, '$')).toBe(15990);
    expect(number('15990', '$')).toBe(15990);
    expect(number(' 12.5 ', '$')).toBe(12.5);
    expect(number('1,5', '$')).toBe(1.5);
    expect(number('-3', '$')).toBe(-3);
    for (const bad of ['', 'abc', '12abc', null, undefined, true, Number.NaN, Infinity, {}, []]) {
      expect(() => number(bad, '$')).toThrow(CheckError);
    }
  });

  it('count wants a whole number ≥ 0', () => {
    expect(count('42', '$')).toBe(42);
    expect(count(0, '$')).toBe(0);
    expect(() => count(-1, '$')).toThrow(CheckError);
    expect(() => count('2.5', '$')).toThrow(CheckError);
  });

  it('code reads state codes, with true/false as 1/0', () => {
    expect(code('1', '$')).toBe(1);
    expect(code(true, '$')).toBe(1);
    expect(code(false, '$')).toBe(0);
    expect(() => code('ok', '$')).toThrow(CheckError);
  });

  it('text takes strings and prints numbers', () => {
    expect(text('Москва', '$')).toBe('Москва');
    expect(text(15990, '$')).toBe('15990');
    expect(() => text(null, '$')).toThrow(CheckError);
    expect(() => text({}, '$')).toThrow(CheckError);
  });

  it('link takes paths and http(s) addresses, and refuses a script or any other scheme', () => {
    for (const address of ['/catalog/alarms/starline-a93/', 'starline-a93/', '?q=a93', '//cdn.example.ru/a.html', 'https://shop.example.ru/x/', 'HTTP://shop.example.ru/']) {
      expect(link(address, '$')).toBe(address);
    }
    expect(fails(() => link('javascript:alert(1)', '$.url'))).toBe('$.url: expected a path or an http(s) address, got "javascript:alert(1)"');
    // The browser drops tabs and line breaks inside a scheme, and spaces before it.
    for (const address of ['java\tscript:alert(1)', ' javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.ru', 'http://[bad']) {
      expect(() => link(address, '$')).toThrow(CheckError);
    }
    expect(() => link(null, '$')).toThrow(CheckError);
  });

  it("flag reads 'Y'/'N', booleans, numbers and their strings", () => {
    for (const yes of ['Y', 'y', 'true', true, 1, '1', 5, '3']) expect(flag(yes, '$')).toBe(true);
    for (const no of ['N', 'false', false, 0, '0', '']) expect(flag(no, '$')).toBe(false);
    expect(() => flag('maybe', '$')).toThrow(CheckError);
    expect(() => flag(null, '$')).toThrow(CheckError);
  });

  it('optional gives the fallback for a missing or null field only', () => {
    const maybeText = optional(text, '');
    expect(maybeText(undefined, '$')).toBe('');
    expect(maybeText(null, '$')).toBe('');
    expect(maybeText('x', '$')).toBe('x');
    expect(() => maybeText({}, '$')).toThrow(CheckError);
  });

  it('list reads arrays, and PHP lists with gaps sent as objects with numeric keys', () => {
    expect(list(count)(['1', 2], '$')).toEqual([1, 2]);
    expect(list(count)({ '2': 30, '0': 10 }, '$')).toEqual([10, 30]);
    expect(list(count)({}, '$')).toEqual([]);
    expect(() => list(count)({ a: 1 }, '$')).toThrow(CheckError);
    expect(() => list(count)('1,2', '$')).toThrow(CheckError);
  });

  it('record reads objects, and PHP empty arrays as empty maps', () => {
    expect(record(number)({ '101': '5' }, '$')).toEqual({ '101': 5 });
    expect(record(number)([], '$')).toEqual({});
    expect(() => record(number)('x', '$')).toThrow(CheckError);
    const sneaky = record(number)(JSON.parse('{"__proto__": 1}'), '$');
    expect(Object.getPrototypeOf(sneaky)).toBe(Object.prototype);
    expect(Object.keys(sneaky)).toEqual(['__proto__']);
  });

  it('object checks each field, keeps only those, and names the path that failed', () => {
    const point = object({ x: number, label: optional(text, '') });
    expect(point({ x: '1', extra: true }, '$')).toEqual({ x: 1, label: '' });
    // PHP's empty array is an object without fields: the missing field is named.
    expect(fails(() => point([], '$'))).toBe('$.x: expected a number, got nothing');
    expect(fails(() => list(point)([{ x: 1 }, { x: 'a' }], '$'))).toBe('$[1].x: expected a number, got "a"');
    expect(() => point(null, '$')).toThrow(CheckError);
    expect(() => point([1], '$')).toThrow(CheckError);
  });

  it('anyObject copies an object and reads [] as {}, but refuses lists and scalars', () => {
    const source = { basketItems: [1], user: { IS_AUTH: 'Y' } };
    const copy = anyObject(source, '$');
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(anyObject([], '$')).toEqual({});
    expect(() => anyObject([1], '$')).toThrow(CheckError);
    expect(() => anyObject('ok', '$')).toThrow(CheckError);
  });
});

describe('what a check accepts, for the reference pages', () => {
  test('combinators say what they accept: words, fields, items and defaults', () => {
    const check = object({ id: count, tags: optional(list(text), []) });
    expect(check.info?.fields?.id?.info?.expected).toBe('a whole number ≥ 0');
    const tags = check.info?.fields?.tags?.info;
    expect(tags?.fallback).toEqual({ value: [] });
    expect(tags?.base?.info).toMatchObject({ expected: 'a list', item: text });
  });

  test('a production build keeps none of it: the words cost the shoppers nothing', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const check = withInfo((value: unknown) => value, { expected: 'anything' });
      expect(check.info).toBeUndefined();
      expect(check(5, '$')).toBe(5);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
