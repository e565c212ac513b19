import { formatNumberRu } from '../ui/digits';
import { formatCount, type PluralForms } from '../ui/plural';

// After «из» the count is in the genitive: «из 21 пункта», «из 22 пунктов», «из 50 пунктов».
const ofPoints: PluralForms = { one: 'пункта', few: 'пунктов', many: 'пунктов' };

/** Russian texts of the return points map (docs/islands/return-map.md#texts). */
export const messages = {
  /** The map's name for assistive technology. */
  mapLabel: 'Карта пунктов возврата',
  loading: 'Загружаем карту…',
  /** Neither engine could draw the map, or the points did not come: the list still works. */
  failed: 'Карта не загрузилась. Пункты возврата — в списке.',
  listTitle: 'Пункты на карте',
  /** The list's title when there is no map (neither engine could draw it). */
  listTitleNoMap: 'Пункты возврата',
  /** The list names the points in view, at most the limit. */
  listNote: (listed: number, total: number) =>
    total === 0
      ? 'В этой части карты пунктов нет.'
      : listed < total
        ? `Показаны ${formatNumberRu(listed)} из ${formatCount(total, ofPoints)} в этой части карты — приблизьте карту, чтобы увидеть остальные.`
        : `Пунктов в этой части карты: ${formatNumberRu(total)}.`,
  /** Without a map the list names every point, a part at a time («Показать ещё»). */
  listNoteNoMap: (listed: number, total: number) =>
    listed < total ? `Показаны ${formatNumberRu(listed)} из ${formatCount(total, ofPoints)}.` : `Пунктов: ${formatNumberRu(total)}.`,
  /** Without a map: names the next part of the list. */
  showMore: (count: number) => `Показать ещё ${formatNumberRu(count)}`,
  noPoints: 'Пунктов пока нет.',
  /** The list item's button that opens the point's popup on the map. */
  showOnMap: 'Показать на карте',
  hours: 'Часы работы: ',
  phone: 'Телефон: ',
  /** An image of the point, for its alt text. */
  photo: (name: string) => `Фото: ${name}`,
  /** A cluster marker's name: how many points it holds. */
  cluster: (count: number) => `Пунктов: ${count}. Приблизить`,
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  fullscreen: 'Во весь экран',
  exitFullscreen: 'Выйти из полноэкранного режима',
  locate: 'Показать моё местоположение',
  locateFailed: 'Не удалось определить ваше местоположение',
  closePopup: 'Закрыть',
  /** On a touch screen one finger scrolls the page over the map; said over the map when it tries. */
  twoFingers: 'Чтобы сдвинуть карту, коснитесь её двумя пальцами',
} as const;
