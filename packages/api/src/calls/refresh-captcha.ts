/** refreshCaptcha with its path and answer check, in a module of its own so it goes only where it is called. */
import { code, object, text, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const refreshCaptchaPath = '/local/components/slid/auth.form/refresh_captcha.php';

/** refresh_captcha.php: `state` 1 carries a new captcha in `desc`; otherwise `desc` is absent or an error text. */
export type CaptchaRefresh =
  | { ok: true; state: number; desc: { captchaSid: string; captchaImg: string } }
  | { ok: false; state: number; desc: null };

// Built when the module loads: marked pure so that a bundle without the call drops it.
const captchaDesc = /* @__PURE__ */ object({ captchaSid: text, captchaImg: text });

export const captchaRefresh: Check<CaptchaRefresh> = (value, path) => {
  const { state } = object({ state: code })(value, path);
  if (state !== 1) return { ok: false, state, desc: null };
  const { desc } = object({ desc: captchaDesc })(value, path);
  return { ok: true, state, desc };
};

/** refresh_captcha.php?sid=… — `Api.refreshCaptcha`. */
export function refreshCaptcha(deps: ApiDeps, sid: string, options?: CallOptions): Promise<CaptchaRefresh> {
  return getJson(deps, pathUrl(deps, 'refreshCaptcha', refreshCaptchaPath), { sid }, captchaRefresh, options);
}
