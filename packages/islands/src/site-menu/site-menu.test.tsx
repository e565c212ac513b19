import { act, render, screen } from '@testing-library/react';
import { createSiteMenuModel } from './site-menu.model';
import { SiteMenuView } from './site-menu.view';

/** The server's menu, as the template prints it. */
function serverMenu(): HTMLElement {
  const nav = document.createElement('nav');
  nav.id = 'main-menu';
  nav.setAttribute('aria-label', 'Главное меню');
  nav.innerHTML = '<ul><li><a href="/catalog/">Каталог</a></li><li><a href="/support/" aria-current="page">Техподдержка</a></li></ul>';
  return nav;
}

/**
 * An IntersectionObserver the test drives, put in place of the browser's: `report(bottom)` says
 * where the menu box's bottom edge is.
 */
function fakeObserver() {
  let callback: IntersectionObserverCallback | undefined;
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(next: IntersectionObserverCallback) {
        callback = next;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.splice(0);
      }
    },
  );
  // The box's rectangle as the browser measures it; happy-dom lays nothing out.
  const report = (bottom: number, height = 45) =>
    act(() => callback?.([{ boundingClientRect: { bottom, height } } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { report, observed };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site-menu view', () => {
  it('shows the server\'s menu itself, links and current page as printed', () => {
    fakeObserver();
    const menu = serverMenu();
    render(<SiteMenuView model={createSiteMenuModel()} menu={menu} />);
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBe(menu);
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog/');
    expect(screen.getByRole('link', { name: 'Техподдержка' })).toHaveAttribute('aria-current', 'page');
  });

  it('is fixed when the observer reports the menu scrolled past, keeping the room, and back in place after', () => {
    const observer = fakeObserver();
    const menu = serverMenu();
    const { container } = render(<SiteMenuView model={createSiteMenuModel()} menu={menu} />);
    const root = container.firstElementChild as HTMLElement;
    expect(observer.observed).toEqual([root]);
    expect(root).toHaveAttribute('data-state', 'in-place');

    // The box in place is the menu: its height is the room the menu leaves while fixed.
    observer.report(-1, 45.5);
    expect(root).toHaveAttribute('data-state', 'fixed');
    expect(root.style.height).toBe('45.5px');
    expect(root.contains(menu)).toBe(true);

    observer.report(30);
    expect(root).toHaveAttribute('data-state', 'in-place');
    expect(root.style.height).toBe('');
  });

  it('tells the browser, while fixed, that the window starts below it, so the focus is never scrolled under it', () => {
    const observer = fakeObserver();
    render(<SiteMenuView model={createSiteMenuModel()} menu={serverMenu()} />);
    const { style } = document.documentElement;
    expect(style.scrollPaddingTop).toBe('');
    observer.report(-1, 45.5);
    expect(style.scrollPaddingTop).toBe('45.5px');
    observer.report(30);
    expect(style.scrollPaddingTop).toBe('');
  });

  it('stops watching when it leaves the page', () => {
    const observer = fakeObserver();
    const { unmount } = render(<SiteMenuView model={createSiteMenuModel()} menu={serverMenu()} />);
    unmount();
    expect(observer.observed).toHaveLength(0);
  });
});
