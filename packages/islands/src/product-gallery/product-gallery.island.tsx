import { defineIsland } from '../runtime/define-island';
import { announce } from '../ui/live-region';
import { pauseVideos } from '../ui/video-playback';
import { createProductGalleryModel, parseProductGalleryProps } from './product-gallery.model';
import { ProductGalleryView } from './product-gallery.view';

/** `data-island="product-gallery"`: the product page's pictures and videos (docs/islands/product-gallery.md). */
export default defineIsland({
  parseProps: parseProductGalleryProps,
  model: (props, { element }) =>
    createProductGalleryModel({ props, window, announce: (message) => announce(message), pauseVideos: () => pauseVideos(element) }),
  view: (model, props) => <ProductGalleryView model={model} productName={props.productName} />,
});
