/** Russian texts of the installation-service block. */
export const messages = {
  /** Shown (and announced) when the block could not be loaded, before the reason. */
  failed: 'Не удалось загрузить условия установки.',
  /** The reason when the answer came but was not a block. */
  malformed: 'Сервер вернул неполный ответ.',
  retry: 'Повторить',
  /** On the retry button and announced while the block loads again. */
  retrying: 'Загружаем…',
  /** Announced once the block is in. */
  loaded: 'Условия установки загружены',
  /** The disclosure's button over the loaded block: the fallback link's words, so nothing reads differently. */
  toggle: 'Установка в сервисном центре: стоимость и сроки',
  /** The block's region, for screen readers. */
  label: 'Установка в сервисном центре',
} as const;
