/** Login form and captcha: refresh_captcha, resend_auth_code, reload_captcha, the captcha picture. */
import { authData, captchas } from '../data';
import { DEMO_EXTRA_PATHS, FIXED_PATHS, captchaImageUrl } from '../endpoints';
import { str } from '../form';
import type { SessionState } from '../state';
import { captchaSvg } from '../svg';
import type { CaptchaEntry } from '../types';
import { jsonResponse, textResponse, type RouteDef } from './common';

/** The next captcha of the session, never the one the client has now. */
export function nextCaptcha(session: SessionState, current = ''): CaptchaEntry {
  let entry = captchas[session.captchaIndex % captchas.length] as CaptchaEntry;
  session.captchaIndex++;
  if (entry.sid === current) {
    entry = captchas[session.captchaIndex % captchas.length] as CaptchaEntry;
    session.captchaIndex++;
  }
  return entry;
}

export function findCaptcha(sid: string): CaptchaEntry | undefined {
  return captchas.find((entry) => entry.sid === sid);
}

export const authRoutes: RouteDef[] = [
  {
    key: 'refreshCaptcha',
    path: FIXED_PATHS.refreshCaptcha,
    method: 'get',
    answer: 'json',
    sessid: 'optional',
    handle({ p, session }) {
      const entry = nextCaptcha(session, str(p.sid));
      return jsonResponse({ state: 1, desc: { captchaSid: entry.sid, captchaImg: captchaImageUrl(entry.sid) } });
    },
  },
  {
    key: 'resendAuthCode',
    path: FIXED_PATHS.resendAuthCode,
    method: 'get',
    answer: 'json',
    sessid: 'optional',
    handle({ p, session, state }) {
      const contactId = str(p.contactID);
      const contact = authData.contacts.find((item) => item.contactId === contactId);
      const fail = (message: string) => jsonResponse({ state: 0, success_msg: '', error_msg: message });
      if (!contact) return fail('Не удалось найти номер телефона. Запросите код заново.');
      if (contact.blocked) return fail('Не удалось отправить SMS. Попробуйте позже или войдите по паролю.');
      const now = state.now();
      const last = session.codeSentAt.get(contactId);
      const waitSec = last === undefined ? 0 : Math.ceil((last + authData.resendIntervalSec * 1000 - now) / 1000);
      if (waitSec > 0) return fail(`Повторно запросить код можно через ${waitSec} сек.`);
      session.codeSentAt.set(contactId, now);
      return jsonResponse({ state: 1, success_msg: `Код отправлен повторно на номер ${contact.phone}`, error_msg: '' });
    },
  },
  {
    key: 'reloadCaptcha',
    path: FIXED_PATHS.reloadCaptcha,
    method: 'get',
    answer: 'text',
    sessid: 'optional',
    handle({ session }) {
      // A new captcha, never the one the page shows now (the session's current one, as the support page prints it).
      const shown = captchas[session.captchaIndex % captchas.length]?.sid;
      return textResponse(nextCaptcha(session, shown).sid);
    },
  },
  {
    key: 'captchaImage',
    path: DEMO_EXTRA_PATHS.captchaImage,
    method: 'get',
    answer: 'svg',
    sessid: 'none',
    handle({ p }) {
      const entry = findCaptcha(str(p.captcha_sid));
      if (!entry) return textResponse('<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60"/>', 'svg', 404);
      return textResponse(captchaSvg(entry.sid, entry.code), 'svg');
    },
  },
];
