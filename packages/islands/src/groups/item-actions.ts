/**
 * The buy button and the compare toggle share every catalogue item and the product page: one
 * file for both compresses better than two and is one request. The registry imports this module
 * for either island and takes its export.
 */
export { default as buyButton } from '../buy-button/buy-button.island';
export { default as compareToggle } from '../compare-toggle/compare-toggle.island';
