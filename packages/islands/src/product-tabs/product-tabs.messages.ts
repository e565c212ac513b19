/** Russian texts of the product tabs (docs/islands/product-tabs.md). The tab titles come from the template. */
export const messages = {
  /** The tab strip's name for screen readers; the template's no-script list of sections has the same. */
  stripLabel: 'Информация о товаре',
} as const;
