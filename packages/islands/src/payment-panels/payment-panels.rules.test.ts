import { panelFromHash, scrollAt, scrollTopFor, SCROLL_DURATION_MS, SCROLL_OFFSET_PX, swing } from './payment-panels.rules';

const IDS = ['payment-cash', 'payment-instalment', 'delivery-install'];

describe('panelFromHash', () => {
  test('names the panel whose id follows the #', () => {
    expect(panelFromHash('#payment-instalment', IDS)).toBe('payment-instalment');
    expect(panelFromHash('#delivery-install', IDS)).toBe('delivery-install');
  });

  test('names no panel for an empty hash, another anchor of the page or an unknown panel', () => {
    expect(panelFromHash('', IDS)).toBeNull();
    expect(panelFromHash('#', IDS)).toBeNull();
    expect(panelFromHash('#payment-title', IDS)).toBeNull();
    expect(panelFromHash('payment-cash', IDS)).toBeNull();
    expect(panelFromHash('#Payment-cash', IDS)).toBeNull();
  });

  test('reads a percent-encoded hash decoded, and a malformed escape as no panel', () => {
    expect(panelFromHash('#payment%2Dcash', IDS)).toBe('payment-cash');
    expect(panelFromHash('#payment-cash%E0%A4%A', IDS)).toBeNull();
  });
});

describe('scrollTopFor', () => {
  test('puts the panel top the offset below the window top', () => {
    // A panel 900 px down the window, the page scrolled by 300: its page top is 1200.
    expect(scrollTopFor(900, SCROLL_OFFSET_PX, { scrollY: 300, maxScroll: 5000 })).toBe(1200 - 120);
    // A panel above the window (already scrolled past): back up to it.
    expect(scrollTopFor(-400, 120, { scrollY: 1000, maxScroll: 5000 })).toBe(480);
  });

  test('stops at the page top and at the page end', () => {
    expect(scrollTopFor(50, 120, { scrollY: 0, maxScroll: 5000 })).toBe(0);
    expect(scrollTopFor(3000, 120, { scrollY: 2500, maxScroll: 4000 })).toBe(4000);
    expect(scrollTopFor(300, 120, { scrollY: 0, maxScroll: -100 })).toBe(0);
  });

  test('rounds to whole pixels', () => {
    expect(scrollTopFor(500.6, 120, { scrollY: 0, maxScroll: 5000 })).toBe(381);
  });
});

describe('scrollAt', () => {
  test('eases from start to end over the duration, half-way at half the time', () => {
    expect(SCROLL_DURATION_MS).toBe(300);
    expect(scrollAt(0, 1000, 0, 300)).toBe(0);
    expect(scrollAt(0, 1000, 150, 300)).toBe(500);
    expect(scrollAt(0, 1000, 300, 300)).toBe(1000);
    expect(scrollAt(0, 1000, 75, 300)).toBeLessThan(250); // slow at the start
    expect(scrollAt(1000, 0, 150, 300)).toBe(500); // upwards too
  });

  test('is at the end past the duration, and at once for a zero duration', () => {
    expect(scrollAt(200, 900, 1000, 300)).toBe(900);
    expect(scrollAt(200, 900, 0, 0)).toBe(900);
  });

  test('swing is 0 at the start, 1 at the end and symmetric', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.25) + swing(0.75)).toBeCloseTo(1);
  });
});
