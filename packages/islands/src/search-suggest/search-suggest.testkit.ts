/** Fakes for the search box's tests and stories (only they import this module). */
import { ApiError, type SearchSuggestion, type SearchSuggestions } from '@shop-islands/api';
import { deferred } from '../runtime/testkit';

/** One suggestion of each kind the server sends. */
export const SUGGESTIONS: readonly SearchSuggestion[] = [
  {
    name: 'Автосигнализация Стражъ A93 v2 2CAN+2LIN',
    img: '/images/products/101.svg',
    section: 'Автосигнализации',
    available: true,
    price: '15990',
    purchasing_option: '',
    url: '/catalog/signalizatsii/strazh-a93-v2-2can-2lin/',
  },
  {
    name: 'Автосигнализация AutoGuard X-1900 BT GSM',
    img: '/images/products/110.svg',
    section: 'Автосигнализации',
    available: false,
    price: '21990',
    purchasing_option: 'NO_AVAILABLE',
    url: '/catalog/signalizatsii/autoguard-x-1900-bt-gsm/',
  },
  {
    name: 'Сигнализация <b>Архив</b> 2019',
    img: '',
    section: 'Автосигнализации',
    available: false,
    price: '9990',
    purchasing_option: 'NOT_FOR_SALE',
    url: '/catalog/signalizatsii/arhiv-2019/',
  },
];

/** A searchSuggest call the test answers when it likes; aborting it rejects it as `aborted`, as the client does. */
export interface PendingSuggest {
  q: string;
  signal: AbortSignal | undefined;
  reply(suggestions: readonly SearchSuggestion[]): void;
  fail(error: unknown): void;
}

/** An api whose calls wait for the test: `calls` in the order sent. */
export function heldSuggestApi() {
  const calls: PendingSuggest[] = [];
  const api = {
    searchSuggest(q: string, options?: { signal?: AbortSignal }): Promise<SearchSuggestions> {
      const answer = deferred<SearchSuggestions>();
      options?.signal?.addEventListener('abort', () => answer.reject(new ApiError('aborted', 'aborted', { url: '' })));
      calls.push({ q, signal: options?.signal, reply: (suggestions) => answer.resolve({ suggestions: [...suggestions] }), fail: answer.reject });
      return answer.promise;
    },
  };
  return { api, calls };
}

/** An api that answers at once from `found` (query → suggestions; anything else finds nothing). */
export function answeringSuggestApi(found: Record<string, readonly SearchSuggestion[]>) {
  const sent: string[] = [];
  const api = {
    searchSuggest(q: string): Promise<SearchSuggestions> {
      sent.push(q);
      return Promise.resolve({ suggestions: [...(found[q] ?? [])] });
    },
  };
  return { api, sent };
}
