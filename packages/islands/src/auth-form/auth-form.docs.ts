import type { IslandReference } from '../reference.types';
import { messages } from './auth-form.messages';
import { propsCheck } from './auth-form.props';
import { COUNTDOWN_STEP_MS, RESEND_INTERVAL_SEC } from './auth-form.rules';

/** What docs/islands/auth-form.md takes from the code (`npm run docs`). */
export const reference: IslandReference = {
  checks: [propsCheck],
  props: {
    captchaSid: 'The captcha printed with the page: sent back as `captcha_sid`. Required unless `logoutUrl` is given.',
    captchaImage: 'The address of its picture. Required unless `logoutUrl` is given.',
    contactId: 'The contact the SMS code went to (`contactID` of the code form and of the resend); without it the SMS part is left out.',
    phone: 'The number the code went to, as the server masks it («+7 (916) ***-**-17»); shown as text.',
    resendIntervalSec: 'Seconds the shopper waits after a resend before the next one.',
    resendWaitSec: 'Seconds before the first resend, when the page was printed right after the code was sent; 0 = at once.',
    loginAction: 'Where the password form posts.',
    codeAction: 'Where the SMS code form posts.',
    logoutUrl: 'Signed in: the logout link. The island then shows only «Выйти» and ignores the other props.',
  },
  rules: [
    { name: 'RESEND_INTERVAL_SEC', value: RESEND_INTERVAL_SEC, meaning: 'The wait between resends when the template gives no `resendIntervalSec`.' },
    { name: 'COUNTDOWN_STEP_MS', value: COUNTDOWN_STEP_MS, meaning: 'The countdown goes down by one second at this pace, on the clock the tests control.' },
    { name: 'refresh_captcha.php', value: 'state 1', meaning: 'Only `state` 1 with a sid and a picture replaces the captcha; anything else keeps the old one and says so.' },
    { name: 'resend_auth_code.php', value: 'state 1', meaning: '`state` 1 shows `success_msg` and hides the error block, then starts the countdown; any other state shows `error_msg` in the error block.' },
    { name: 'announcements', value: 'start, end', meaning: 'The countdown is announced politely when it starts and when it ends, not every second.' },
  ],
  messages,
};
