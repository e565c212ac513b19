import { signal } from '@preact/signals-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSidePanelModel } from './side-panel.model';
import { SidePanelView } from './side-panel.view';

const props = {
  items: [
    { url: '/catalog/', name: 'Каталог' },
    { url: '/support/', name: 'Техподдержка' },
  ],
  cityName: 'Москва',
  phone: '8 800 555-35-35',
};

/** The panel over a fake store's city ('' for a store that knows none, as on a first visit). */
function renderPanel(storedCity = '') {
  const city = signal({ cityName: storedCity });
  const model = createSidePanelModel({ shownCity: props.cityName, city });
  render(<SidePanelView model={model} props={props} />);
  return { model, city, button: screen.getByRole('button', { name: 'Меню' }) };
}

/** A touch pointer event at a point and a time (the swipe's clock is the events' own stamps). */
function touch(target: Element, type: 'pointerDown' | 'pointerUp', x: number, time: number) {
  const event = new PointerEvent(type === 'pointerDown' ? 'pointerdown' : 'pointerup', { bubbles: true, clientX: x, clientY: 200, pointerType: 'touch' });
  Object.defineProperty(event, 'timeStamp', { value: time });
  fireEvent(target, event);
}

describe('side-panel view', () => {
  it('opens from the button as a dialog with the links, city and phone, the focus inside', async () => {
    const user = userEvent.setup();
    const { button } = renderPanel();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Меню сайта' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Техподдержка' })).toHaveAttribute('href', '/support/');
    expect(dialog).toHaveTextContent('Ваш город: Москва');
    expect(screen.getByRole('link', { name: '8 800 555-35-35' })).toHaveAttribute('href', 'tel:88005553535');
  });

  it('takes the server\'s extra block (the side menu\'s search) into the panel, shown there', async () => {
    const user = userEvent.setup();
    const extra = document.createElement('div');
    extra.dataset.part = 'extra';
    extra.hidden = true;
    extra.innerHTML = '<form role="search"><input type="search" aria-label="Поиск по каталогу"></form>';
    const model = createSidePanelModel({ shownCity: props.cityName, city: signal({ cityName: '' }) });
    const { unmount } = render(<SidePanelView model={model} props={props} extra={extra} />);
    await user.click(screen.getByRole('button', { name: 'Меню' }));
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(dialog.contains(extra)).toBe(true);
    expect(extra.hidden).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toBeVisible();
    // Back to the fallback: hidden again, so the no-JS page shows only the menu link.
    unmount();
    expect(extra.hidden).toBe(true);
  });

  it('names the shopper\'s city from the store, not the one a cached page printed, and follows a change', async () => {
    const user = userEvent.setup();
    const { button, city } = renderPanel('Тверь');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    expect(dialog).toHaveTextContent('Ваш город: Тверь');
    expect(dialog).not.toHaveTextContent('Москва');
    // Another tab chose Орёл: the store's storage sync updates the city.
    act(() => {
      city.value = { cityName: 'Орёл' };
    });
    expect(dialog).toHaveTextContent('Ваш город: Орёл');
  });

  it('keeps the page from scrolling under it while open (a drag on the backdrop scrolled the page on a phone)', async () => {
    const user = userEvent.setup();
    const { button } = renderPanel();
    await user.click(button);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    const { button } = renderPanel();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on Escape (the dialog\'s cancel) and on a press on the backdrop', async () => {
    const user = userEvent.setup();
    const { model, button } = renderPanel();
    await user.click(button);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(model.state.value).toBe('closed');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('dialog'));
    expect(model.state.value).toBe('closed');
  });

  it('stays open on a press inside the panel', async () => {
    const user = userEvent.setup();
    const { model, button } = renderPanel();
    await user.click(button);
    await user.click(screen.getByText('Москва'));
    expect(model.state.value).toBe('open');
  });

  it('opens on a right touch swipe over the button and closes on another over the panel', () => {
    const { model, button } = renderPanel();
    touch(button, 'pointerDown', 10, 1000);
    touch(button, 'pointerUp', 45, 1200);
    expect(model.state.value).toBe('open');
    const dialog = screen.getByRole('dialog');
    touch(dialog, 'pointerDown', 40, 3000);
    touch(dialog, 'pointerUp', 80, 3300);
    expect(model.state.value).toBe('closed');
  });

  it('takes the tap the browser may send after a swipe on the button as part of the swipe', () => {
    const { model, button } = renderPanel();
    touch(button, 'pointerDown', 10, 1000);
    touch(button, 'pointerUp', 35, 1100);
    fireEvent.click(button);
    expect(model.state.value).toBe('open');
    // The next press is a press again.
    touch(button, 'pointerDown', 10, 2000);
    touch(button, 'pointerUp', 10, 2050);
    fireEvent.click(button);
    expect(model.state.value).toBe('closed');
  });

  it('ignores a swipe slower than 500 ms', () => {
    const { model, button } = renderPanel();
    touch(button, 'pointerDown', 10, 1000);
    touch(button, 'pointerUp', 45, 1600);
    expect(model.state.value).toBe('closed');
  });
});
