/** Russian texts of the side panel island. */
export const messages = {
  toggle: 'Меню',
  title: 'Меню',
  close: 'Закрыть меню',
  navLabel: 'Меню сайта',
  city: 'Ваш город:',
} as const;
