import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPlayer } from './video-player';

const video = { title: 'Видеообзор: Стражъ A93', src: '/assets/video/demo.webm', poster: '/images/products/101.svg' };

/** happy-dom does not play media: play() resolves and fires `play`, as a browser's does. */
function stubMediaPlayback() {
  const played: HTMLMediaElement[] = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  return played;
}

afterEach(() => vi.restoreAllMocks());

describe('video player', () => {
  it('shows the poster with «Смотреть видео: …» and no <video> until asked to load', () => {
    const { container } = render(<VideoPlayer {...video} />);
    expect(screen.getByRole('button', { name: 'Смотреть видео: Видеообзор: Стражъ A93' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', video.poster);
  });

  it('puts the <video> on the page once its slide is reached, the play button still over it', () => {
    const { container, rerender } = render(<VideoPlayer {...video} />);
    rerender(<VideoPlayer {...video} load />);
    const element = container.querySelector('video');
    expect(element).toHaveAttribute('src', video.src);
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(element).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: /^Смотреть видео/ })).toBeInTheDocument();
  });

  it('plays on a press from the keyboard: the button gives way to the video with its controls, which takes the focus', async () => {
    const played = stubMediaPlayback();
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer {...video} />);
    screen.getByRole('button', { name: /^Смотреть видео/ }).focus();
    await user.keyboard('{Enter}');
    const element = container.querySelector('video')!;
    expect(played).toEqual([element]);
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAccessibleName(video.title);
    expect(element).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Смотреть видео/ })).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'playing');
  });

  it('plays on a tap or click without giving the video the focus (a slider takes no swipe that starts on a focused video)', async () => {
    const played = stubMediaPlayback();
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer {...video} />);
    await user.click(screen.getByRole('button', { name: /^Смотреть видео/ }));
    const element = container.querySelector('video')!;
    expect(played).toEqual([element]);
    expect(element).toHaveAttribute('controls');
    expect(element).not.toHaveFocus();
  });
});
