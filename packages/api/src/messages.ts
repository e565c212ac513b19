import type { ApiErrorKind } from './types';

/** What the shopper reads when a call fails, one text per kind of failure (the server gives none, docs/embedding.md#network). */
export const apiErrorMessages: Readonly<Record<ApiErrorKind, string>> = {
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  network: 'Нет связи с сервером. Проверьте подключение к интернету.',
  http: 'Ошибка сервера. Попробуйте позже.',
  session: 'Сессия истекла. Обновите страницу.',
  malformed: 'Сервер прислал непонятный ответ. Попробуйте позже.',
  aborted: 'Запрос отменён.',
  config: 'Сайт настроен с ошибкой. Пожалуйста, сообщите нам о ней.',
};

/** For a failure that did not come from this client (a bug in an island, say). */
export const unknownErrorMessage = 'Что-то пошло не так. Попробуйте ещё раз.';
