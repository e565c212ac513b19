import { animateScroll, CALM_FRAMES, MAX_SETTLE_FRAMES, scrollTopFor, swing } from './eased-scroll';
import { fakeScrollWindow } from './scroll-window.testkit';

describe('scrollTopFor', () => {
  it('puts the element the offset below the window top, from above or below', () => {
    const win = fakeScrollWindow({ scrollY: 500, scrollHeight: 5000, innerHeight: 800 });
    expect(scrollTopFor(win, 1000, 130)).toBe(1370);
    // An element already scrolled past: back up to it.
    expect(scrollTopFor(fakeScrollWindow({ scrollY: 1000 }), -400, 120)).toBe(480);
  });

  it('stops at the page top and at the page end, also on a page shorter than the window', () => {
    expect(scrollTopFor(fakeScrollWindow({ scrollY: 500, scrollHeight: 5000, innerHeight: 800 }), -450, 130)).toBe(0);
    expect(scrollTopFor(fakeScrollWindow({ scrollY: 500, scrollHeight: 5000, innerHeight: 800 }), 4500, 130)).toBe(4200);
    expect(scrollTopFor(fakeScrollWindow({ scrollHeight: 700, innerHeight: 800 }), 300, 120)).toBe(0);
  });

  it('rounds to whole pixels', () => {
    expect(scrollTopFor(fakeScrollWindow(), 500.6, 120)).toBe(381);
  });
});

describe('swing', () => {
  it('eases like jQuery swing: 0 at the start, 1 at the end, slow at both ends and symmetric', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
    expect(swing(0.25) + swing(0.75)).toBeCloseTo(1);
  });
});

describe('animateScroll', () => {
  const run = (givesWay: boolean, options: { scrollY?: number } = {}) => {
    const win = fakeScrollWindow(options);
    const done: boolean[] = [];
    const stop = animateScroll(win, () => 1000, { duration: 300, givesWay, onDone: (completed) => done.push(completed) });
    return { win, done, stop };
  };

  it('eases to the target over the duration, half-way at half the time, upwards too, then says it is done', () => {
    const { win, done } = run(true);
    win.frame(50); // the first frame starts the clock
    expect(win.scrollY).toBe(0);
    win.frame(125);
    expect(win.scrollY).toBeLessThan(250); // slow at the start
    win.frame(200);
    expect(win.scrollY).toBe(500);
    win.frame(350);
    expect(win.scrollY).toBe(1000);
    expect(done).toEqual([]); // there, not yet settled
    win.settle(366);
    expect(done).toEqual([true]);
    expect(win.behaviors.every((behavior) => behavior === 'instant')).toBe(true);
    const up = run(true, { scrollY: 2000 });
    up.win.frame(0);
    up.win.frame(150);
    expect(up.win.scrollY).toBe(1500);
  });

  it('reads the target on every frame, so a place that moves while scrolling is still reached', () => {
    const win = fakeScrollWindow();
    let target = 1000;
    animateScroll(win, () => target, { duration: 300, givesWay: true, onDone: () => {} });
    win.frame(0);
    win.frame(150);
    target = 1200;
    win.frame(300);
    expect(win.scrollY).toBe(1200);
  });

  it('once there, follows a place that moves (rows above drawn late) and is done only when it has held still', () => {
    const win = fakeScrollWindow();
    let target = 1000;
    const done: boolean[] = [];
    animateScroll(win, () => target, { duration: 300, givesWay: true, onDone: (completed) => done.push(completed) });
    win.frame(0);
    win.frame(300);
    expect(win.scrollY).toBe(1000);
    // Still for all but the last of the calm frames, then the place moves: the count starts again.
    for (let index = 1; index < CALM_FRAMES; index += 1) win.frame(300 + 16 * index);
    target = 1156;
    win.frame(400);
    expect(win.scrollY).toBe(1156);
    expect(done).toEqual([]);
    for (let index = 1; index < CALM_FRAMES; index += 1) win.frame(400 + 16 * index);
    expect(done).toEqual([]);
    win.frame(500);
    expect(done).toEqual([true]);
    expect(win.scrolls.filter((top) => top === 1156)).toHaveLength(1);
  });

  it('under reduced motion follows the place too, with jumps only', () => {
    const win = fakeScrollWindow();
    win.reducedMotion = true;
    let target = 700;
    const done: boolean[] = [];
    animateScroll(win, () => target, { duration: 300, givesWay: false, onDone: (completed) => done.push(completed) });
    target = 900;
    win.frame(0);
    win.settle(16);
    expect(win.scrolls).toEqual([700, 900]);
    expect(done).toEqual([true]);
  });

  it('leaves a place that keeps moving after a limit of frames, done where it got to', () => {
    const win = fakeScrollWindow();
    win.reducedMotion = true;
    let target = 700;
    const done: boolean[] = [];
    animateScroll(win, () => (target += 10), { duration: 300, givesWay: false, onDone: (completed) => done.push(completed) });
    for (let index = 0; index < MAX_SETTLE_FRAMES - 1; index += 1) win.frame(16 * index);
    expect(done).toEqual([]);
    win.frame(16 * MAX_SETTLE_FRAMES);
    expect(done).toEqual([true]);
    const scrolls = win.scrolls.length;
    win.frame(16 * (MAX_SETTLE_FRAMES + 1));
    expect(win.scrolls).toHaveLength(scrolls);
  });

  it('gives way to the shopper while following the place too', () => {
    const { win, done } = run(true);
    win.frame(0);
    win.frame(300);
    win.fire('wheel');
    expect(done).toEqual([false]);
    expect(win.listenerCount()).toBe(0);
  });

  it('jumps at once, and is done, under reduced motion or for a zero duration', () => {
    const win = fakeScrollWindow();
    win.reducedMotion = true;
    const done: boolean[] = [];
    animateScroll(win, () => 700, { duration: 300, givesWay: true, onDone: (completed) => done.push(completed) });
    expect(win.scrolls).toEqual([700]);
    win.settle(0);
    const zero = fakeScrollWindow();
    animateScroll(zero, () => 700, { duration: 0, givesWay: false, onDone: (completed) => done.push(completed) });
    expect(zero.scrolls).toEqual([700]);
    zero.settle(0);
    expect(done).toEqual([true, true]);
    expect(win.scrolls).toEqual([700]);
  });

  it('gives way to the shopper\'s wheel, touch, key or press when asked, from its first frame on', () => {
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
      const { win, done } = run(true);
      win.fire(type); // the key or click that started it: before the first frame, not heard
      win.frame(0);
      win.frame(100);
      const reached = win.scrollY;
      win.fire(type);
      win.frame(200);
      expect(win.scrollY).toBe(reached);
      expect(done).toEqual([false]);
      expect(win.listenerCount()).toBe(0);
    }
  });

  it('runs to its end through the shopper\'s input when not asked to give way', () => {
    const { win, done } = run(false);
    win.frame(0);
    win.fire('wheel');
    expect(win.listenerCount()).toBe(0);
    win.frame(300);
    win.settle(316);
    expect(win.scrollY).toBe(1000);
    expect(done).toEqual([true]);
  });

  it('stops where it is when stopped, says so once, and leaves no frame or listener behind', () => {
    const { win, done, stop } = run(true);
    win.frame(0);
    win.frame(100);
    const reached = win.scrollY;
    stop();
    stop();
    win.frame(200);
    expect(win.scrollY).toBe(reached);
    expect(done).toEqual([false]);
    expect(win.listenerCount()).toBe(0);
  });
});
