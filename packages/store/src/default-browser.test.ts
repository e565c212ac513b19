import { createStore } from './create-store';
import { FakeCookies } from './test-fakes';

/**
 * A window reduced to what these tests need: happy-dom neither navigates nor fires media query
 * changes, so location and matchMedia are stand-ins here.
 */
function stubWindow(href: string, innerWidth = 1280) {
  const location = { href, assign: vi.fn(), reload: vi.fn() };
  const narrowQuery = Object.assign(new EventTarget(), { matches: innerWidth < 576 });
  const events = new EventTarget();
  const window = {
    location,
    innerWidth,
    matchMedia: () => narrowQuery,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return { window, location, narrowQuery };
}

const KAZAKHSTAN = { cityName: 'Алматы', countryName: 'Казахстан', countryCode: 'KZ' };

describe('without a reload function passed in', () => {
  it('goes to the address with ncc=1 through location.assign', async () => {
    const { window, location } = stubWindow('https://shop.example/catalog/?page=2');
    const store = createStore({ storage: null, cookies: new FakeCookies(), window: window as unknown as Window, document: null });
    await store.chooseCity(KAZAKHSTAN);
    expect(location.assign).toHaveBeenCalledWith('https://shop.example/catalog/?page=2&ncc=1');
    expect(location.reload).not.toHaveBeenCalled();
    store.dispose();
  });

  it('reloads the page when the address stays the same', async () => {
    const { window, location } = stubWindow('https://shop.example/catalog/?ncc=1');
    const store = createStore({ storage: null, cookies: new FakeCookies(), window: window as unknown as Window, document: null });
    await store.chooseCity(KAZAKHSTAN);
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
    store.dispose();
  });
});

describe('mobile width from a media query', () => {
  it('follows a media query change that comes without a resize (rotation, zoom)', () => {
    const { window, narrowQuery } = stubWindow('https://shop.example/', 800);
    const store = createStore({ storage: null, cookies: new FakeCookies(), window: window as unknown as Window, document: null });
    expect(store.isMobile.value).toBe(false);
    // No resize, and a width the window has not caught up with: the query's answer counts.
    narrowQuery.matches = true;
    narrowQuery.dispatchEvent(new Event('change'));
    expect(store.isMobile.value).toBe(true);
    store.dispose();
    narrowQuery.matches = false;
    narrowQuery.dispatchEvent(new Event('change'));
    expect(store.isMobile.value).toBe(true);
  });
});
