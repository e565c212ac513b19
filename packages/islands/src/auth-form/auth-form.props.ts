import { count, object, optional, text } from '@shop-islands/api';
import { checkProps, positiveCount, reject } from '../runtime/check-props';
import { RESEND_INTERVAL_SEC } from './auth-form.rules';

/** Props from the template (docs/islands/auth-form.md#props). */
export interface AuthFormProps {
  /** The captcha printed with the page. */
  captchaSid: string;
  captchaImage: string;
  /** The contact the SMS code went to; '' = no SMS step. */
  contactId: string;
  /** The number the code went to, masked as the server prints it. */
  phone: string;
  resendIntervalSec: number;
  /**
   * Seconds before the first resend is allowed (the code was sent just now); 0 = at once. Counted
   * from when the page was asked for (its navigation), not from when the island mounts.
   */
  resendWaitSec: number;
  /** Where the password form posts (with `sessid`, `USER_LOGIN`, `USER_PASSWORD`, `captcha_sid`, `captcha_word`). */
  loginAction: string;
  /** Where the SMS code form posts (with `contactID`, `code`). */
  codeAction: string;
  /** Signed in: the logout link the island shows instead of the forms. */
  logoutUrl: string;
}

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  captchaSid: optional(text, ''),
  captchaImage: optional(text, ''),
  contactId: optional(text, ''),
  phone: optional(text, ''),
  resendIntervalSec: optional(positiveCount, RESEND_INTERVAL_SEC),
  resendWaitSec: optional(count, 0),
  loginAction: optional(text, '?login=yes'),
  codeAction: optional(text, '?login=yes'),
  logoutUrl: optional(text, ''),
});

/** Which of its two faces the island shows. */
export const isSignedIn = (props: AuthFormProps): boolean => props.logoutUrl.trim() !== '';

/**
 * Checks the template's props: a signed-in page gives `logoutUrl`; otherwise the login forms need
 * the captcha. Throws a `TypeError` naming the bad field.
 */
export function parseAuthFormProps(raw: unknown): AuthFormProps {
  return checkProps((value, path) => {
    const props = propsCheck(value, path);
    if (isSignedIn(props)) return props;
    if (!props.captchaSid.trim()) reject(`${path}.captchaSid`, 'non-empty text (or logoutUrl when signed in)', props.captchaSid);
    if (!props.captchaImage.trim()) reject(`${path}.captchaImage`, 'non-empty text (or logoutUrl when signed in)', props.captchaImage);
    return props;
  }, raw);
}
