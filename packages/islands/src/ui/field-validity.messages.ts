/**
 * Russian words for the browser's own checks of a form's fields (ui/field-validity.ts): without
 * them the browser speaks its own language, an English or German one in the middle of a Russian form.
 */
export const fieldValidityMessages = {
  /** An empty required field. */
  missing: 'Заполните это поле.',
  /** A required list left at its empty choice. */
  missingChoice: 'Выберите вариант из списка.',
  /** A required checkbox left unticked. */
  missingTick: 'Отметьте этот флажок, чтобы продолжить.',
  /** An e-mail field holding something that is not one. */
  email: 'Введите адрес электронной почты, например name@mail.ru.',
  /** A field that does not match its pattern, when its form names no text of its own for it. */
  format: 'Введите данные в указанном формате.',
} as const;
