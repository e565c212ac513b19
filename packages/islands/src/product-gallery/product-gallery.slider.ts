/** The main slides' swipe: swiper's core, loaded with this island (and the carousel) only. */
import Swiper from 'swiper';

/** A mounted slider: the view moves it when the model's slide changes. */
export interface Slider {
  slideTo(index: number): void;
  destroy(): void;
}

/** What the view needs to start a slider on its slides' container; tests and stories may hand in another. */
export type MountSlider = (container: HTMLElement, options: { initial: number; onChange(index: number): void }) => Promise<Slider>;

/**
 * Swiper's core alone (about 15 KB gzip in the drop-in, which leaves out the features no island
 * turns on: docs/budgets.md#product-page; its own chunk, shared with the carousel and fetched
 * beside the gallery's chunk, so both arrive in one round trip): swipe,
 * drag and the slide animation. None of its modules: the prev/next buttons, the thumbnails, the
 * keys and the announcements are a few lines of the view and the model, where the Navigation,
 * Thumbs (a second swiper), Keyboard and A11y modules would add their code and CSS.
 */
export const mountSwiper: MountSlider = async (container, { initial, onChange }) => {
  // A static import, not `import('swiper')`: a dynamic one needs the bundler's namespace helper,
  // which it then puts in a chunk of its own that core.js imports — one more round trip on every page.
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(container, {
    initialSlide: initial,
    speed: reduceMotion ? 0 : 300,
    // The view marks the slides for screen readers and the keys itself (docs/islands/product-gallery.md).
    on: { slideChange: (instance) => onChange(instance.activeIndex) },
  });
  return {
    slideTo: (index) => {
      if (swiper.activeIndex !== index) swiper.slideTo(index);
    },
    // The elements stay React's: keep them, only end swiper's listeners and observers.
    destroy: () => swiper.destroy(true, false),
  };
};
