import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMobileSearchModel, parseMobileSearchProps } from './mobile-search.model';
import { MobileSearchView } from './mobile-search.view';

describe('mobile-search model', () => {
  it('opens and closes on each toggle', () => {
    const model = createMobileSearchModel();
    expect(model.state.value).toBe('closed');
    model.toggle();
    expect(model.state.value).toBe('open');
    model.toggle();
    expect(model.state.value).toBe('closed');
  });

  it('takes the search page and the current query from props, with a default page', () => {
    expect(parseMobileSearchProps({})).toEqual({ action: '/search/', query: '' });
    expect(parseMobileSearchProps({ action: '/catalog/search/', query: 'starline' })).toEqual({
      action: '/catalog/search/',
      query: 'starline',
    });
  });

  it('rejects props of the wrong type with a message naming the field', () => {
    expect(() => parseMobileSearchProps('/search/')).toThrow(new TypeError('props: expected an object, got "/search/"'));
    expect(() => parseMobileSearchProps({ action: '' })).toThrow(/^props\.action: expected non-empty text, got ""$/);
    expect(() => parseMobileSearchProps({ action: ['/search/'] })).toThrow(/^props\.action:/);
    expect(() => parseMobileSearchProps({ query: {} })).toThrow(/^props\.query: expected text/);
  });

  it('reads PHP\'s empty array and a null query as nothing given', () => {
    expect(parseMobileSearchProps([])).toEqual({ action: '/search/', query: '' });
    expect(parseMobileSearchProps({ query: null })).toEqual({ action: '/search/', query: '' });
  });
});

describe('mobile-search view', () => {
  const props = { action: '/search/', query: 'иммобилайзер' };

  it('opens the search form from the toggle and moves focus into the field', async () => {
    const user = userEvent.setup();
    render(<MobileSearchView model={createMobileSearchModel()} props={props} />);
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
    render(<MobileSearchView model={createMobileSearchModel()} props={props} />);
    await user.click(screen.getByRole('button', { name: 'Открыть поиск' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Открыть поиск' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
