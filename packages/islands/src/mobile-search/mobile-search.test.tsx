import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMobileSearchModel } from './mobile-search.model';
import { mobileModel, page } from './mobile-search.testkit';
import { MobileSearchView } from './mobile-search.view';

describe('mobile-search view', () => {
  const props = { action: '/search/', query: 'иммобилайзер' };

  it('opens the search form from the toggle and moves focus into the field', async () => {
    const user = userEvent.setup();
    render(<MobileSearchView model={mobileModel()} props={props} />);
    const toggle = screen.getByRole('button', { name: 'Открыть поиск' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Закрыть поиск' })).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('searchbox', { name: 'Поиск по каталогу' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('иммобилайзер');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search/');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<MobileSearchView model={mobileModel()} props={props} />);
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Открыть поиск' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('hides the toggle while the page is not mobile and shows it again, closed, when it is', async () => {
    const user = userEvent.setup();
    const deps = page(true, { market: true });
    const { container } = render(<MobileSearchView model={createMobileSearchModel(deps)} props={props} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-variant', 'market');
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    act(() => {
      deps.isMobile.value = false;
    });
    expect(root).toHaveAttribute('hidden');
    expect(root).toHaveAttribute('data-state', 'off');
    act(() => {
      deps.isMobile.value = true;
      deps.variant.value = { mobile: true, promo: true, market: false };
    });
    expect(root).not.toHaveAttribute('hidden');
    expect(root).toHaveAttribute('data-variant', 'mobile promo');
    expect(screen.getByRole('button', { name: 'Открыть поиск' })).toHaveAttribute('aria-expanded', 'false');
  });
});
