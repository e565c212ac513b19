import { signal } from '@preact/signals-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOptSectionsModel, type OptSection } from './opt-sections.model';
import { createFakeHeading, createFakeWindow } from './opt-sections.testkit';
import { OptSectionsView } from './opt-sections.view';

const sections: OptSection[] = [
  { code: 'signalizatsii', name: 'Автосигнализации', anchorId: 'opt-section-signalizatsii' },
  { code: 'gps-trekery', name: 'GPS-трекеры и телематика', anchorId: 'opt-section-gps-trekery' },
];

/** The list as the filter left it: the GPS trackers' heading only. */
function renderSections(mobile: boolean) {
  const win = createFakeWindow();
  const heading = createFakeHeading(win, 2130);
  const isMobile = signal(mobile);
  const said: string[] = [];
  const model = createOptSectionsModel({
    sections,
    isMobile,
    window: win,
    findHeading: (id) => (id === 'opt-section-gps-trekery' ? heading : null),
    announce: (message) => said.push(message),
  });
  render(<OptSectionsView model={model} />);
  return { win, heading, isMobile, said, user: userEvent.setup() };
}

/** Runs the 1000 ms scroll started at 0 to its end, and the frames it then holds still. */
const scrollThrough = (win: ReturnType<typeof createFakeWindow>) =>
  act(() => {
    win.frame(0);
    win.frame(1000);
    win.settle(1016);
  });

const EMPTIED = 'В разделе «Автосигнализации» нет товаров по выбранному фильтру';

describe('opt-sections view', () => {
  it('lists the sections as links to their headings in a labelled navigation', () => {
    renderSections(false);
    const nav = screen.getByRole('navigation', { name: 'Разделы каталога' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Автосигнализации' }));
    expect(screen.getByRole('link', { name: 'GPS-трекеры и телематика' })).toHaveAttribute('href', '#opt-section-gps-trekery');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('scrolls instead of navigating when a link is activated from the keyboard', async () => {
    const { win, heading, user } = renderSections(false);
    const link = screen.getByRole('link', { name: 'GPS-трекеры и телематика' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'scrolling');
    scrollThrough(win);
    expect(win.scrollY).toBe(2000);
    expect(heading.focused).toBe(true);
    expect(win.addresses).toEqual(['#opt-section-gps-trekery']);
  });

  it('says, instead of jumping nowhere, that the filter left nothing in a section the list has no heading for', async () => {
    const { win, said, user } = renderSections(false);
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented), { once: true });
    await user.click(screen.getByRole('link', { name: 'Автосигнализации' }));
    expect(clicks).toEqual([true]);
    expect(win.scrolls).toEqual([]);
    expect(screen.getByText(EMPTIED)).toBeVisible();
    expect(said).toEqual([EMPTIED]);
    await user.click(screen.getByRole('link', { name: 'GPS-трекеры и телематика' }));
    expect(screen.queryByText(EMPTIED)).not.toBeInTheDocument();
  });

  it('says so on mobile too, the select keeping its choice and the focus', async () => {
    const { said, user } = renderSections(true);
    const select = screen.getByRole('combobox', { name: 'Перейти к разделу' });
    await user.selectOptions(select, 'Автосигнализации');
    expect(screen.getByText(EMPTIED)).toBeVisible();
    expect(said).toEqual([EMPTIED]);
    expect(select).toHaveValue('');
    expect(select).toHaveFocus();
  });

  it('offers a labelled section select on mobile that scrolls to the chosen section', async () => {
    const { win, heading, user } = renderSections(true);
    const select = screen.getByRole('combobox', { name: 'Перейти к разделу' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.selectOptions(select, 'GPS-трекеры и телематика');
    scrollThrough(win);
    expect(win.scrollY).toBe(2000);
    expect(heading.focused).toBe(true);
  });

  it('moves through the sections with the arrow keys without going, and goes to the one shown on Enter (WCAG 3.2.2)', () => {
    const { win, heading } = renderSections(true);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Перейти к разделу' });
    select.focus();
    // What a desktop browser does on a closed select: the key, then the choice changed at once.
    const arrow = (anchorId: string) => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: anchorId } });
    };
    arrow('opt-section-signalizatsii');
    expect(select).toHaveValue('opt-section-signalizatsii');
    arrow('opt-section-gps-trekery');
    act(() => win.frame(0));
    expect(win.scrollY).toBe(0);
    expect(select).toHaveValue('opt-section-gps-trekery');
    fireEvent.keyDown(select, { key: 'Enter' });
    scrollThrough(win);
    expect(win.scrollY).toBe(2000);
    expect(heading.focused).toBe(true);
    expect(select).toHaveValue('');
  });

  it.each([
    ['the select left', (select: HTMLElement) => fireEvent.blur(select)],
    ['its list opened with the pointer', (select: HTMLElement) => fireEvent.pointerDown(select)],
  ])('goes at once for a choice made after keys were pressed and %s', (_, leave) => {
    const { win } = renderSections(true);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Перейти к разделу' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'opt-section-signalizatsii' } });
    leave(select);
    fireEvent.change(select, { target: { value: 'opt-section-gps-trekery' } });
    scrollThrough(win);
    expect(win.scrollY).toBe(2000);
  });

  it('goes back to «Выберите раздел» once the scroll starts, so the same section can be chosen again after scrolling away', async () => {
    const { win, user } = renderSections(true);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Перейти к разделу' });
    await user.selectOptions(select, 'GPS-трекеры и телематика');
    // A real select fires no change for the option it shows already: the prompt must be what it shows.
    expect(select).toHaveValue('');
    expect(select.selectedOptions[0]).toHaveTextContent('Выберите раздел');
    scrollThrough(win);
    win.scrollY = 0; // the shopper scrolled back up on their own
    await user.selectOptions(select, 'GPS-трекеры и телематика');
    act(() => {
      win.frame(2000);
      win.frame(3000);
      win.settle(3016);
    });
    expect(win.scrollY).toBe(2000);
    expect(select).toHaveValue('');
  });

  it('switches between links and select when the page crosses the mobile width', () => {
    const { isMobile } = renderSections(false);
    act(() => {
      isMobile.value = true;
    });
    expect(screen.getByRole('combobox', { name: 'Перейти к разделу' })).toBeInTheDocument();
  });
});
