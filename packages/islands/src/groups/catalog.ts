/**
 * The catalogue's filter and list are always on the same page: one file for both compresses
 * better than two and is one request. The registry imports this module for either island.
 */
export { default as catalogFilter } from '../catalog-filter/catalog-filter.island';
export { default as catalogList } from '../catalog-list/catalog-list.island';
