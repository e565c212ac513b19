/**
 * The product page's own islands (tabs, instalment, installation service) appear on no other page
 * and all start in its first view: one file compresses better than three and is one request
 * (docs/budgets.md). The gallery stays apart: it imports swiper statically, so that swiper is
 * fetched beside it only when a gallery is about to be seen; the video player loads with the first
 * video. The registry imports this module for any of the three.
 */
export { default as productTabs } from '../product-tabs/product-tabs.island';
export { default as instalment } from '../instalment/instalment.island';
export { default as installService } from '../install-service/install-service.island';
