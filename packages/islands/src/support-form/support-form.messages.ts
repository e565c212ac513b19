/** Russian texts of the support form (docs/islands/support-form.md). Field labels match the page's fallback form. */
export const messages = {
  city: 'Город',
  cityPlaceholder: 'Выберите город',
  name: 'Как к вам обращаться',
  phone: 'Телефон',
  phoneHint: 'В формате +7 (999) 999-99-99 — перезвоним, если вопрос удобнее обсудить голосом.',
  email: 'E-mail',
  car: 'Автомобиль и установленное оборудование',
  carPlaceholder: 'Например, Kia Rio 2021, Стражъ A93',
  message: 'Вопрос',
  captchaImage: 'Код для проверки (картинка)',
  captchaWord: 'Введите код с картинки',
  captchaRefresh: 'Обновить картинку',
  captchaLoading: 'Загружаем новую картинку…',
  captchaFailed: 'Не удалось загрузить новую картинку. Нажмите «Обновить картинку».',
  required: '— обязательные поля',
  submit: 'Отправить',
  sending: 'Отправляем…',
  /** docs/islands/support-form.md#outcomes: the server accepted the message. */
  success: 'Спасибо! Вопрос отправлен, специалист ответит в течение рабочего дня.',
} as const;
