import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { getTabbables } from '../ui/focusable';
import { messages } from './carousel.messages';
import type { CarouselModel } from './carousel.model';
import { pagingKey, SLIDE_GAP_PX } from './carousel.rules';
import type { CreateSlider, Slider } from './carousel.slider';
import { isInField, markSlides } from './carousel.slides';
import './carousel.css';

interface ViewProps {
  model: CarouselModel;
  /** The server's list, moved in as it is (with its nested islands); null = nothing to show. */
  list: HTMLElement | null;
  /** Its items, the slides (`serverSlides(list)`). */
  slides: readonly HTMLElement[];
  /** The server's heading that names the carousel; '' = named by `label`. */
  headingId: string;
  label: string;
  createSlider: CreateSlider;
  /** ms per page turn; 0 for reduced motion. */
  speed: number;
  /**
   * Room the fallback strip kept below its items (its scrollbar, where scrollbars take room), px:
   * the island keeps it, so nothing under the carousel moves when it replaces the fallback.
   */
  reserve: number;
}

/**
 * The carousel (docs/islands/carousel.md): the server's slides in a strip that pages by a whole
 * view, with «Предыдущие» / «Следующие», arrow keys, swipes, and the position read out. The list
 * lives in a container React renders no children into, so no re-render touches the slides or the
 * islands nested in them.
 */
export function CarouselView({ model, list, slides, headingId, label, createSlider, speed, reserve }: ViewProps) {
  const state = useSignalValue(model.state);
  const perView = useSignalValue(model.perView);
  const first = useSignalValue(model.first);
  const pageable = useSignalValue(model.pageable);
  const canGoBack = useSignalValue(model.canGoBack);
  const canGoOn = useSignalValue(model.canGoOn);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Slider | null>(null);
  const viewportId = useIslandId();

  // A layout effect runs in the mount's own task: the list leaves the page and comes back before
  // the loader's observer looks (it checks removed islands a task later), so the nested islands
  // stay mounted, or pending, as they were.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport || !list) return;
    const unmark = markSlides(list, slides);
    viewport.append(list);
    const slider = createSlider({
      viewport,
      track: list,
      perView: model.perView.peek(),
      pageable: model.pageable.peek(),
      first: model.first.peek(),
      gap: SLIDE_GAP_PX,
      speed,
      onSettle: model.settle,
    });
    sliderRef.current = slider;

    const slideIndexOf = (target: EventTarget | null) => {
      const slide = slides.find((item) => item.contains(target as Node));
      return slide ? slides.indexOf(slide) : -1;
    };
    // docs/islands/carousel.md#keyboard-and-screen-readers: a slide that takes the focus comes into view.
    const onFocusIn = (event: FocusEvent) => {
      const index = slideIndexOf(event.target);
      if (index >= 0) model.reveal(index);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const key = pagingKey(event, isInField(event.target));
      if (!key) return;
      event.preventDefault();
      const fromSlide = slideIndexOf(event.target) >= 0;
      if (key === 'next') model.next();
      else model.previous();
      // The focus goes with the page: a slide's control must not stay focused out of sight.
      const firstSlide = slides[model.first.peek()];
      if (fromSlide && firstSlide && !firstSlide.contains(document.activeElement)) getTabbables(firstSlide)[0]?.focus({ preventScroll: true });
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
      sliderRef.current = null;
      slider.destroy();
      unmark();
    };
  }, [model, list, slides, createSlider, speed]);

  useLayoutEffect(() => {
    sliderRef.current?.layout(perView, pageable);
  }, [perView, pageable]);
  useLayoutEffect(() => {
    sliderRef.current?.show(first);
  }, [first]);

  return (
    <div
      ref={rootRef}
      className="si-carousel"
      // A group, not a region: the server's section around it is already the region named by
      // the same heading, and two landmarks of one name confuse landmark navigation.
      role="group"
      aria-roledescription={messages.carousel}
      aria-labelledby={headingId || undefined}
      aria-label={headingId ? undefined : label}
      data-state={state}
      style={{ '--si-carousel-reserve': `${reserve}px` } as CSSProperties}
    >
      {pageable ? (
        <div className="si-carousel__controls">
          <PageButton direction="previous" enabled={canGoBack} controls={viewportId} onPress={model.previous} />
          <PageButton direction="next" enabled={canGoOn} controls={viewportId} onPress={model.next} />
        </div>
      ) : null}
      {/* No React children: the server's list lives here (see above). */}
      <div ref={viewportRef} id={viewportId} className="si-carousel__viewport" data-part="viewport" />
    </div>
  );
}

interface PageButtonProps {
  direction: 'previous' | 'next';
  enabled: boolean;
  controls: string;
  onPress(): void;
}

/**
 * «Предыдущие» / «Следующие». At an end it is `aria-disabled`, not `disabled`: a button that has
 * the focus keeps it (a disabled one would drop it to the page top) and says it is unavailable.
 */
function PageButton({ direction, enabled, controls, onPress }: PageButtonProps) {
  return (
    <button
      type="button"
      className={`si-carousel__button si-carousel__button--${direction}`}
      aria-label={messages[direction]}
      aria-controls={controls}
      aria-disabled={!enabled}
      data-part={direction}
      onClick={() => {
        if (enabled) onPress();
      }}
    >
      <span className="si-carousel__arrow" aria-hidden="true" />
    </button>
  );
}
