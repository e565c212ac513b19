import { pluralRu } from '../ui/plural';

const items = { one: 'товар', few: 'товара', many: 'товаров' } as const;
/** A server's reason may come without a full stop; several of them are read out one after another. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Russian texts of the basket island (docs/islands/basket.md#texts). */
export const messages = {
  caption: 'Товары в корзине',
  product: 'Товар',
  price: 'Цена',
  quantity: 'Количество',
  sum: 'Сумма',
  removal: 'Удаление',
  /** The field's label: unique per line. */
  quantityOf: (name: string) => `Количество: ${name}`,
  decrease: (name: string) => `Уменьшить количество: ${name}`,
  increase: (name: string) => `Увеличить количество: ${name}`,
  remove: 'Удалить',
  removeOf: (name: string) => `Удалить: ${name}`,
  clear: 'Очистить корзину',
  checkout: 'Оформить заказ',
  total: 'Итого:',
  saving: 'Сохраняем…',
  /** docs/islands/basket.md: the two limits of the quantity field, in the shop's own wording. */
  minimum: 'Минимальное значение должно быть равно 1',
  maximum: (max: number) => `Максимально возможное значение ${max}`,
  /** A failed change: the context, then why (`apiErrorMessage`: timeout, network, server error …). */
  notSaved: (reason: string) => `Количество не изменено. ${reason}`,
  notRemoved: (reason: string) => `Товар не удалён. ${reason}`,
  notCleared: (reason: string) => `Корзина не очищена. ${reason}`,
  /** The server answered STATE = N without a reason of its own. */
  refused: 'Сервер отказал.',
  notRestored: (reason: string) => `Не удалось вернуть товар. ${reason}`,
  /** The same when undo brought back several products: which one stayed out. */
  notRestoredOf: (name: string, reason: string) => `Не удалось вернуть товар «${name}». ${sentence(reason)}`,
  /** Undo put the product back, but its old quantity could not be set: the line shows 1, as the server has it. */
  quantityNotRestored: (reason: string) => `Товар возвращён, но прежнее количество не восстановлено. ${reason}`,
  /** The undo bar, shown for a few seconds after a removal or clearing. */
  removed: (name: string) => `Товар «${name}» удалён из корзины.`,
  cleared: 'Корзина очищена.',
  undo: 'Вернуть',
  restored: 'Товары возвращены в корзину.',
  empty: 'Ваша корзина пуста',
  /** docs/islands/basket.md#events: the basket changed in another tab or by another island here. */
  changedElsewhere: 'Корзина изменилась в другой вкладке или на этой странице, итог может быть неточным.',
  /** The same with no lines (and no total) shown: a product bought below an empty basket, say. */
  changedElsewhereEmpty: 'Корзина изменилась в другой вкладке или на этой странице.',
  reload: 'Обновить страницу',
  /** Polite announcement after every confirmed change: the count and the server's total. */
  summary: (count: number, total: string) => `В корзине ${count} ${pluralRu(count, items)} на сумму ${total}`,
} as const;
