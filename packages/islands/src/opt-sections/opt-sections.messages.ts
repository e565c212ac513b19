/** Russian texts of the wholesale section navigation. */
export const messages = {
  navLabel: 'Разделы каталога',
  selectLabel: 'Перейти к разделу',
  selectPlaceholder: 'Выберите раздел',
} as const;
