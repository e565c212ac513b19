import { formatCount, pluralRu, type PluralForms } from '../ui/plural';

const goods: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };
// The verb agrees with the number: «Найден 21 товар», «Найдено 42 товара».
const foundVerb: PluralForms = { one: 'Найден', few: 'Найдено', many: 'Найдено' };

/** Russian texts of the catalogue list (docs/islands/catalog-list.md). */
export const messages = {
  /** Name of the list's region. */
  listLabel: 'Список товаров',
  /** The found-items counter: «Найдено 42 товара». */
  found: (count: number) => `${pluralRu(count, foundVerb)} ${formatCount(count, goods)}`,
  /** Announced after show-more. */
  shown: (shown: number, total: number) => `Показано товаров: ${shown} из ${total}`,
  nothingFound: 'По выбранным условиям товаров не найдено.',
  nothingFoundHint: 'Измените условия или сбросьте фильтр.',
  resetFilter: 'Сбросить фильтр',
  showMore: 'Показать ещё',
  loadingMore: 'Загрузка…',
  retry: 'Повторить',
  compare: 'Сравнить выбранные',
  compareCount: (count: number) => `Сравнить выбранные (${count})`,
  compareHint: 'Отметьте товары кнопкой «Сравнить» в карточках.',
  /** The server refused to add the products; its reason follows. */
  compareRefused: (reason: string) => `Не удалось добавить товары к сравнению: ${reason}`,
} as const;
