/** reloadCaptcha with its path and answer check, in a module of its own so it goes only where it is called. */
import { CheckError, text, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getText } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const reloadCaptchaPath = '/local/ajax/reload_captcha.php';

const CAPTCHA_SID = /^[0-9a-z]+$/i;

/** reload_captcha.php: the new captcha sid, trimmed (Bitrix's sids are 32 hex digits). */
export const captchaSid: Check<string> = (value, path) => {
  const sid = text(value, path).trim();
  if (!CAPTCHA_SID.test(sid)) throw new CheckError(path, 'a captcha sid (letters and digits)', value);
  return sid;
};

/** reload_captcha.php — `Api.reloadCaptcha`. */
export function reloadCaptcha(deps: ApiDeps, options?: CallOptions): Promise<string> {
  return getText(deps, pathUrl(deps, 'reloadCaptcha', reloadCaptchaPath), {}, captchaSid, options);
}
