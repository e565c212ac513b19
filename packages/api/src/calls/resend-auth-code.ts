/** resendAuthCode with its path and answer check, in a module of its own so it goes only where it is called. */
import { optionalText } from '../answer-fields';
import { code, object, type Check } from '../check';
import { pathUrl } from '../endpoints';
import { getJson } from '../request';
import type { ApiDeps, CallOptions } from '../types';

export const resendAuthCodePath = '/local/components/slid/auth.form/resend_auth_code.php';

/** resend_auth_code.php: `state` 1 = sent (show `success_msg`), otherwise show `error_msg` (docs/embedding.md#server-calls). */
export interface AuthCodeResend {
  ok: boolean;
  state: number;
  success_msg: string;
  error_msg: string;
}

export const authCodeResend: Check<AuthCodeResend> = (value, path) => {
  const answer = object({ state: code, success_msg: optionalText, error_msg: optionalText })(value, path);
  return { ok: answer.state === 1, ...answer };
};

/** resend_auth_code.php?contactID=… — `Api.resendAuthCode`. */
export function resendAuthCode(deps: ApiDeps, contactID: string | number, options?: CallOptions): Promise<AuthCodeResend> {
  return getJson(deps, pathUrl(deps, 'resendAuthCode', resendAuthCodePath), { contactID }, authCodeResend, options);
}
