/** Russian texts of the wholesale quantity island. */
export const messages = {
  label: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  lineLabel: 'Сумма',
  saving: 'Сохраняем…',
  /** docs/islands/opt-quantity.md: the basket's wording for a value above the stock. */
  maximum: (max: number) => `Максимально возможное значение ${max}`,
  /** The server answered `result` ≠ 1 (change_quantity.php, docs/embedding.md#server-calls). */
  notSaved: 'Количество не сохранено. Попробуйте ещё раз.',
  /** A failed call: the context, then `apiErrorMessage` (timeout, network, server error …). */
  notSavedBecause: (reason: string) => `Количество не сохранено. ${reason}`,
  /** A volume price the server gave for this quantity (itemPrices), below the base wholesale price. */
  unitPrice: (price: string) => `${price} за шт. со скидкой`,
  /** Polite announcements after the server confirmed a change. */
  saved: (quantity: number, linePrice: string) => `В корзине ${quantity} шт. на сумму ${linePrice}`,
  removed: 'Товар убран из корзины',
} as const;
