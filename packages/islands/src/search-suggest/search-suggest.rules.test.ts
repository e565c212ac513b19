import { availabilityOf, MIN_QUERY_LENGTH, nextActiveIndex, queryToSend, switchKeyboardLayout } from './search-suggest.rules';

describe('search-suggest rules', () => {
  it('sends a query from 2 characters, spaces at either end not counted', () => {
    expect(MIN_QUERY_LENGTH).toBe(2);
    expect(queryToSend('')).toBeNull();
    expect(queryToSend('с')).toBeNull();
    expect(queryToSend('  с  ')).toBeNull();
    expect(queryToSend('си')).toBe('си');
    expect(queryToSend('  a93 ')).toBe('a93');
  });

  it('reads a Latin-layout query as Cyrillic, letters and punctuation keys alike', () => {
    expect(switchKeyboardLayout('cbuyfkbpfwbz')).toBe('сигнализация');
    expect(switchKeyboardLayout('bvvj,bkfqpth')).toBe('иммобилайзер');
    expect(switchKeyboardLayout("[jl;'.`]")).toBe('ходжэюёъ');
    expect(switchKeyboardLayout('Z{:"<>~}')).toBe('ЯХЖЭБЮЁЪ');
    expect(switchKeyboardLayout('Cnhf;')).toBe('Страж');
  });

  it('reads a Cyrillic-layout query as Latin, letters and punctuation keys alike', () => {
    expect(switchKeyboardLayout('ыефкдшту')).toBe('starline');
    expect(switchKeyboardLayout('Ыефкдшту Ф93')).toBe('Starline A93');
    expect(switchKeyboardLayout('хъжэбюё')).toBe("[];',.`");
    expect(switchKeyboardLayout('ХЪЖЭБЮЁ')).toBe('{}:"<>~');
  });

  it('reads a query typed on a Ukrainian or Belarusian keyboard as Latin, their own letters included', () => {
    // Ukrainian: і on S, ї on ], є on ', ґ on `.
    expect(switchKeyboardLayout('прщіе')).toBe('ghost');
    expect(switchKeyboardLayout('іьфке')).toBe('smart');
    expect(switchKeyboardLayout('І96')).toBe('S96');
    expect(switchKeyboardLayout('пзі')).toBe('gps');
    expect(switchKeyboardLayout('їєґ')).toBe("]'`");
    expect(switchKeyboardLayout('ЇЄҐ')).toBe('}"~');
    // Belarusian: ў on O, і on B (told apart by ў or ы, which Ukrainian has not).
    expect(switchKeyboardLayout('прўые')).toBe('ghost');
    expect(switchKeyboardLayout('ірўые')).toBe('bhost');
    expect(switchKeyboardLayout('іўч')).toBe('box');
  });

  it('converts back what it converted', () => {
    const latin = 'cbuyfkbpfwbz [jl';
    expect(switchKeyboardLayout(switchKeyboardLayout(latin)!)).toBe(latin);
  });

  it('leaves a query it cannot tell alone: no letters, or letters of both alphabets', () => {
    expect(switchKeyboardLayout('12345')).toBeNull();
    expect(switchKeyboardLayout('.,;')).toBeNull();
    expect(switchKeyboardLayout('gps трекер')).toBeNull();
  });

  it('keeps digits, spaces and other keys as they are', () => {
    expect(switchKeyboardLayout('f93 - 2')).toBe('а93 - 2');
  });

  it('tells the availability of a suggestion, the price only when available', () => {
    expect(availabilityOf({ available: true, purchasing_option: '' })).toBe('available');
    expect(availabilityOf({ available: true, purchasing_option: 'NO_AVAILABLE' })).toBe('available');
    expect(availabilityOf({ available: false, purchasing_option: 'NOT_FOR_SALE' })).toBe('not-for-sale');
    expect(availabilityOf({ available: false, purchasing_option: 'NO_AVAILABLE' })).toBe('no-available');
    expect(availabilityOf({ available: false, purchasing_option: '' })).toBe('unavailable');
  });

  it('moves the highlight with the arrows, from the field and round either end', () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
    expect(nextActiveIndex(0, 1, 3)).toBe(1);
    expect(nextActiveIndex(2, 1, 3)).toBe(0);
    expect(nextActiveIndex(0, -1, 3)).toBe(2);
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
