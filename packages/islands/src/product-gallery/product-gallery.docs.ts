import type { IslandReference } from '../reference.types';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from '../ui/video-playback';
import { messages } from './product-gallery.messages';
import { propsCheck } from './product-gallery.props';
import { MEDIUM_BELOW_PX, NARROW_BELOW_PX, THUMBS_MEDIUM, THUMBS_NARROW, THUMBS_WIDE } from './product-gallery.rules';

/** What docs/islands/product-gallery.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    productName: 'The product name: names the gallery for screen readers and the pictures left without `alt`.',
    images: 'The pictures, in order; at least one.',
    'images[].src': 'The picture\'s address (also its thumbnail).',
    'images[].alt': 'What the picture shows; blank: the product name and the picture\'s number.',
    videos: 'The videos, shown after the pictures.',
    'videos[].title': 'The video\'s title: read with its play button and its thumbnail.',
    'videos[].src': 'The video file (WebM or MP4); fetched only once its slide is reached.',
    'videos[].poster': 'The picture shown until it plays, and its thumbnail; blank: the first picture.',
  },
  rules: [
    { name: 'THUMBS_WIDE', value: THUMBS_WIDE, meaning: 'Thumbnails in view on a wide window.' },
    { name: 'THUMBS_MEDIUM', value: THUMBS_MEDIUM, meaning: 'Thumbnails in view below `MEDIUM_BELOW_PX`.' },
    { name: 'MEDIUM_BELOW_PX', value: MEDIUM_BELOW_PX, meaning: 'Window width (CSS px) below which `THUMBS_MEDIUM` show.' },
    { name: 'THUMBS_NARROW', value: THUMBS_NARROW, meaning: 'Thumbnails in view below `NARROW_BELOW_PX`.' },
    { name: 'NARROW_BELOW_PX', value: NARROW_BELOW_PX, meaning: 'Window width (CSS px) below which `THUMBS_NARROW` show.' },
    { name: 'VIDEO_WIDTH × VIDEO_HEIGHT', value: `${VIDEO_WIDTH} × ${VIDEO_HEIGHT}`, meaning: 'The video player\'s box (docs/embedding.md#video), scaled down on narrower slides.' },
  ],
  messages,
};
