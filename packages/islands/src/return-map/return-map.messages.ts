/** Russian texts of the return points map (docs/islands/return-map.md#texts). */
export const messages = {
  /** The map's name for assistive technology. */
  mapLabel: 'Карта пунктов возврата',
  loading: 'Загружаем карту…',
  /** Neither engine could draw the map, or the points did not come: the list still works. */
  failed: 'Карта не загрузилась. Пункты возврата — в списке.',
  listTitle: 'Пункты на карте',
  /** The list names the points in view, at most the limit. */
  listNote: (listed: number, total: number) =>
    total === 0 ? 'В этой части карты пунктов нет.' : listed < total ? `Показаны ${listed} из ${total} пунктов в этой части карты — приблизьте карту, чтобы увидеть остальные.` : `Пунктов в этой части карты: ${total}.`,
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
} as const;
