/** Russian texts of the car wizard (docs/islands/car-wizard.md). */
export const messages = {
  brand: 'Марка',
  brandPlaceholder: 'Выберите марку',
  model: 'Модель',
  modelPlaceholder: 'Выберите модель',
  /** docs/islands/car-wizard.md#loading: the model select's text and the announcement while the list loads. */
  loading: 'Загрузка моделей…',
  /** Announced when the list arrives. */
  loaded: (brand: string, count: number) => `Модели ${brand} загружены: ${count}`,
  failed: 'Не удалось загрузить модели.',
  retry: 'Повторить',
  empty: 'Для этой марки моделей нет',
  submit: 'Подобрать',
} as const;
