/** What the view asks of the slider: lay the slides out, move to a slide, follow swipes. */
export interface Slider {
  /** Lays the slides out `perView` side by side; swiping only when `pageable` (more than fit). */
  layout(perView: number, pageable: boolean): void;
  /** Moves so that slide `first` is the first in view. */
  show(first: number): void;
  /** Takes its styles and listeners off the server's slides, which stay as they were printed. */
  destroy(): void;
}

export interface SliderOptions {
  /** The clipping box; `track` is its only child. */
  viewport: HTMLElement;
  /** The server's list, which the slider translates. */
  track: HTMLElement;
  perView: number;
  pageable: boolean;
  first: number;
  gap: number;
  /** ms per turn; 0 for reduced motion. */
  speed: number;
  /** A swipe came to rest with slide `index` first in view. */
  onSettle(index: number): void;
}

/** Builds the slider over the server's list (swiper in the island; a fake in view tests). */
export type CreateSlider = (options: SliderOptions) => Slider;

/** Class names the slider knows the track and the slides by (the island's CSS lays them out). */
export const TRACK_CLASS = 'si-carousel__track';
export const SLIDE_CLASS = 'si-carousel__slide';
