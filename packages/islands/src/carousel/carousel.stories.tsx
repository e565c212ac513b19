import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice, products } from '@shop-islands/dev-server';
import { onPhone } from '../../../../.storybook/phone';
import { announce } from '../ui';
import { createCarouselModel } from './carousel.model';
import type { SlideKind } from './carousel.props';
import { SLIDE_SPEED_MS } from './carousel.rules';
import { serverSlides } from './carousel.slides';
import { createSwiperSlider } from './carousel.swiper';
import { CarouselView } from './carousel.view';
import './carousel.stories.css';

interface CarouselStoryArgs {
  /** Product cards in the strip; ignored when `names` is given. */
  count: number;
  /** Equipment names instead of products. */
  names: string[] | null;
  label: string;
}

/** The server's list as a template prints it (the cards' own islands left as their links here). */
function serverList({ count, names }: CarouselStoryArgs): HTMLElement {
  const list = document.createElement('ul');
  if (names) {
    list.className = 'equipment-list';
    for (const name of names) list.append(Object.assign(document.createElement('li'), { textContent: name }));
    return list;
  }
  list.className = 'product-strip__list';
  for (const product of products.slice(0, count)) {
    const card = document.createElement('li');
    card.className = 'product-card';
    card.dataset.productId = String(product.id);
    const image = Object.assign(document.createElement('img'), { src: product.image, alt: '', width: 160, height: 160, loading: 'lazy' });
    const link = Object.assign(document.createElement('a'), { href: `/catalog/product/${product.id}/`, textContent: product.name });
    const price = Object.assign(document.createElement('span'), { className: 'product-card__price', textContent: formatPrice(product.price) });
    const buy = Object.assign(document.createElement('a'), { href: `/personal/cart/?action=ADD2BASKET&id=${product.id}`, textContent: 'В корзину' });
    card.append(image, link, price, buy);
    list.append(card);
  }
  return list;
}

/** The heading and the island over the server's list, as on the example pages. */
function CarouselStory(args: CarouselStoryArgs) {
  const [setup] = useState(() => {
    const list = serverList(args);
    const slides = serverSlides(list);
    const kind: SlideKind = args.names ? 'items' : 'products';
    return { list, slides, model: createCarouselModel({ count: slides.length, kind, viewport: window, announce }) };
  });
  const fallback = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  // The fallback strip first, then the island over it, as the loader does.
  useLayoutEffect(() => {
    fallback.current?.append(setup.list);
    setMounted(true);
    return () => setup.model.dispose();
  }, [setup]);
  return (
    <section className="sb-carousel" aria-labelledby="sb-carousel-title">
      <h2 id="sb-carousel-title">{args.label}</h2>
      <div data-island="carousel" data-island-status={mounted ? 'mounted' : 'pending'}>
        {mounted ? (
          <CarouselView
            model={setup.model}
            list={setup.list}
            slides={setup.slides}
            headingId="sb-carousel-title"
            label={args.label}
            createSlider={createSwiperSlider}
            speed={SLIDE_SPEED_MS}
            reserve={0}
          />
        ) : (
          <div ref={fallback} />
        )}
      </div>
    </section>
  );
}

const meta = {
  title: 'carousel',
  render: (args) => <CarouselStory key={JSON.stringify(args)} {...args} />,
  args: { count: 12, names: null, label: 'Похожие товары' },
} satisfies Meta<CarouselStoryArgs>;

export default meta;
type Story = StoryObj<CarouselStoryArgs>;

/** Twelve related products: 4 per view on a desktop, paged by «Следующие». */
export const TwelveProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Следующие' });
    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: 'Похожие товары' })).toHaveAttribute('data-state', 'middle');
  },
};

/** On a phone (docs/embedding.md#page-variants): one product per view, paged once as on a desktop. */
export const TwelveProductsMobile = onPhone(TwelveProducts);

/** Paged to the last view: «Следующие» unavailable, «Предыдущие» leads back. */
export const AtEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Похожие товары' });
    const next = await canvas.findByRole('button', { name: 'Следующие' });
    // A page per press until the end; no more presses than products.
    for (let press = 0; press < 12 && group.getAttribute('data-state') !== 'end'; press++) await userEvent.click(next);
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'end'));
  },
};
export const AtEndMobile = onPhone(AtEnd);

/** Exactly as many as fit on a desktop: no buttons, no swiping. */
export const FourProducts: Story = { args: { count: 4 } };

/** Four products on a phone: now they page. */
export const FourProductsMobile = onPhone(FourProducts);

/** One product. */
export const OneProduct: Story = { args: { count: 1 } };
export const OneProductMobile = onPhone(OneProduct);

/** The equipment tab: names only, read as positions. */
export const EquipmentNames: Story = {
  args: {
    label: 'Комплектация',
    names: ['Центральный блок', 'Брелок с дисплеем', 'Брелок без дисплея', 'Антенный модуль', 'Датчик удара', 'Сирена', 'Комплект проводов'],
  },
};

/** The equipment on a phone. */
export const EquipmentNamesMobile = onPhone(EquipmentNames);
