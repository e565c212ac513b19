import { signal } from '@preact/signals-core';
import { createOptSectionsModel, parseOptSectionsProps, type OptSection } from './opt-sections.model';
import { createFakeHeading, createFakeWindow } from './opt-sections.testkit';

const sections: OptSection[] = [
  { code: 'signalizatsii', name: 'Автосигнализации', anchorId: 'opt-section-signalizatsii' },
  { code: 'aksessuary', name: 'Автоаксессуары', anchorId: 'opt-section-aksessuary' },
];

function setup(options: { scrollY?: number } = {}) {
  const win = createFakeWindow({ scrollY: options.scrollY ?? 0 });
  const headings = {
    'opt-section-signalizatsii': createFakeHeading(win, 400),
    'opt-section-aksessuary': createFakeHeading(win, 3130),
  };
  const model = createOptSectionsModel({
    sections,
    isMobile: signal(false),
    window: win,
    findHeading: (id) => headings[id as keyof typeof headings] ?? null,
  });
  return { win, headings, model };
}

describe('opt-sections model', () => {
  it('scrolls to the heading minus 130 px over 1000 ms, then focuses it and puts it in the address', () => {
    const { win, headings, model } = setup();
    const heading = headings['opt-section-aksessuary'];
    expect(model.goTo('opt-section-aksessuary')).toBe(true);
    expect(model.state.value).toBe('scrolling');
    win.frame(1000); // the first frame starts the clock
    expect(win.scrollY).toBe(0);
    win.frame(1500);
    expect(win.scrollY).toBe(1500); // halfway in time, halfway in distance (swing is symmetric)
    expect(heading.focused).toBe(false);
    win.frame(1900);
    expect(win.scrollY).toBeLessThan(3000);
    expect(model.state.value).toBe('scrolling');
    win.frame(2000);
    expect(win.scrollY).toBe(3000);
    // There, but the focus waits until the heading holds still (rows drawn late can move it).
    expect(model.state.value).toBe('scrolling');
    expect(heading.focused).toBe(false);
    win.settle(2016);
    expect(win.behaviors.every((behavior) => behavior === 'instant')).toBe(true);
    expect(model.state.value).toBe('idle');
    expect(heading.focused).toBe(true);
    expect(heading.attributes.get('tabindex')).toBe('-1');
    expect(win.addresses).toEqual(['#opt-section-aksessuary']);
  });

  it('follows a heading that moves once reached, as rows above it are drawn, and focuses it only there', () => {
    const win = createFakeWindow();
    let pageTop = 3130;
    const heading = createFakeHeading(win, 0);
    heading.getBoundingClientRect = () => ({ top: pageTop - win.scrollY });
    const model = createOptSectionsModel({
      sections,
      isMobile: signal(false),
      window: win,
      findHeading: () => heading,
    });
    model.goTo('opt-section-aksessuary');
    win.frame(0);
    win.frame(1000);
    expect(win.scrollY).toBe(3000);
    pageTop = 3286; // the rows skipped on the way get their real height
    win.frame(1016);
    win.frame(1032);
    expect(win.scrollY).toBe(3156);
    expect(heading.focused).toBe(false);
    win.settle(1048);
    expect(heading.focused).toBe(true);
    expect(win.scrollY).toBe(3156);
  });

  it('keeps a heading tabindex the page set', () => {
    const { win, headings, model } = setup();
    headings['opt-section-signalizatsii'].setAttribute('tabindex', '0');
    model.goTo('opt-section-signalizatsii');
    win.frame(0);
    win.frame(1000);
    win.settle(1016);
    expect(headings['opt-section-signalizatsii'].focused).toBe(true);
    expect(headings['opt-section-signalizatsii'].attributes.get('tabindex')).toBe('0');
  });

  it('jumps at once when the shopper prefers reduced motion', () => {
    const { win, headings, model } = setup({ scrollY: 100 });
    win.reducedMotion = true;
    model.goTo('opt-section-signalizatsii');
    expect(win.scrolls).toEqual([270]);
    win.settle(0);
    expect(win.scrolls).toEqual([270]);
    expect(headings['opt-section-signalizatsii'].focused).toBe(true);
    expect(model.state.value).toBe('idle');
  });

  it('gives way when the shopper scrolls with the wheel: no focus move, no new address', () => {
    const { win, headings, model } = setup();
    model.goTo('opt-section-aksessuary');
    win.frame(0);
    win.frame(300);
    const reached = win.scrollY;
    win.fire('wheel');
    win.frame(600);
    expect(win.scrollY).toBe(reached);
    expect(model.state.value).toBe('idle');
    expect(headings['opt-section-aksessuary'].focused).toBe(false);
    expect(win.addresses).toEqual([]);
  });

  it('goes to the newest choice when another section is chosen mid-way', () => {
    const { win, headings, model } = setup();
    model.goTo('opt-section-aksessuary');
    win.frame(0);
    win.frame(400);
    model.goTo('opt-section-signalizatsii');
    win.frame(500);
    win.frame(1500);
    win.settle(1516);
    expect(win.scrollY).toBe(270);
    expect(headings['opt-section-aksessuary'].focused).toBe(false);
    expect(headings['opt-section-signalizatsii'].focused).toBe(true);
  });

  it('says that the filter left nothing in a section whose heading is gone, instead of jumping nowhere', () => {
    const win = createFakeWindow();
    const heading = createFakeHeading(win, 400);
    const said: string[] = [];
    // The filtered list kept only the alarms' heading.
    const model = createOptSectionsModel({
      sections,
      isMobile: signal(false),
      window: win,
      findHeading: (id) => (id === 'opt-section-signalizatsii' ? heading : null),
      announce: (message) => said.push(message),
    });
    expect(model.goTo('opt-section-aksessuary')).toBe(true);
    expect(win.scrolls).toEqual([]);
    expect(model.state.value).toBe('idle');
    expect(model.notice.value).toBe('В разделе «Автоаксессуары» нет товаров по выбранному фильтру');
    expect(said).toEqual([model.notice.value]);
    // A section still on the list scrolls, and the notice goes.
    model.goTo('opt-section-signalizatsii');
    expect(model.notice.value).toBe('');
    expect(model.state.value).toBe('scrolling');
  });

  it('after dispose, a scroll under way stops where it is: no further frame, no focus move, no new address', () => {
    const { win, headings, model } = setup();
    model.goTo('opt-section-aksessuary');
    win.frame(1000);
    win.frame(1500);
    const reached = win.scrollY;
    const scrolls = win.scrolls.length;
    model.dispose();
    expect(model.state.value).toBe('idle');
    win.frame(2000);
    win.frame(2500);
    expect(win.scrolls).toHaveLength(scrolls);
    expect(win.scrollY).toBe(reached);
    expect(headings['opt-section-aksessuary'].focused).toBe(false);
    expect(win.addresses).toEqual([]);
  });

  it('leaves the links to the browser where there is no window', () => {
    const model = createOptSectionsModel({ sections, isMobile: signal(false), window: null, findHeading: () => null });
    expect(model.goTo('opt-section-aksessuary')).toBe(false);
  });

  it('ends a scroll under way when the island goes away: no more frames, no focus move, no new address', () => {
    const { win, headings, model } = setup();
    model.goTo('opt-section-aksessuary');
    win.frame(0);
    win.frame(300);
    const reached = win.scrollY;
    model.dispose();
    win.frame(600);
    win.frame(1000);
    expect(win.scrollY).toBe(reached);
    expect(headings['opt-section-aksessuary'].focused).toBe(false);
    expect(win.addresses).toEqual([]);
    expect(win.listenerCount()).toBe(0);
  });
});

describe('opt-sections props', () => {
  it('reads the sections with their heading ids', () => {
    expect(parseOptSectionsProps({ sections })).toEqual({ sections });
  });

  it('rejects an empty list or a section without a usable heading id', () => {
    expect(() => parseOptSectionsProps({ sections: [] })).toThrow(new TypeError('props.sections: expected a non-empty list of sections, got []'));
    expect(() => parseOptSectionsProps({})).toThrow(/^props\.sections: expected a non-empty list of sections, got nothing$/);
    expect(() => parseOptSectionsProps({ sections: [{ code: 'a', name: 'A', anchorId: 'two words' }] })).toThrow(
      /^props\.sections\[0\]\.anchorId: expected an element id without spaces, got "two words"$/,
    );
    expect(() => parseOptSectionsProps({ sections: [{ code: 'a', name: 'A' }] })).toThrow(/^props\.sections\[0\]\.anchorId:/);
    expect(() => parseOptSectionsProps({ sections: [...sections, { code: 'c', name: ' ', anchorId: 'c' }] })).toThrow(/^props\.sections\[2\]\.name: expected non-empty text/);
    expect(() => parseOptSectionsProps('x')).toThrow(new TypeError('props: expected an object, got "x"'));
  });
});
