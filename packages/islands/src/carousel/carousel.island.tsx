import { defineIsland, findInFallback } from '../runtime/define-island';
import { announce } from '../ui/live-region';
import { createCarouselModel } from './carousel.model';
import { parseCarouselProps, slideKind } from './carousel.props';
import { SLIDE_SPEED_MS } from './carousel.rules';
import { serverSlides } from './carousel.slides';
import { createSwiperSlider } from './carousel.swiper';
import { CarouselView } from './carousel.view';

/** The fallback's list of slides: the first `<ul>` the server printed in the island. */
const serverList = (fallback: readonly ChildNode[]) => findInFallback<HTMLElement>(fallback, 'ul');

/**
 * `data-island="carousel"`: related products, popular products, the equipment
 * (docs/islands/carousel.md). Swiper comes in this island's chunk only, so it is fetched when a
 * carousel is about to be seen (`visible`), never on a page or in a tab panel where none is.
 *
 * Template contract: the fallback is a `<ul>` whose `<li>` are the slides (product cards with
 * their own nested islands, or plain names); the list is moved into the island as it is.
 */
export default defineIsland({
  parseProps: parseCarouselProps,
  model: (props, { fallback }) =>
    createCarouselModel({ count: serverSlides(serverList(fallback)).length, kind: slideKind(props), viewport: window, announce }),
  view: (model, props, { fallback }) => {
    const list = serverList(fallback);
    // Read while the fallback is still laid out: the room its strip keeps below the items (a
    // scrollbar where scrollbars take room), which the island keeps too.
    const reserve = list ? Math.max(0, list.offsetHeight - list.clientHeight) : 0;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return (
      <CarouselView
        model={model}
        list={list}
        slides={serverSlides(list)}
        headingId={props.headingId}
        label={props.label}
        createSlider={createSwiperSlider}
        speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
        reserve={reserve}
      />
    );
  },
});
