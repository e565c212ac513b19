import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { onPhone, PHONE } from '../../../../.storybook/phone';
import { announce } from '../ui/live-region';
import { pauseVideos } from '../ui/video-playback';
import { createProductGalleryModel, parseProductGalleryProps } from './product-gallery.model';
import { ProductGalleryView } from './product-gallery.view';

interface GalleryStoryArgs {
  /** How many pictures (demo products' pictures, in turn). */
  images: number;
  /** How many videos (the demo video). */
  videos: number;
  /** The slide shown first (0-based), as if the shopper went there. */
  start: number;
}

const PRODUCT = 'Автосигнализация Стражъ A93 v2 2CAN+2LIN';

/** The props a template would print for `images` pictures and `videos` videos. */
function storyProps({ images, videos }: GalleryStoryArgs) {
  return parseProductGalleryProps({
    productName: PRODUCT,
    images: Array.from({ length: images }, (_, index) => ({ src: index < 3 ? `/images/products/101${index ? `-${index + 1}` : ''}.svg` : `/images/products/${100 + index}.svg`, alt: index ? '' : PRODUCT })),
    videos: Array.from({ length: videos }, (_, index) => ({ title: index ? `Установка: ${PRODUCT}` : `Видеообзор: ${PRODUCT}`, src: '/assets/video/demo.webm', poster: '/images/products/101.svg' })),
  });
}

/** The island as the page builds it, in a column as wide as the product page's. */
function GalleryStory(args: GalleryStoryArgs) {
  const [props] = useState(() => storyProps(args));
  const [model] = useState(() => createProductGalleryModel({ props, window, announce: (message) => announce(message), pauseVideos: () => pauseVideos(document) }));
  useEffect(() => {
    model.show(args.start);
    return () => model.dispose();
  }, [model, args.start]);
  return (
    <div style={{ maxWidth: 600 }}>
      <ProductGalleryView model={model} productName={props.productName} />
    </div>
  );
}

const meta = {
  title: 'product-gallery',
  render: (args) => <GalleryStory {...args} />,
  args: { images: 3, videos: 1, start: 0 },
} satisfies Meta<GalleryStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures and a video: 5 thumbnails fit, the first one current. */
export const PicturesAndVideo: Story = {};

/** At 375 px: 3 thumbnails in view, the slide as wide as the screen. */
export const PicturesAndVideoMobile = onPhone(PicturesAndVideo);

/** One picture: no thumbnails, no buttons (docs/islands/product-gallery.md). */
export const OnePicture: Story = { args: { images: 1, videos: 0 } };

/** One picture at 375 px. */
export const OnePictureMobile = onPhone(OnePicture);

/** Twelve pictures at the ninth: the strip scrolled to keep its thumbnail in view. */
export const TwelvePictures: Story = { args: { images: 12, videos: 0, start: 8 } };

/** Twelve pictures at 375 px, at the last one. */
export const TwelvePicturesMobile: Story = { args: { images: 12, videos: 0, start: 11 }, globals: PHONE };

/** A video slide reached: its player loaded behind «Смотреть видео: …». */
export const VideoSlide: Story = { args: { start: 3 } };

/** A video slide at 375 px: the 455 × 360 player scaled down. */
export const VideoSlideMobile = onPhone(VideoSlide);

/** Two videos: starting one pauses the other (docs/embedding.md#video). */
export const TwoVideos: Story = { args: { videos: 2, start: 4 } };
export const TwoVideosMobile = onPhone(TwoVideos);
