/** Russian texts of the mobile search island. */
export const messages = {
  toggleOpen: 'Открыть поиск',
  toggleClose: 'Закрыть поиск',
  inputLabel: 'Поиск по каталогу',
  placeholder: 'Поиск по каталогу',
  submit: 'Найти',
} as const;
