/** The technical-expert support form: answers text, empty = accepted, else the error in Russian. */
import { FIXED_PATHS } from '../endpoints';
import { str, type ParamMap } from '../form';
import { findCaptcha } from './auth';
import { textResponse, type RouteDef } from './common';

export const SUPPORT_ERRORS = {
  captcha: 'Неверно введён код с картинки',
  phoneMissing: 'Укажите номер телефона',
  phone: 'Неверный формат телефона. Укажите номер в формате +7 (999) 999-99-99',
  city: 'Выберите город',
} as const;

/** `+7 (916) 123-45-67`, or 11 digits starting with 7 or 8. */
function validPhone(phone: string): boolean {
  if (/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/.test(phone)) return true;
  const digits = phone.replace(/[\s()+-]/g, '');
  return /^[78]\d{10}$/.test(digits);
}

/** First problem of the form, or '' when it is accepted. */
export function checkSupportForm(form: ParamMap): string {
  const captcha = findCaptcha(str(form.captcha_sid));
  if (!captcha || str(form.captcha_word).toUpperCase() !== captcha.code) return SUPPORT_ERRORS.captcha;
  const phone = str(form.phone) || str(form.PHONE);
  if (!phone) return SUPPORT_ERRORS.phoneMissing;
  if (!validPhone(phone)) return SUPPORT_ERRORS.phone;
  if (!(str(form.city) || str(form.CITY))) return SUPPORT_ERRORS.city;
  return '';
}

export const supportRoutes: RouteDef[] = [
  {
    key: 'supportForm',
    path: FIXED_PATHS.supportForm,
    method: 'post',
    answer: 'text',
    sessid: 'required',
    handle({ params, session }) {
      const error = checkSupportForm(params.body);
      if (error) return textResponse(error);
      const record: Record<string, string> = {};
      for (const [key, value] of Object.entries(params.body)) if (typeof value === 'string') record[key] = value;
      session.supportRequests.push(record);
      return textResponse('');
    },
  },
];
