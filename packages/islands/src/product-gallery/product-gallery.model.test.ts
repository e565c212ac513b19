import { createProductGalleryModel, parseProductGalleryProps, slideAnnouncement } from './product-gallery.model';
import { scrollToShow, slideForKey, thumbsPerView } from './product-gallery.rules';
import { fakeWindow, galleryProps } from './product-gallery.testkit';

function setUp(images = 3, videos = 2, width = 1280) {
  const win = fakeWindow(width);
  const announced: string[] = [];
  let pauses = 0;
  const model = createProductGalleryModel({
    props: parseProductGalleryProps(galleryProps(images, videos)),
    window: win,
    announce: (message) => announced.push(message),
    pauseVideos: () => (pauses += 1),
  });
  return { model, win, announced, pauses: () => pauses };
}

describe('thumbnails in view', () => {
  it('shows 5 on a wide window, 4 below 1025 px and 3 below 480 px', () => {
    expect([1280, 1025, 1024, 1000, 480, 479, 375].map(thumbsPerView)).toEqual([5, 5, 4, 4, 4, 3, 3]);
  });

  it('follows the window as it is resized, and stops listening once disposed', () => {
    const { model, win } = setUp(12, 0, 1280);
    expect(model.thumbsInView.value).toBe(5);
    win.resizeTo(1000);
    expect(model.thumbsInView.value).toBe(4);
    win.resizeTo(400);
    expect(model.thumbsInView.value).toBe(3);
    model.dispose();
    expect(win.listeners()).toBe(0);
  });
});

describe('slides', () => {
  it('puts the pictures first, then the videos, and names pictures left without alt', () => {
    const { model } = setUp(3, 1);
    expect(model.slides.map((slide) => slide.kind)).toEqual(['image', 'image', 'image', 'video']);
    expect(model.slides[1]).toMatchObject({ alt: 'Стражъ A93, фото 2' });
    expect(model.state.value).toBe('image');
  });

  it('is a single picture without controls when there is one slide', () => {
    expect(setUp(1, 0).model.state.value).toBe('single');
    expect(setUp(1, 1).model.state.value).toBe('image');
  });

  it('shows a chosen slide, announces its position and says when a video is in view', () => {
    const { model, announced } = setUp(3, 2);
    model.show(1);
    model.show(4);
    expect(model.active.value).toBe(4);
    expect(model.state.value).toBe('video');
    expect(announced).toEqual(['Фото 2 из 5', 'Видео 5 из 5: Видео 2']);
  });

  it('ignores the slide in view and slides that do not exist', () => {
    const { model, announced, pauses } = setUp(3, 0);
    model.show(0);
    model.show(-1);
    model.show(3);
    expect(model.active.value).toBe(0);
    expect(announced).toEqual([]);
    expect(pauses()).toBe(0);
  });

  it('pauses the videos whenever the slide changes', () => {
    const { model, pauses } = setUp(3, 2);
    model.show(3);
    expect(pauses()).toBe(1);
    model.show(4);
    model.show(0);
    expect(pauses()).toBe(3);
  });

  it('lets a video slide load its player only once it has been reached, and keeps it loaded', () => {
    const { model } = setUp(3, 2);
    expect([...model.reached.value]).toEqual([0]);
    model.show(3);
    model.show(0);
    expect([...model.reached.value].sort()).toEqual([0, 3]);
    expect(model.reached.value.has(4)).toBe(false);
  });
});

describe('keys', () => {
  it('steps with the arrows and jumps with Home and End, within the slides', () => {
    expect(slideForKey('ArrowRight', 0, 5)).toBe(1);
    expect(slideForKey('ArrowLeft', 2, 5)).toBe(1);
    expect(slideForKey('Home', 3, 5)).toBe(0);
    expect(slideForKey('End', 1, 5)).toBe(4);
    expect(slideForKey('ArrowLeft', 0, 5)).toBeNull();
    expect(slideForKey('ArrowRight', 4, 5)).toBeNull();
    expect(slideForKey('End', 4, 5)).toBeNull();
    expect(slideForKey('ArrowDown', 1, 5)).toBeNull();
  });

  it('tells the view which keys it used', () => {
    const { model } = setUp(3, 0);
    expect(model.pressKey('ArrowRight')).toBe(true);
    expect(model.active.value).toBe(1);
    expect(model.pressKey('Enter')).toBe(false);
    expect(model.pressKey('End')).toBe(true);
    expect(model.pressKey('ArrowRight')).toBe(false);
    expect(model.active.value).toBe(2);
  });
});

describe('thumbnail strip scroll', () => {
  it('scrolls only as far as it takes to show the active thumbnail whole', () => {
    // A 300 px view over thumbnails 60 px wide with 8 px gaps.
    expect(scrollToShow(68, 128, 0, 300)).toBeNull();
    expect(scrollToShow(340, 400, 0, 300)).toBe(100);
    expect(scrollToShow(68, 128, 200, 300)).toBe(68);
  });
});

describe('props', () => {
  it('needs at least one picture and names a bad field', () => {
    expect(() => parseProductGalleryProps({ images: [] })).toThrow(TypeError);
    expect(() => parseProductGalleryProps({ images: [{ alt: 'x' }] })).toThrow(/props\.images\[0\]\.src/);
  });

  it('gives a video without a poster the first picture', () => {
    const props = parseProductGalleryProps({ images: [{ src: '/a.jpg' }], videos: [{ title: 'Обзор', src: '/v.webm' }] });
    expect(props.videos[0]!.poster).toBe('/a.jpg');
    expect(slideAnnouncement(createProductGalleryModel({ props, window: fakeWindow(1280), announce() {}, pauseVideos() {} }).slides, 1)).toBe('Видео 2 из 2: Обзор');
  });
});
