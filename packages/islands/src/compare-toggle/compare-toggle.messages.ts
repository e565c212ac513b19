/** Russian texts of the compare toggle. */
export const messages = {
  /** Catalogue item: not in the compare list yet. */
  addCatalog: 'Сравнить',
  /** Product page (docs/islands/compare-toggle.md). */
  addProduct: 'Добавить к сравнению',
  /** Both variants once the product is in the compare list. */
  active: 'В сравнении',
  /** Read while the request runs. */
  busy: 'подождите…',
  /** The popover of an active toggle (docs/islands/compare-toggle.md: it can offer removal). */
  popoverLabel: 'Товар в сравнении',
  remove: 'Удалить из сравнения',
  removing: 'Удаляем…',
  /** docs/embedding.md#routes: the comparison page. */
  goToCompare: 'Перейти к сравнению',
  /** Announced through the shared live region. */
  added: 'Товар добавлен к сравнению',
  removed: 'Товар удалён из сравнения',
  /** The `similar` variant (docs/islands/compare-toggle.md): adds the section's items and opens the comparison page. */
  similar: 'Сравнить похожие',
  /** Announced as the comparison page opens. */
  similarAdded: 'Похожие товары добавлены к сравнению',
  /** The server refused without saying why. */
  addRefused: 'Не удалось добавить товар к сравнению. Попробуйте ещё раз.',
  removeRefused: 'Не удалось удалить товар из сравнения. Попробуйте ещё раз.',
} as const;
