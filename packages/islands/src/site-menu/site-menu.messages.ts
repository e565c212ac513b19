/** Russian texts of the site menu island. */
export const messages = {
  label: 'Главное меню',
} as const;
