import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProductGalleryModel, parseProductGalleryProps } from './product-gallery.model';
import { fakeSlider, fakeWindow, galleryProps } from './product-gallery.testkit';
import { ProductGalleryView } from './product-gallery.view';

function renderGallery(images: number, videos = 0) {
  const props = parseProductGalleryProps(galleryProps(images, videos));
  const announced: string[] = [];
  let pauses = 0;
  const model = createProductGalleryModel({ props, window: fakeWindow(1280), announce: (message) => announced.push(message), pauseVideos: () => (pauses += 1) });
  const slider = fakeSlider();
  const view = render(<ProductGalleryView model={model} productName={props.productName} mountSlider={slider.mount} />);
  return { ...view, model, slider, announced, pauses: () => pauses };
}

const thumbs = () => within(screen.getByRole('list', { name: 'Все фото и видео' })).getAllByRole('button');
const current = () => thumbs().filter((thumb) => thumb.getAttribute('aria-current') === 'true');

describe('product gallery view', () => {
  it('shows one picture alone: no thumbnails, no buttons, no slider', () => {
    const { container } = renderGallery(1);
    expect(screen.getByRole('img', { name: 'Стражъ A93' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('lists a thumbnail per slide, the first one current, and starts the slider', async () => {
    const { container, slider } = renderGallery(3, 1);
    expect(thumbs().map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Фото 1', 'Фото 2', 'Фото 3', 'Видео: Видео 1']);
    expect(current()).toEqual([thumbs()[0]]);
    expect(screen.getByRole('group', { name: 'Фото и видео: Стражъ A93' })).toHaveAttribute('aria-roledescription', 'галерея');
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-slider', 'ready'));
    expect(slider.moves).toEqual([0]);
  });

  it('shows the slide of a pressed thumbnail: moves the slider, marks the thumbnail, announces it', async () => {
    const user = userEvent.setup();
    const { slider, announced } = renderGallery(3);
    await waitFor(() => expect(slider.moves).toEqual([0]));
    await user.click(thumbs()[2]!);
    expect(slider.moves.at(-1)).toBe(2);
    expect(current()).toEqual([thumbs()[2]]);
    expect(announced).toEqual(['Фото 3 из 3']);
    // The slides out of view are out of reach.
    expect(screen.getByRole('group', { name: '3 из 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 из 3', hidden: true })).toHaveAttribute('inert');
  });

  it('follows a swipe: the thumbnail of the swiped-to slide becomes current', async () => {
    const { slider } = renderGallery(3);
    await waitFor(() => expect(slider.moves).toEqual([0]));
    act(() => slider.swipe(1));
    expect(current()).toEqual([thumbs()[1]]);
  });

  it('steps with the arrow keys while the focus is in the gallery; the focus follows on thumbnails', async () => {
    const user = userEvent.setup();
    renderGallery(3);
    await user.click(thumbs()[0]!);
    await user.keyboard('{ArrowRight}');
    expect(current()).toEqual([thumbs()[1]]);
    expect(thumbs()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(current()).toEqual([thumbs()[2]]);
    screen.getByRole('group', { name: 'Фото и видео: Стражъ A93' }).focus();
    await user.keyboard('{Home}');
    expect(current()).toEqual([thumbs()[0]]);
  });

  it('moves the focus from a video\'s play button to the slides\' box when an arrow changes the slide', async () => {
    const user = userEvent.setup();
    renderGallery(2, 1);
    await user.click(thumbs()[2]!);
    screen.getByRole('button', { name: 'Смотреть видео: Видео 1' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(current()).toEqual([thumbs()[1]]);
    // The video's slide is now inert: the focus must not stay in it (nor fall to <body>).
    expect(screen.getByRole('group', { name: 'Фото и видео: Стражъ A93' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(current()).toEqual([thumbs()[0]]);
  });

  it('has prev / next buttons, marked disabled at the ends, where they keep the focus', async () => {
    const user = userEvent.setup();
    renderGallery(2);
    const previous = screen.getByRole('button', { name: 'Предыдущий слайд' });
    const next = screen.getByRole('button', { name: 'Следующий слайд' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(current()).toEqual([thumbs()[1]]);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(current()).toEqual([thumbs()[1]]);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
  });

  it('loads a video slide\'s player only once the slide is reached, and pauses videos on the way out', async () => {
    const user = userEvent.setup();
    const { container, pauses } = renderGallery(2, 1);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Смотреть видео: Видео 1', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Видео: Видео 1' }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/assets/video/demo-1.webm');
    expect(screen.getByRole('button', { name: 'Смотреть видео: Видео 1' })).toBeInTheDocument();
    await user.click(thumbs()[0]!);
    expect(pauses()).toBe(2);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'image');
  });

  it('ends the slider when it leaves the page', async () => {
    const { slider, unmount } = renderGallery(3);
    await waitFor(() => expect(slider.moves).toEqual([0]));
    unmount();
    expect(slider.destroyed()).toBe(1);
  });
});
