import { COOKIE_NAMES, createBrowserCookies, createStore, STORE_EVENTS } from './index';

afterEach(() => {
  localStorage.clear();
  for (const name of Object.values(COOKIE_NAMES)) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the store in the browser (public entry)', () => {
  it('keeps the basket in localStorage across page loads', () => {
    const first = createStore({ storage: localStorage, cookies: createBrowserCookies(), window, document, reload: () => undefined });
    first.addToBasket(101);
    first.dispose();
    expect(localStorage.getItem('basketItems')).toBe('[101]');

    const next = createStore({ storage: localStorage, cookies: createBrowserCookies(), window, document, reload: () => undefined });
    expect(next.basketItems.value).toEqual([101]);
    next.dispose();
  });

  it('writes the city and the non-Russian flag as real cookies', async () => {
    const reloads: string[] = [];
    const seen: string[] = [];
    const onCity = (event: Event) => seen.push((event as CustomEvent<{ cityName: string }>).detail.cityName);
    document.addEventListener(STORE_EVENTS.city, onCity);
    const store = createStore({ storage: localStorage, cookies: createBrowserCookies(), window, document, reload: (url) => reloads.push(url) });
    await store.chooseCity({ cityName: 'Алматы', countryName: 'Казахстан', countryCode: 'KZ' }, { fromList: true });
    document.removeEventListener(STORE_EVENTS.city, onCity);
    store.dispose();

    const cookies = createBrowserCookies();
    expect(cookies.get(COOKIE_NAMES.cityName)).toBe('Алматы');
    expect(cookies.get(COOKIE_NAMES.countryCode)).toBe('KZ');
    expect(cookies.get(COOKIE_NAMES.nonRussianCache)).toBe('Y');
    expect(seen).toEqual(['Алматы']);
    expect(reloads).toEqual([`${window.location.href}?ncc=1`]);
  });
});
