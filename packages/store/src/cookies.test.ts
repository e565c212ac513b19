import { createBrowserCookies } from './cookies';

afterEach(() => {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

describe('browser cookies (js-cookie)', () => {
  it('writes a cookie the page can read back, Cyrillic included', () => {
    const cookies = createBrowserCookies();
    cookies.set('USER_CITY_NAME', 'Нижний Новгород', { expires: 7 });
    expect(cookies.get('USER_CITY_NAME')).toBe('Нижний Новгород');
    expect(document.cookie).toContain('USER_CITY_NAME=');
  });

  it('removes a cookie', () => {
    const cookies = createBrowserCookies();
    cookies.set('NCC', 'Y', { expires: 2 });
    cookies.remove('NCC');
    expect(cookies.get('NCC')).toBeUndefined();
  });

  it('answers undefined for a cookie that is not there', () => {
    expect(createBrowserCookies().get('missing')).toBeUndefined();
  });

  it('keeps going where cookies throw (sandboxed frame)', () => {
    // An own property shadows the prototype's accessor; deleting it restores the real cookies.
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const cookies = createBrowserCookies();
      expect(() => cookies.set('NCC', 'Y')).not.toThrow();
      expect(cookies.get('NCC')).toBeUndefined();
      expect(() => cookies.remove('NCC')).not.toThrow();
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});
