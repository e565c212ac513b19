import { lockBodyScroll } from './scroll-lock';

/** A desktop with a classic scrollbar: the window 1280 px wide, the page's box 1263 px. */
function withScrollbar(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => window.innerWidth - width });
  // The own property goes; the element's usual one shows again.
  return () => void delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
}

describe('lockBodyScroll', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('hides the page\'s scrollbar and pads the body by its width, so nothing moves sideways; letting go puts both back', () => {
    const restore = withScrollbar(17);
    document.body.style.paddingRight = '4px';
    const unlock = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('21px');
    unlock();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    restore();
  });

  it('two modals at once: the page is given back only when both have let go, and only once each', () => {
    const restore = withScrollbar(15);
    const first = lockBodyScroll();
    const second = lockBodyScroll();
    expect(document.body.style.paddingRight).toBe('15px');
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
    restore();
  });
});
