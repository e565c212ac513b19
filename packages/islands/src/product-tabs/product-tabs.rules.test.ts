import { hashFor, stripScrollToShow, STRIP_EDGE_PX, tabFromHash, tabIndexAfterKey } from './product-tabs.rules';

const IDS = ['description', 'characteristics', 'video', 'support'];

describe('tabFromHash', () => {
  it('reads the tab a #tab-<id> address names', () => {
    expect(tabFromHash('#tab-video', IDS)).toBe('video');
    expect(tabFromHash(hashFor('support'), IDS)).toBe('support');
  });

  it('names no tab for an empty hash, another anchor, or a tab this product lacks', () => {
    expect(tabFromHash('', IDS)).toBeNull();
    expect(tabFromHash('#', IDS)).toBeNull();
    expect(tabFromHash('#preorder', IDS)).toBeNull();
    expect(tabFromHash('#tab-', IDS)).toBeNull();
    expect(tabFromHash('#tab-warranty', IDS)).toBeNull();
    expect(tabFromHash('#tab-video-2', IDS)).toBeNull();
    expect(tabFromHash('#TAB-video', IDS)).toBeNull();
  });

  it('reads a percent-encoded hash decoded, and a malformed one as no tab', () => {
    expect(tabFromHash('#tab-%76ideo', IDS)).toBe('video');
    expect(tabFromHash('#tab-%E0%A4%A', IDS)).toBeNull();
  });
});

describe('tabIndexAfterKey', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first tab on Home and to the last on End', () => {
    expect(tabIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 4)).toBe(3);
  });

  it('leaves every other key to the browser (a horizontal strip ignores up and down)', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(tabIndexAfterKey(key, 1, 4)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('stripScrollToShow', () => {
  const strip = { scrollLeft: 100, width: 300 };

  it('leaves the strip alone when the tab is in view', () => {
    expect(stripScrollToShow(strip, { left: 150, width: 100 })).toBe(100);
  });

  it('scrolls back to show a tab cut off on the left, with room at the edge', () => {
    expect(stripScrollToShow(strip, { left: 90, width: 80 })).toBe(90 - STRIP_EDGE_PX);
    expect(stripScrollToShow(strip, { left: 10, width: 80 })).toBe(0);
  });

  it('scrolls on just enough to show a tab cut off on the right', () => {
    expect(stripScrollToShow(strip, { left: 380, width: 100 })).toBe(380 + 100 + STRIP_EDGE_PX - 300);
  });

  it('shows the start of a tab wider than the strip', () => {
    expect(stripScrollToShow(strip, { left: 500, width: 400 })).toBe(500 - STRIP_EDGE_PX);
  });
});
