/** Russian texts of the comparison table (docs/islands/compare-table.md). */
export const messages = {
  /** The toggle's group label and its two choices, as the server's fallback words them. */
  showLabel: 'Показать:',
  showAll: 'все характеристики',
  showDifferences: 'только различия',
  /** The table caption: the count, and the view when only differences are shown. */
  caption: (count: number) => `Товаров в сравнении: ${count}`,
  captionDifferences: ', только различия',
  /** The head of the labels column. */
  characteristic: 'Характеристика',
  /** Shown instead of rows when the differences view has none. */
  noDifferences: 'Характеристики всех товаров совпадают.',
  scrollBack: 'Предыдущий товар',
  scrollForward: 'Следующий товар',
  addToBasket: 'В корзину',
  inBasket: 'В корзине',
  adding: 'добавляем в корзину',
  /** Read after «В корзину» / the remove icon, so the buttons of the columns are told apart. */
  remove: (name: string) => `Удалить из сравнения: ${name}`,
  removing: 'удаляем',
  /** A product that cannot be bought now, instead of the price and the button. */
  availability: {
    NOT_FOR_SALE: 'Нет в продаже',
    NO_AVAILABLE: 'Временно нет в наличии',
  },
  /** Spoken after a change of view or a removal. */
  shownAll: 'Показаны все характеристики',
  shownDifferences: 'Показаны только различия',
  removed: (name: string) => `«${name}» удалён из сравнения`,
  /** The server said no to a removal, without a reason of its own. */
  removeRefused: 'Не удалось удалить товар из сравнения',
  /** The server said no to an add, without a reason of its own. */
  addRefused: 'Не удалось добавить товар в корзину',
  /** The empty-list message, as the server's fallback words it; the link goes to the catalogue. */
  emptyTitle: 'Список сравнения пуст.',
  emptyBefore: 'Добавляйте товары кнопкой «Сравнить» в ',
  emptyLink: 'каталоге',
  emptyAfter: ' или на странице товара.',
} as const;
