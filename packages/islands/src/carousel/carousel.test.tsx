import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCarouselModel, type ViewportLike } from './carousel.model';
import type { SlideKind } from './carousel.props';
import { serverSlides } from './carousel.slides';
import { nameList, productList, recordingSlider } from './carousel.testkit';
import { CarouselView } from './carousel.view';

function renderCarousel(options: { list?: HTMLElement; kind?: SlideKind; width?: number; headingId?: string } = {}) {
  const list = options.list ?? productList(8);
  const announced: string[] = [];
  const viewport: ViewportLike = { innerWidth: options.width ?? 1280, addEventListener: () => {}, removeEventListener: () => {} };
  const slides = serverSlides(list);
  const model = createCarouselModel({ count: slides.length, kind: options.kind ?? 'products', viewport, announce: (message) => announced.push(message) });
  const slider = recordingSlider();
  const heading = document.createElement('h2');
  heading.id = 'related-title';
  heading.textContent = 'Похожие товары';
  document.body.append(heading);
  const view = render(
    <CarouselView
      model={model}
      list={list}
      slides={slides}
      headingId={options.headingId ?? 'related-title'}
      label="Похожие товары"
      createSlider={slider.create}
      speed={300}
      reserve={0}
    />,
  );
  return { ...view, list, model, slider, announced, cleanupHeading: () => heading.remove() };
}

afterEach(() => {
  document.body.querySelectorAll('h2').forEach((heading) => heading.remove());
});

const carousel = () => screen.getByRole('group', { name: 'Похожие товары' });
const next = () => screen.getByRole('button', { name: 'Следующие' });
const previous = () => screen.getByRole('button', { name: 'Предыдущие' });

describe('carousel view', () => {
  it('is the carousel pattern, named by the server’s heading, with the server’s very list moved in', () => {
    const { list, slider } = renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'карусель');
    expect(carousel()).toHaveAttribute('data-state', 'start');
    expect(list.isConnected).toBe(true);
    expect(carousel().contains(list)).toBe(true);
    const items = within(carousel()).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[2]).toHaveAttribute('aria-label', '3 из 8');
    expect(items[2]).toHaveAttribute('aria-roledescription', 'слайд');
    expect(slider.calls[0]).toBe('create 4 pageable at 0');
  });

  it('is named by its label when the template gave no heading', () => {
    renderCarousel({ headingId: '' });
    expect(screen.getByRole('group', { name: 'Похожие товары' })).not.toHaveAttribute('aria-labelledby');
  });

  it('pages with the buttons, which say at the ends that they do nothing', async () => {
    const user = userEvent.setup();
    const { slider, announced } = renderCarousel();
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    await user.click(next());
    expect(slider.calls.at(-1)).toBe('show 4');
    expect(announced).toEqual(['Товары 5–8 из 8']);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(carousel()).toHaveAttribute('data-state', 'end');
    // At the end: nothing happens, and the focus stays on the button.
    await user.click(next());
    expect(announced).toHaveLength(1);
    expect(next()).toHaveFocus();
    await user.click(previous());
    expect(slider.calls.at(-1)).toBe('show 0');
    expect(announced).toEqual(['Товары 5–8 из 8', 'Товары 1–4 из 8']);
  });

  it('pages with the arrow keys, the focus going to the first slide in view', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('link', { name: 'Товар 2' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Товар 5' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Товар 1' })).toHaveFocus();
    // With a modifier the key is the browser's (Alt+← goes back).
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByRole('link', { name: 'Товар 1' })).toHaveFocus();
    expect(carousel()).toHaveAttribute('data-state', 'start');
  });

  it('leaves arrow keys to a field inside a slide (a pre-order form)', () => {
    const list = productList(8);
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Ваш e-mail');
    list.children[0]!.append(field);
    renderCarousel({ list });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Ваш e-mail' }), { key: 'ArrowRight' });
    expect(carousel()).toHaveAttribute('data-state', 'start');
  });

  it('brings a slide into view when one of its links takes the focus', async () => {
    const user = userEvent.setup();
    const { slider } = renderCarousel();
    // A slide already in view: the strip stays.
    const before = slider.calls.length;
    screen.getByRole('link', { name: 'Товар 4' }).focus();
    expect(slider.calls.slice(before)).toEqual([]);
    // Tab from slide 4's last link into slide 5.
    within(screen.getAllByRole('listitem')[3]!).getByRole('link', { name: 'В корзину' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Товар 5' })).toHaveFocus();
    expect(slider.calls.at(-1)).toBe('show 1');
  });

  it('follows a swipe and reads out where it came to rest', () => {
    const { slider, announced } = renderCarousel({ list: productList(12) });
    act(() => slider.swipe(5));
    expect(announced).toEqual(['Товары 6–9 из 12']);
    expect(carousel()).toHaveAttribute('data-state', 'middle');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
  });

  it('has no buttons and no swiping when every slide fits', () => {
    const { slider } = renderCarousel({ list: productList(3) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(carousel()).toHaveAttribute('data-state', 'static');
    expect(slider.calls[0]).toBe('create 4 static at 0');
  });

  it('reads names as positions (the equipment)', async () => {
    const user = userEvent.setup();
    const { announced } = renderCarousel({ list: nameList(['Блок', 'Брелок', 'Антенна', 'Датчик', 'Сирена', 'Провода']), kind: 'items' });
    await user.click(next());
    expect(announced).toEqual(['Позиции 3–6 из 6']);
  });

  it('takes a name strip’s tab stop off while it pages, and gives it back', () => {
    const list = nameList(['Блок', 'Брелок', 'Антенна', 'Датчик', 'Сирена']);
    list.tabIndex = 0;
    const { unmount } = renderCarousel({ list, kind: 'items' });
    expect(list).not.toHaveAttribute('tabindex');
    unmount();
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('gives the server’s list back as it was printed when it unmounts', () => {
    const { list, unmount, slider } = renderCarousel();
    unmount();
    expect(slider.calls.at(-1)).toBe('destroy');
    expect(list.className).toBe('product-strip__list');
    const first = list.children[0]!;
    expect(first.className).toBe('product-card');
    expect(first.hasAttribute('aria-label')).toBe(false);
    expect(first.hasAttribute('aria-roledescription')).toBe(false);
  });
});
