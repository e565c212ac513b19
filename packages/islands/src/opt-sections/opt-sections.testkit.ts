/**
 * A fake window for the sections' tests: the fake scroll window (ui/scroll-window.testkit.ts)
 * with an address, and headings at fixed page offsets. Only test files import it.
 */
import { fakeScrollWindow, type FakeScrollWindow } from '../ui/scroll-window.testkit';
import type { SectionHeading, SectionsWindow } from './opt-sections.model';

export interface FakeWindow extends FakeScrollWindow, Pick<SectionsWindow, 'history'> {
  /** Addresses given to history.replaceState. */
  readonly addresses: (string | undefined)[];
}

export function createFakeWindow(options: { scrollHeight?: number; innerHeight?: number; scrollY?: number } = {}): FakeWindow {
  const addresses: (string | undefined)[] = [];
  return Object.assign(fakeScrollWindow(options), {
    addresses,
    history: { state: null, replaceState: (_data: unknown, _unused: string, url?: string) => void addresses.push(url) },
  });
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
