import { clampStart, nextStart, pagingKey, perViewFor, previousStart, startToReveal } from './carousel.rules';
import { isInField } from './carousel.slides';

const key = (name: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('carousel rules', () => {
  it('steps the per-view count at 500, 800 and 1000 px exactly', () => {
    expect([499.5, 500, 799, 800, 999, 1000].map(perViewFor)).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it('pages by a whole view, the last page full, never past either end', () => {
    expect(nextStart(0, 10, 4)).toBe(4);
    expect(nextStart(4, 10, 4)).toBe(6);
    expect(nextStart(6, 10, 4)).toBe(6);
    expect(previousStart(6, 10, 4)).toBe(2);
    expect(previousStart(2, 10, 4)).toBe(0);
    expect(clampStart(3, 2, 4)).toBe(0);
  });

  it('moves as little as possible to reveal a slide', () => {
    expect(startToReveal(5, 0, 12, 4)).toBe(2);
    expect(startToReveal(1, 4, 12, 4)).toBe(1);
    expect(startToReveal(6, 4, 12, 4)).toBe(4);
  });

  it('pages on the bare left and right arrows only, and never from a field', () => {
    expect(pagingKey(key('ArrowLeft'), false)).toBe('previous');
    expect(pagingKey(key('ArrowRight'), false)).toBe('next');
    expect(pagingKey(key('ArrowRight'), true)).toBeNull();
    expect(pagingKey(key('ArrowLeft', { altKey: true }), false)).toBeNull();
    expect(pagingKey(key('ArrowRight', { shiftKey: true }), false)).toBeNull();
    expect(pagingKey(key('ArrowDown'), false)).toBeNull();
    expect(pagingKey(key('Home'), false)).toBeNull();
  });

  it('counts fields and dialogs opened from a slide as fields', () => {
    document.body.innerHTML = '<ul><li><a href="/">Товар</a><dialog open><button>Отправить</button></dialog><input aria-label="Количество"></li></ul>';
    expect(isInField(document.querySelector('a'))).toBe(false);
    expect(isInField(document.querySelector('dialog button'))).toBe(true);
    expect(isInField(document.querySelector('input'))).toBe(true);
    expect(isInField(null)).toBe(false);
    document.body.innerHTML = '';
  });
});
