/** Fakes for the gallery's tests and stories. Only tests and stories import this module. */
import type { GalleryWindow } from './product-gallery.model';
import type { ProductGalleryProps } from './product-gallery.props';
import type { MountSlider } from './product-gallery.slider';

/** Props of a product with `images` pictures and `videos` videos. */
export function galleryProps(images: number, videos = 0): ProductGalleryProps {
  return {
    productName: 'Стражъ A93',
    images: Array.from({ length: images }, (_, index) => ({ src: `/images/products/101${index ? `-${index + 1}` : ''}.svg`, alt: index ? '' : 'Стражъ A93' })),
    videos: Array.from({ length: videos }, (_, index) => ({ title: `Видео ${index + 1}`, src: `/assets/video/demo-${index + 1}.webm`, poster: '/images/products/101.svg' })),
  };
}

/** A window of `width` whose resizes the test makes. */
export function fakeWindow(width: number): GalleryWindow & { resizeTo(width: number): void; listeners(): number } {
  const listeners = new Set<() => void>();
  const win = {
    innerWidth: width,
    addEventListener: (type: string, listener: () => void) => type === 'resize' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'resize' && listeners.delete(listener),
    resizeTo(next: number) {
      win.innerWidth = next;
      listeners.forEach((listener) => listener());
    },
    listeners: () => listeners.size,
  };
  return win as unknown as GalleryWindow & { resizeTo(width: number): void; listeners(): number };
}

/** A slider that records where the view moved it; `swipe(index)` acts as the shopper's swipe. */
export function fakeSlider() {
  const moves: number[] = [];
  let change: ((index: number) => void) | undefined;
  let destroyed = 0;
  const mount: MountSlider = (_container, { onChange }) => {
    change = onChange;
    return Promise.resolve({ slideTo: (index) => moves.push(index), destroy: () => (destroyed += 1) });
  };
  return { mount, moves, swipe: (index: number) => change?.(index), destroyed: () => destroyed };
}
