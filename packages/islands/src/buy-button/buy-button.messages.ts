/** Russian texts of the buy button. */
export const messages = {
  /** Catalogue item (docs/islands/buy-button.md): not in the basket yet. */
  addCatalog: 'В корзину',
  /** Product page (docs/islands/buy-button.md): the "add" state. */
  addProduct: 'Добавить в корзину',
  /** Both variants once the product is in the basket ("already"). */
  inBasket: 'В корзине',
  /** Read after «В корзине»: what a click does now (docs/islands/buy-button.md: it goes to the basket page). */
  goToBasket: 'перейти в корзину',
  /** Read while the spinner turns. */
  adding: 'добавляем…',
  /** Announced through the shared live region after a successful add. */
  added: 'Товар добавлен в корзину',
  /** The server answered without a basket row and without a reason (RESULT_ID 0). */
  refused: 'Не удалось добавить товар в корзину. Попробуйте ещё раз.',
} as const;
