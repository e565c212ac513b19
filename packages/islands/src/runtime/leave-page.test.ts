import { leavePage, onPageHide } from './leave-page';

/** An element of a window whose navigation is recorded instead of made. */
function elementOfFakeWindow() {
  const visits: string[] = [];
  const view = Object.assign(new EventTarget(), { location: { assign: (url: string) => visits.push(url) } });
  const element = { ownerDocument: { defaultView: view } } as unknown as Element;
  return { element, view, visits };
}

describe('leavePage', () => {
  it('goes to the address and settles only when the browser shows the page again from its cache', async () => {
    const { element, view, visits } = elementOfFakeWindow();
    let back = false;
    void leavePage(element, '/catalog/compare/').then(() => (back = true));
    expect(visits).toEqual(['/catalog/compare/']);
    await Promise.resolve();
    expect(back).toBe(false);
    view.dispatchEvent(new Event('pageshow'));
    await Promise.resolve();
    expect(back).toBe(true);
  });
});

describe('onPageHide', () => {
  it('calls back each time the page is left, until stopped', () => {
    const { element, view } = elementOfFakeWindow();
    let left = 0;
    const stop = onPageHide(element, () => (left += 1));
    view.dispatchEvent(new Event('pagehide'));
    expect(left).toBe(1);
    stop();
    view.dispatchEvent(new Event('pagehide'));
    expect(left).toBe(1);
  });
});
