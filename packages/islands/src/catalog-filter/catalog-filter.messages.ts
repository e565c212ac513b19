/** Russian texts of the catalogue filter (docs/islands/catalog-filter.md). */
export const messages = {
  title: 'Подбор товаров',
  helpButton: 'Как работает фильтр',
  sortLabel: 'Сортировка',
  /** docs/embedding.md#constants sort values: 1 price ascending, 2 price descending, otherwise the default order. */
  sortOptions: [
    { value: 'SORT', label: 'По умолчанию' },
    { value: '1', label: 'Сначала дешевле' },
    { value: '2', label: 'Сначала дороже' },
  ],
  purposesLegend: 'Назначение',
  featuresLegend: 'Функции',
  priceLegend: 'Цена, ₽',
  /** Visible label words of the price inputs, after the hidden «Цена». */
  priceFrom: 'от',
  priceTo: 'до',
  priceWord: 'Цена',
  sliderFrom: 'Минимальная цена',
  sliderTo: 'Максимальная цена',
  valueFrom: (price: string) => `от ${price}`,
  valueTo: (price: string) => `до ${price}`,
  showExtra: 'Показать другие фильтры',
  hideExtra: 'Скрыть другие фильтры',
  reset: 'Сбросить',
  kaskoHelpButton: 'Подробнее о скидке на КАСКО',
} as const;
