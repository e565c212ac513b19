/**
 * A fake window for the scroll tests: frames run when the test says (`frame(time)`), scrollTo
 * moves `scrollY`, and headings sit at fixed page offsets. Only test files import it.
 */
import type { SectionHeading, SectionsWindow } from './opt-sections.model';

export interface FakeWindow extends SectionsWindow {
  scrollY: number;
  /** Runs the frame callbacks waiting now, at `time` ms. */
  frame(time: number): void;
  /** Every `top` given to scrollTo, in order. */
  readonly scrolls: number[];
  readonly behaviors: (ScrollBehavior | undefined)[];
  /** Addresses given to history.replaceState. */
  readonly addresses: (string | undefined)[];
  /** Fires a window event (wheel, keydown …). */
  fire(type: string): void;
  reducedMotion: boolean;
}

export function createFakeWindow(options: { scrollHeight?: number; innerHeight?: number; scrollY?: number } = {}): FakeWindow {
  let frames = new Map<number, (time: number) => void>();
  let nextHandle = 1;
  const listeners = new Map<string, Set<() => void>>();
  const win: FakeWindow = {
    scrollY: options.scrollY ?? 0,
    innerHeight: options.innerHeight ?? 800,
    document: { documentElement: { scrollHeight: options.scrollHeight ?? 10000 } },
    scrolls: [],
    behaviors: [],
    addresses: [],
    reducedMotion: false,
    history: {
      state: null,
      replaceState: (_data, _unused, url) => void win.addresses.push(url),
    },
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
    matchMedia: (query) => ({ matches: query.includes('reduce') && win.reducedMotion }),
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    fire(type) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    frame(time) {
      const due = frames;
      frames = new Map();
      for (const callback of due.values()) callback(time);
    },
  };
  return win;
}

/** A heading at a fixed page offset; its viewport top follows the fake window's scroll. */
export function createFakeHeading(win: FakeWindow, pageTop: number): SectionHeading & { focused: boolean; attributes: Map<string, string> } {
  const heading = {
    focused: false,
    attributes: new Map<string, string>(),
    getBoundingClientRect: () => ({ top: pageTop - win.scrollY }),
    focus: () => void (heading.focused = true),
    hasAttribute: (name: string) => heading.attributes.has(name),
    setAttribute: (name: string, value: string) => void heading.attributes.set(name, value),
  };
  return heading;
}
