import { ApiError, apiErrorMessage, isApiError } from './errors';
import { apiErrorMessages } from './messages';
import type { ApiErrorKind } from './types';

describe('ApiError and the shopper’s message', () => {
  it('carries kind, url and status, and is an Error', () => {
    const error = new ApiError('http', 'POST /a.php: HTTP 502', { url: '/a.php', status: 502 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect([error.kind, error.url, error.status, error.message]).toEqual(['http', '/a.php', 502, 'POST /a.php: HTTP 502']);
    expect(new ApiError('timeout', 't', { url: '/a.php' }).status).toBeUndefined();
  });

  it('isApiError narrows by kind', () => {
    const aborted = new ApiError('aborted', 'a', { url: '' });
    expect(isApiError(aborted)).toBe(true);
    expect(isApiError(aborted, 'aborted')).toBe(true);
    expect(isApiError(aborted, 'timeout')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('gives Russian text for every kind, and a general one for other failures', () => {
    const texts: Record<string, string> = {
      timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
      network: 'Нет связи с сервером. Проверьте подключение к интернету.',
      http: 'Ошибка сервера. Попробуйте позже.',
      session: 'Сессия истекла. Обновите страницу.',
      malformed: 'Сервер прислал непонятный ответ. Попробуйте позже.',
    };
    for (const [kind, message] of Object.entries(texts)) {
      expect(apiErrorMessage(new ApiError(kind as ApiErrorKind, 'x', { url: '' }))).toBe(message);
    }
    const kinds = Object.keys(apiErrorMessages) as ApiErrorKind[];
    expect(kinds.sort()).toEqual(['aborted', 'config', 'http', 'malformed', 'network', 'session', 'timeout']);
    for (const kind of kinds) expect(apiErrorMessages[kind]).toMatch(/[А-Яа-яЁё]/);
    expect(apiErrorMessage(new TypeError('boom'))).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});
