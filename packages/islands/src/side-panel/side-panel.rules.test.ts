import { isRightSwipe, SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX } from './side-panel.rules';

// The clock is the touch events' own timestamps: each case says when the finger went down and up.
const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('side-panel swipe rule', () => {
  it('is 20 px within 500 ms', () => {
    expect(SWIPE_MIN_DISTANCE_PX).toBe(20);
    expect(SWIPE_MAX_DURATION_MS).toBe(500);
  });

  it('takes 20 px to the right within 500 ms as a right swipe', () => {
    expect(isRightSwipe(at(10, 100, 1000), at(30, 100, 1500))).toBe(true);
    expect(isRightSwipe(at(10, 100, 1000), at(200, 130, 1100))).toBe(true);
  });

  it('refuses a move shorter than 20 px', () => {
    expect(isRightSwipe(at(10, 100, 1000), at(29.5, 100, 1100))).toBe(false);
  });

  it('refuses a swipe that took longer than 500 ms', () => {
    expect(isRightSwipe(at(10, 100, 1000), at(120, 100, 1501))).toBe(false);
  });

  it('refuses a left swipe and a mostly vertical move (a scroll)', () => {
    expect(isRightSwipe(at(200, 100, 0), at(100, 100, 100))).toBe(false);
    expect(isRightSwipe(at(10, 100, 0), at(40, 160, 100))).toBe(false);
    expect(isRightSwipe(at(10, 100, 0), at(40, 70, 100))).toBe(false);
  });

  it('refuses an end stamped before the start (events from different clocks)', () => {
    expect(isRightSwipe(at(10, 100, 1000), at(60, 100, 900))).toBe(false);
  });
});
