/**
 * A fake window for scroll tests and stories: frames run when the test says (`frame(time)`),
 * scrollTo moves `scrollY`, events fire when the test says. Only tests and stories import it.
 */
import { CALM_FRAMES, type ScrollWindow } from './eased-scroll';

export interface FakeScrollWindow extends ScrollWindow {
  scrollY: number;
  reducedMotion: boolean;
  /** Every `top` given to scrollTo, in order. */
  readonly scrolls: number[];
  readonly behaviors: (ScrollBehavior | undefined)[];
  /** Runs the frame callbacks waiting now, at `time` ms. */
  frame(time: number): void;
  /** Runs the frames after arrival in which the place holds still (`CALM_FRAMES`), from `time` on, 16 ms apart. */
  settle(time: number): void;
  /** Fires a window event (wheel, keydown …). */
  fire(type: string): void;
  /** How many listeners are on the window now. */
  listenerCount(): number;
}

export function fakeScrollWindow(options: { scrollY?: number; scrollHeight?: number; innerHeight?: number } = {}): FakeScrollWindow {
  let frames = new Map<number, (time: number) => void>();
  let nextHandle = 1;
  const listeners = new Map<string, Set<() => void>>();
  const win: FakeScrollWindow = {
    scrollY: options.scrollY ?? 0,
    innerHeight: options.innerHeight ?? 800,
    document: { documentElement: { scrollHeight: options.scrollHeight ?? 10000 } },
    reducedMotion: false,
    scrolls: [],
    behaviors: [],
    scrollTo(to) {
      win.scrollY = to.top ?? win.scrollY;
      win.scrolls.push(win.scrollY);
      win.behaviors.push(to.behavior);
    },
    requestAnimationFrame(callback) {
      const handle = nextHandle++;
      frames.set(handle, callback);
      return handle;
    },
    cancelAnimationFrame(handle) {
      frames.delete(handle);
    },
    matchMedia: (query) => ({ matches: query.includes('prefers-reduced-motion: reduce') && win.reducedMotion }),
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    frame(time) {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback(time);
    },
    settle(time) {
      for (let index = 0; index < CALM_FRAMES; index += 1) win.frame(time + 16 * index);
    },
    fire(type) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
  return win;
}
