import { formatCount } from '../ui/plural';

const seconds = { one: 'секунду', few: 'секунды', many: 'секунд' } as const;

/** Russian texts of the login island (docs/islands/auth-form.md#texts). */
export const messages = {
  passwordTitle: 'Вход по паролю',
  login: 'E-mail или телефон',
  password: 'Пароль',
  captchaImage: 'Код для проверки (картинка)',
  captchaWord: 'Введите код с картинки',
  refreshCaptcha: 'Обновить картинку',
  refreshingCaptcha: 'Обновляем картинку…',
  /** Announced once the new picture is in: the typed code was for the old one and is cleared. */
  captchaRefreshed: 'Картинка обновлена, введите код с новой картинки.',
  /** docs/islands/auth-form.md: the old picture stays when the server gives no new one. */
  captchaNotRefreshed: 'Не удалось обновить картинку. Введите код с этой картинки или попробуйте ещё раз.',
  submit: 'Войти',
  smsTitle: 'Вход по коду из SMS',
  codeSentTo: 'Код отправлен на номер',
  code: 'Код из SMS',
  /** The browser's message for a code that is not 4 digits (ui/field-validity.ts). */
  codeFormat: 'Введите 4 цифры кода из SMS.',
  resend: 'Отправить код повторно',
  /** Under the resend button, as the server's fallback prints it. */
  resendHint: (interval: number) => `Не чаще раза в ${formatCount(interval, seconds)}.`,
  resending: 'Отправляем код…',
  /**
   * After «Отправить код повторно» on the button while it waits: the visible countdown, hidden from
   * screen readers (a name changing every second is read out every second by some).
   */
  resendIn: (left: number) => `через ${formatCount(left, seconds)}`,
  /** Announced when the countdown starts, after the server's success text. */
  resendWait: (left: number) => `Повторно отправить код можно через ${formatCount(left, seconds)}.`,
  /** Announced when the countdown ends. */
  resendReady: 'Можно отправить код повторно.',
  /** State 1 without a text of the server's own. */
  resendDone: 'Код отправлен повторно.',
  /** Another state without a text of the server's own. */
  resendRefused: 'Не удалось отправить код. Попробуйте позже.',
  logout: 'Выйти',
  loggingOut: 'Выходим…',
} as const;
