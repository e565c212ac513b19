import { list, number, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText, positiveCount } from '../runtime/check-props';

/** One slide the server printed, described for the island (docs/islands/carousel.md#props). */
export interface CarouselItem {
  name: string;
  /** The product's page; '' when the slide is not a product (an equipment name). */
  url: string;
  image: string;
  /** The price in roubles; null when the product is not for sale now. */
  price: number | null;
  /** The product's id; null for slides that are not products. */
  productId: number | null;
}

/** Props from the template: the carousel's name and its slides, in the server's order. */
export interface CarouselProps {
  /** The carousel's name, shown by the server as its heading («Похожие товары», «Комплектация»). */
  label: string;
  /** The id of that heading: the carousel is labelled by it. '' = labelled by `label` alone. */
  headingId: string;
  items: CarouselItem[];
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  label: filledText,
  headingId: optional(text, ''),
  items: list(
    object({
      name: filledText,
      url: optional(text, ''),
      image: optional(text, ''),
      price: optional<number | null>(number, null),
      productId: optional<number | null>(positiveCount, null),
    }),
  ),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parseCarouselProps(raw: unknown): CarouselProps {
  return checkProps(propsCheck, raw);
}

/** What the slides are, for the position read out: products when the server gave their ids. */
export type SlideKind = 'products' | 'items';

export function slideKind(props: CarouselProps): SlideKind {
  return props.items.length > 0 && props.items.every((item) => item.productId !== null) ? 'products' : 'items';
}
