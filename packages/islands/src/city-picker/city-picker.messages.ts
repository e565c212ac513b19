/** Russian texts of the city picker. */
export const messages = {
  /** Before the city's name in the header. */
  yourCity: 'Ваш город:',
  /** Read after the city's name on the header button: what it does. */
  change: 'сменить город',
  /** The first-visit popover's question. */
  question: (cityName: string) => `Ваш город — ${cityName}?`,
  /** Its accessible name. */
  questionLabel: 'Проверьте ваш город',
  yes: 'Да',
  no: 'Нет, выбрать другой',
  /** The modal's heading and accessible name. */
  title: 'Выберите город',
  inputLabel: 'Название города',
  placeholder: 'Например, Екатеринбург',
  close: 'Закрыть',
  /** Under the field until 2 characters are typed (docs/islands/city-picker.md). */
  hint: 'Введите хотя бы 2 буквы названия',
  loading: 'Ищем города…',
  nothing: 'Такой город не найден. Проверьте название.',
  /** Followed by the reason (the shared text for the kind of failure). */
  error: 'Не удалось загрузить список городов.',
  retry: 'Повторить',
  /** Announced when the list changes. */
  found: (count: number) => `Найдено городов: ${count}.`,
  /** After `found`, for screen readers only: a phone's screen has no arrow keys to show it to. */
  keysHint: 'Выберите стрелками и нажмите Enter.',
  /** Announced when «Да» has saved the city and the question closes. */
  confirmed: (cityName: string) => `Город ${cityName} сохранён.`,
  /** Announced when a chosen city could not be saved and the modal is back for another choice. */
  notSaved: 'Город не сохранён. Попробуйте ещё раз.',
  /** Read while the page reloads for the chosen city. */
  saving: (cityName: string) => `Выбран город ${cityName}. Страница обновляется…`,
} as const;
