import { formatCount, pluralRu, type PluralForms } from '../ui/plural';

const goods: PluralForms = { one: 'товар', few: 'товара', many: 'товаров' };
// The verb agrees with the number: «Найден 1 товар», «Найдено 3 товара».
const foundVerb: PluralForms = { one: 'Найден', few: 'Найдено', many: 'Найдено' };

/** Russian texts of the search box (docs/islands/search-suggest.md). */
export const messages = {
  /** The field's name, and the search form's. */
  inputLabel: 'Поиск по каталогу',
  placeholder: 'Сигнализация, трекер, модель автомобиля',
  submit: 'Найти',
  /** The suggestion list's name. */
  listLabel: 'Подсказки поиска',
  loading: 'Ищем…',
  nothingFound: 'Ничего не найдено',
  /** After the failure text: asks again for the same text. */
  retry: 'Повторить',
  /** Announced and shown above the list: «Найдено 3 товара». */
  found: (count: number) => `${pluralRu(count, foundVerb)} ${formatCount(count, goods)}`,
  /** docs/islands/search-suggest.md: the query was asked again in the other keyboard layout. */
  converted: (query: string) => `Показаны результаты по запросу «${query}»`,
  /** The availability line of a suggestion (docs/embedding.md#server-calls). */
  availability: {
    available: 'В наличии',
    'not-for-sale': 'Нет в продаже',
    'no-available': 'Временно нет в наличии',
    unavailable: 'Нет в наличии',
  },
} as const;
