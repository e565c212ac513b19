/** Fakes for the login island's tests and stories (only those import this module). */
import type { AuthCodeResend, CaptchaRefresh } from '@shop-islands/api';
import type { AuthFormProps } from './auth-form.props';

/** The login page's props as the example site prints them. */
export const loginProps: AuthFormProps = {
  captchaSid: 'a1',
  captchaImage: '/bitrix/tools/captcha.php?captcha_sid=a1',
  contactId: '100501',
  phone: '+7 (916) ***-**-17',
  resendIntervalSec: 60,
  resendWaitSec: 0,
  loginAction: '/login/?login=yes',
  codeAction: '/local/ajax/store/authByCode.php?sessid=demo',
  logoutUrl: '',
};

/** The signed-in face. */
export const accountProps: AuthFormProps = { ...loginProps, logoutUrl: '/login/?logout=yes&sessid=demo' };

export const newCaptcha: CaptchaRefresh = { ok: true, state: 1, desc: { captchaSid: 'b2', captchaImg: '/bitrix/tools/captcha.php?captcha_sid=b2' } };
export const noCaptcha: CaptchaRefresh = { ok: false, state: 0, desc: null };
export const codeSent: AuthCodeResend = { ok: true, state: 1, success_msg: 'Код отправлен повторно на номер +7 (916) ***-**-17', error_msg: '' };
export const codeRefused: AuthCodeResend = { ok: false, state: 0, success_msg: '', error_msg: 'Не удалось отправить SMS. Попробуйте позже или войдите по паролю.' };
