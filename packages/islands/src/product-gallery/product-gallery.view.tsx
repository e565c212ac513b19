import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { VideoPlayer } from '../ui/video-player';
import { messages } from './product-gallery.messages';
import type { GallerySlide, ProductGalleryModel } from './product-gallery.model';
import { scrollToShow } from './product-gallery.rules';
import { mountSwiper, type MountSlider, type Slider } from './product-gallery.slider';
import './product-gallery.css';

export interface ProductGalleryViewProps {
  model: ProductGalleryModel;
  productName: string;
  /** Starts the swipe on the slides (swiper's core by default; tests hand in a fake). */
  mountSlider?: MountSlider;
}

/**
 * The product page's gallery (docs/islands/product-gallery.md): the main slides (pictures, then
 * videos) under swiper's swipe, prev/next buttons and a strip of thumbnails whose active one is
 * `aria-current`. Arrows, Home and End change the slide while the focus is in the gallery (not on
 * a playing video, whose controls take them). One slide: the picture alone.
 */
export function ProductGalleryView({ model, productName, mountSlider = mountSwiper }: ProductGalleryViewProps) {
  const state = useSignalValue(model.state);
  const active = useSignalValue(model.active);
  const reached = useSignalValue(model.reached);
  const thumbsInView = useSignalValue(model.thumbsInView);
  const [sliderReady, setSliderReady] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  const slider = useRef<Slider | null>(null);
  const { slides } = model;
  const single = state === 'single';

  useEffect(() => {
    const viewport = viewportRef.current;
    if (single || !viewport) return;
    let gone = false;
    mountSlider(viewport, { initial: model.active.peek(), onChange: model.show }).then(
      (mounted) => {
        if (gone) return mounted.destroy();
        slider.current = mounted;
        // A thumbnail pressed while swiper was on its way.
        mounted.slideTo(model.active.peek());
        setSliderReady(true);
      },
      // Swiper failing to start (its chunk comes with the island's: if that fails, the island does):
      // without swipe the thumbnails and buttons still choose the slide, the model keeps it, the
      // slides show it once a slider runs. The loader's console gets the cause.
      (error: unknown) => console.error(error),
    );
    return () => {
      gone = true;
      slider.current?.destroy();
      slider.current = null;
    };
  }, [model, mountSlider, single]);

  useEffect(() => {
    slider.current?.slideTo(active);
    // docs/islands/product-gallery.md: the strip scrolls to keep the active thumbnail in view.
    const strip = stripRef.current;
    const thumb = strip?.children[active] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const start = scrollToShow(thumb.offsetLeft, thumb.offsetLeft + thumb.offsetWidth, strip.scrollLeft, strip.clientWidth);
    if (start !== null) strip.scrollLeft = start;
  }, [active, thumbsInView]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('video') || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!model.pressKey(event.key)) return;
    event.preventDefault();
    // On a thumbnail, the focus follows the slide to its thumbnail.
    if (target.closest('.si-product-gallery__thumbs')) stripRef.current?.querySelectorAll('button')[model.active.peek()]?.focus();
    // In a slide (a video's play button) it would fall to <body> as the slide turns inert: it goes
    // to the slides' box, where the next arrow still reaches the gallery (docs/islands/product-gallery.md).
    else if (target.closest('.si-product-gallery__slide')) viewportRef.current?.focus();
  };

  const label = messages.label(productName);
  if (single) {
    return (
      <div className="si-product-gallery" data-state={state} role="group" aria-label={label}>
        <div className="si-product-gallery__main">
          <SlideContent slide={slides[0]!} index={0} loaded />
        </div>
      </div>
    );
  }

  return (
    <div className="si-product-gallery" data-state={state} data-slider={sliderReady ? 'ready' : 'loading'} onKeyDown={onKeyDown}>
      <div className="si-product-gallery__main">
        <div ref={viewportRef} className="swiper si-product-gallery__viewport" role="group" aria-roledescription={messages.carousel} aria-label={label} tabIndex={0}>
          <div className="swiper-wrapper si-product-gallery__slides">
            {slides.map((slide, index) => (
              <div
                key={index}
                className="swiper-slide si-product-gallery__slide"
                role="group"
                aria-roledescription={messages.slide}
                aria-label={messages.position(index + 1, slides.length)}
                // The slides out of view are out of reach for the keyboard and screen readers.
                inert={index !== active}
              >
                <SlideContent slide={slide} index={index} loaded={reached.has(index)} />
              </div>
            ))}
          </div>
        </div>
        {/* aria-disabled, not disabled: the button reaching an end keeps the focus (the model ignores the press). */}
        <button type="button" className="si-product-gallery__step si-product-gallery__step--previous" aria-label={messages.previous} aria-disabled={active === 0} onClick={() => model.show(active - 1)} />
        <button type="button" className="si-product-gallery__step si-product-gallery__step--next" aria-label={messages.next} aria-disabled={active === slides.length - 1} onClick={() => model.show(active + 1)} />
      </div>
      <ul ref={stripRef} className="si-product-gallery__thumbs" aria-label={messages.thumbs} style={{ '--si-thumbs': String(thumbsInView) } as CSSProperties}>
        {slides.map((slide, index) => (
          <li key={index} className="si-product-gallery__thumb-item">
            <button
              type="button"
              className="si-product-gallery__thumb"
              data-kind={slide.kind}
              aria-current={index === active ? 'true' : undefined}
              aria-label={slide.kind === 'image' ? messages.imageThumb(index + 1) : messages.videoThumb(slide.title)}
              onClick={() => model.show(index)}
            >
              <img src={slide.kind === 'image' ? slide.src : slide.poster} alt="" width={72} height={72} loading="lazy" draggable={false} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A picture, or the video player (loaded once its slide was reached). */
function SlideContent({ slide, index, loaded }: { slide: GallerySlide; index: number; loaded: boolean }) {
  if (slide.kind === 'video') return <VideoPlayer title={slide.title} src={slide.src} poster={slide.poster} load={loaded} />;
  // The first picture is the page's largest: fetched at once; the others when they come near.
  return <img className="si-product-gallery__image" src={slide.src} alt={slide.alt} width={480} height={480} loading={index === 0 ? 'eager' : 'lazy'} draggable={false} />;
}
