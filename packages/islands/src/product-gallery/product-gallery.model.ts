import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { messages } from './product-gallery.messages';
import type { GalleryImage, GalleryVideo, ProductGalleryProps } from './product-gallery.props';
import { slideForKey, thumbsPerView } from './product-gallery.rules';

export { parseProductGalleryProps } from './product-gallery.props';
export type { ProductGalleryProps } from './product-gallery.props';

/**
 * One word for the island (docs/contributing.md#house-style): `single` (one slide: no thumbnails,
 * no controls), else the kind of the slide in view, `image` or `video`.
 */
export type ProductGalleryState = 'single' | 'image' | 'video';

/** A main slide: the pictures first, then the videos (docs/islands/product-gallery.md). */
export type GallerySlide = ({ kind: 'image' } & GalleryImage) | ({ kind: 'video' } & GalleryVideo);

/** The window, as far as the gallery looks at it: its width, and when it changes. */
export type GalleryWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>;

/** What the model needs; tests hand in fakes. */
export interface ProductGalleryDeps {
  props: ProductGalleryProps;
  window: GalleryWindow;
  /** Reads a text to screen readers (ui/live-region.tsx in the island). */
  announce(message: string): void;
  /** Pauses the island's playing videos (`pauseVideos` of ui/video-playback.ts on its element). */
  pauseVideos(): void;
}

export interface ProductGalleryModel {
  readonly slides: readonly GallerySlide[];
  readonly state: ReadonlySignal<ProductGalleryState>;
  /** The slide in view. */
  readonly active: ReadonlySignal<number>;
  /** Thumbnails in view at the window's width (docs/embedding.md#shop-pages). */
  readonly thumbsInView: ReadonlySignal<number>;
  /** The slides reached so far: a video slide loads its player once it is one of them. */
  readonly reached: ReadonlySignal<ReadonlySet<number>>;
  /** Shows slide `index` (a thumbnail, a swipe, a button); out of range or the same, nothing. */
  show(index: number): void;
  /** A key pressed while the gallery has the focus; true when the gallery used it. */
  pressKey(key: string): boolean;
  dispose(): void;
}

/** The slides of the props: pictures (alts filled in), then videos. */
export function slidesOf(props: ProductGalleryProps): GallerySlide[] {
  return [
    ...props.images.map((image, index): GallerySlide => ({ kind: 'image', src: image.src, alt: image.alt.trim() || messages.imageAlt(props.productName, index + 1) })),
    ...props.videos.map((video): GallerySlide => ({ kind: 'video', ...video })),
  ];
}

/** The text announced when `slides[index]` comes into view: «Фото 2 из 5». */
export function slideAnnouncement(slides: readonly GallerySlide[], index: number): string {
  const slide = slides[index]!;
  return slide.kind === 'image' ? messages.imageShown(index + 1, slides.length) : messages.videoShown(index + 1, slides.length, slide.title);
}

/** The product page's gallery (docs/islands/product-gallery.md). */
export function createProductGalleryModel({ props, window: win, announce, pauseVideos }: ProductGalleryDeps): ProductGalleryModel {
  const slides = slidesOf(props);
  const active = signal(0);
  const reached = signal<ReadonlySet<number>>(new Set([0]));
  const thumbsInView = signal(thumbsPerView(win.innerWidth));
  const onResize = () => {
    thumbsInView.value = thumbsPerView(win.innerWidth);
  };
  win.addEventListener('resize', onResize);

  const show = (index: number) => {
    if (index === active.peek() || index < 0 || index >= slides.length) return;
    // docs/embedding.md#video: a video does not go on playing out of sight.
    pauseVideos();
    active.value = index;
    if (!reached.peek().has(index)) reached.value = new Set([...reached.peek(), index]);
    announce(slideAnnouncement(slides, index));
  };

  return {
    slides,
    state: computed(() => (slides.length === 1 ? 'single' : slides[active.value]!.kind)),
    active,
    thumbsInView,
    reached,
    show,
    pressKey(key) {
      const target = slideForKey(key, active.peek(), slides.length);
      if (target === null) return false;
      show(target);
      return true;
    },
    dispose() {
      win.removeEventListener('resize', onResize);
    },
  };
}
