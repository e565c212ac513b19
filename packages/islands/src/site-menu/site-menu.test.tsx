import { act, render, screen } from '@testing-library/react';
import { createSiteMenuModel } from './site-menu.model';
import { SiteMenuView, type ObserverFactory } from './site-menu.view';

const props = {
  items: [
    { url: '/catalog/', name: 'Каталог' },
    { url: '/support/', name: 'Техподдержка' },
  ],
  currentUrl: '/support/',
};

/** An IntersectionObserver the test drives: `report(bottom)` says where the sentinel's bottom edge is. */
function fakeObserver() {
  let callback: IntersectionObserverCallback | undefined;
  const observed: Element[] = [];
  const factory: ObserverFactory = (next) => {
    callback = next;
    return { observe: (element) => observed.push(element), disconnect: () => observed.splice(0) };
  };
  const report = (bottom: number) =>
    act(() => callback?.([{ boundingClientRect: { bottom } } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { factory, report, observed };
}

describe('site-menu view', () => {
  it('shows the menu links by name, the current page marked', () => {
    render(<SiteMenuView model={createSiteMenuModel()} props={props} observer={null} />);
    const nav = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(nav).toHaveAttribute('id', 'main-menu');
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog/');
    expect(screen.getByRole('link', { name: 'Техподдержка' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Каталог' })).not.toHaveAttribute('aria-current');
  });

  it('is fixed when the sentinel reports the menu scrolled past, keeping the room, and back in place after', () => {
    const observer = fakeObserver();
    const { container } = render(<SiteMenuView model={createSiteMenuModel()} props={props} observer={observer.factory} />);
    const root = container.firstElementChild as HTMLElement;
    expect(observer.observed).toHaveLength(1);
    expect(root).toHaveAttribute('data-state', 'in-place');

    observer.report(-1);
    expect(root).toHaveAttribute('data-state', 'fixed');
    // happy-dom lays nothing out, so the measured height is 0: the room is still set inline.
    expect(root.style.height).toBe('0px');

    observer.report(30);
    expect(root).toHaveAttribute('data-state', 'in-place');
    expect(root.style.height).toBe('');
  });

  it('stops watching when it leaves the page', () => {
    const observer = fakeObserver();
    const { unmount } = render(<SiteMenuView model={createSiteMenuModel()} props={props} observer={observer.factory} />);
    unmount();
    expect(observer.observed).toHaveLength(0);
  });
});
