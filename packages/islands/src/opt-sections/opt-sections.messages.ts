/** Russian texts of the wholesale section navigation. */
export const messages = {
  navLabel: 'Разделы каталога',
  selectLabel: 'Перейти к разделу',
  selectPlaceholder: 'Выберите раздел',
  /** docs/islands/opt-sections.md#errors: a section chosen whose heading the catalogue filter has taken off the list. */
  noItems: (section: string) => `В разделе «${section}» нет товаров по выбранному фильтру`,
} as const;
