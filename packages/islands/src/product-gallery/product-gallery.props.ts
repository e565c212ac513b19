import { list, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText, refine } from '../runtime/check-props';

/** A picture of the product. */
export interface GalleryImage {
  src: string;
  /** Read for the main picture; '' counts as the product name with its number. */
  alt: string;
}

/** A video of the product, played by the shared player (docs/embedding.md#video). */
export interface GalleryVideo {
  title: string;
  src: string;
  poster: string;
}

/** Props from the template. */
export interface ProductGalleryProps {
  productName: string;
  images: GalleryImage[];
  videos: GalleryVideo[];
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  productName: optional(text, ''),
  images: refine(list(object({ src: filledText, alt: optional(text, '') })), 'a list of at least one picture', (images) => images.length > 0),
  videos: optional(list(object({ title: filledText, src: filledText, poster: optional(text, '') })), []),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseProductGalleryProps(raw: unknown): ProductGalleryProps {
  const props = checkProps(propsCheck, raw);
  // docs/islands/product-gallery.md: a video without a poster shows the first picture.
  const firstImage = props.images[0]!.src;
  return { ...props, videos: props.videos.map((video) => ({ ...video, poster: video.poster.trim() || firstImage })) };
}
