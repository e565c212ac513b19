import Swiper from 'swiper';
import { SLIDE_CLASS, TRACK_CLASS, type CreateSlider } from './carousel.slider';

/**
 * The slider on swiper's core alone, no module (docs/islands/carousel.md#size): the buttons, the
 * keys, the labels and the announcements are a few lines of the view and the model, against
 * about 1 KB gzip each for swiper's Navigation, Keyboard and A11y modules, whose own texts and
 * markup we would then have to override. Never loop mode: it clones slides, and clones of the
 * server's cards would carry second copies of their buy and compare islands. The drop-in's swiper
 * leaves out the features no island turns on, loop among them (docs/budgets.md#product-page).
 */
export const createSwiperSlider: CreateSlider = ({ viewport, perView, pageable, first, gap, speed, onSettle }) => {
  const swiper = new Swiper(viewport, {
    wrapperClass: TRACK_CLASS,
    slideClass: SLIDE_CLASS,
    slidesPerView: perView,
    spaceBetween: gap,
    speed,
    initialSlide: first,
    allowTouchMove: pageable,
    // The island's CSS sizes the box; swiper only reads it.
    setWrapperSize: false,
    on: {
      // Only the shopper's swipes start a transition with callbacks: the view's own moves and
      // swiper's re-layout on resize pass runCallbacks = false ('slideChange' fires for all of them).
      slideChangeTransitionStart: (instance) => onSettle(instance.activeIndex),
    },
  });
  return {
    layout(nextPerView, nextPageable) {
      swiper.params.slidesPerView = nextPerView;
      swiper.params.allowTouchMove = nextPageable;
      swiper.allowTouchMove = nextPageable;
      swiper.update();
    },
    show(index) {
      if (swiper.activeIndex !== index) swiper.slideTo(index, undefined, false);
    },
    destroy() {
      swiper.destroy(true, true);
    },
  };
};
