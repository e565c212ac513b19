import type { HydrateStrategy, IslandModule, IslandRegistry, IslandRegistryEntry } from '@shop-islands/loader';
import { prepaintBuyButton } from './buy-button/buy-button.prepaint';
import { prepaintCompareToggle } from './compare-toggle/compare-toggle.prepaint';
import type { IslandName } from './registry';

// Each chunk's props type differs; the loader hands every module the props it parsed itself.
type Chunk = Promise<unknown>;

// Each shipped island's default moment (as in registry.ts, which lists every name of the contract;
// registry.test.ts checks both agree) and its literal import, so a bundler (the drop-in build's or
// a site's own) splits one chunk per island, or per group of islands that always share a page
// (groups/). Only shipped names are here: this list travels in core.js on every page.
export const islandChunks: Partial<Record<IslandName, [HydrateStrategy, () => Chunk]>> = {
  'search-suggest': ['interaction', () => import('./search-suggest/search-suggest.island').then((chunk) => chunk.default)],
  'mobile-search': ['interaction', () => import('./mobile-search/mobile-search.island').then((chunk) => chunk.default)],
  'site-menu': ['idle', () => import('./site-menu/site-menu.island').then((chunk) => chunk.default)],
  'side-panel': ['idle', () => import('./side-panel/side-panel.island').then((chunk) => chunk.default)],
  'catalog-filter': ['idle', () => import('./groups/catalog').then((chunk) => chunk.catalogFilter)],
  'catalog-list': ['idle', () => import('./groups/catalog').then((chunk) => chunk.catalogList)],
  'product-tabs': ['idle', () => import('./groups/product').then((chunk) => chunk.productTabs)],
  'city-picker': ['interaction', () => import('./city-picker/city-picker.island').then((chunk) => chunk.default)],
  preorder: ['interaction', () => import('./preorder/preorder.island').then((chunk) => chunk.default)],
  'opt-quantity': ['interaction', () => import('./opt-quantity/opt-quantity.island').then((chunk) => chunk.default)],
  'payment-panels': ['idle', () => import('./payment-panels/payment-panels.island').then((chunk) => chunk.default)],
  'opt-sections': ['idle', () => import('./opt-sections/opt-sections.island').then((chunk) => chunk.default)],
  'compare-toggle': ['interaction', () => import('./groups/item-actions').then((chunk) => chunk.compareToggle)],
  'buy-button': ['interaction', () => import('./groups/item-actions').then((chunk) => chunk.buyButton)],
  'install-service': ['visible', () => import('./groups/product').then((chunk) => chunk.installService)],
  instalment: ['visible', () => import('./groups/product').then((chunk) => chunk.instalment)],
  'product-gallery': ['visible', () => import('./product-gallery/product-gallery.island').then((chunk) => chunk.default)],
  basket: ['idle', () => import('./basket/basket.island').then((chunk) => chunk.default)],
  carousel: ['visible', () => import('./carousel/carousel.island').then((chunk) => chunk.default)],
  'support-form': ['interaction', () => import('./support-form/support-form.island').then((chunk) => chunk.default)],
  'car-wizard': ['interaction', () => import('./car-wizard/car-wizard.island').then((chunk) => chunk.default)],
  'compare-table': ['visible', () => import('./compare-table/compare-table.island').then((chunk) => chunk.default)],
  'auth-form': ['interaction', () => import('./auth-form/auth-form.island').then((chunk) => chunk.default)],
  'return-map': ['visible', () => import('./return-map/return-map.island').then((chunk) => chunk.default)],
};

/**
 * The wholesale quantity's prepaint, in a chunk of its own that the first field asks for: only the
 * wholesale page has these fields, so every other page's core.js does not carry it
 * (docs/islands/opt-quantity.md#when-it-loads). The printed quantity shows until it arrives, a
 * moment after the page starts.
 */
export const prepaintOptQuantityLater: NonNullable<IslandRegistryEntry['prepaint']> = (element, raw) => {
  let undo: (() => void) | void;
  let undone = false;
  // The printed quantity, told apart from one the shopper types before the chunk comes.
  const printed = element.querySelector('input')?.value;
  void import('./opt-quantity/opt-quantity.prepaint').then((chunk) => {
    if (!undone) undo = chunk.prepaintOptQuantity(element, raw, printed);
  });
  return () => {
    undone = true;
    undo?.();
  };
};

/** Islands whose look depends on the shopper's store: their fallback shows it before hydration. */
const prepaints: Partial<Record<IslandName, IslandRegistryEntry['prepaint']>> = {
  'buy-button': prepaintBuyButton,
  'compare-toggle': prepaintCompareToggle,
  'opt-quantity': prepaintOptQuantityLater,
};

/**
 * The registry of the shipped islands: `createLoader({ registry: createIslandRegistry(), … })`.
 * `css` gives each island's stylesheet address where the bundler does not handle them (the
 * drop-in build); a site's own bundler handles the stylesheets each island imports.
 */
export function createIslandRegistry(css: Partial<Record<string, string>> = {}): IslandRegistry {
  const registry: IslandRegistry = {};
  for (const [name, [hydrate, load]] of Object.entries(islandChunks) as [IslandName, [HydrateStrategy, () => Chunk]][]) {
    registry[name] = {
      hydrate,
      load: load as () => Promise<IslandModule>,
      css: css[name],
      prepaint: prepaints[name],
    };
  }
  return registry;
}
