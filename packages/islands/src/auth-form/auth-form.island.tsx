import { bindCalls, refreshCaptcha, resendAuthCode } from '@shop-islands/api';
import { defineIsland } from '../runtime/define-island';
import { keepFocusedField } from '../ui/keep-focused-field';
import { leavePage, shownAgain } from '../runtime/leave-page';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createAuthFormModel } from './auth-form.model';
import { parseAuthFormProps } from './auth-form.props';
import { filledValues } from './auth-form.filled';
import { AuthFormView } from './auth-form.view';

/**
 * `data-island="auth-form"`: the login page's password form with its captcha and the SMS code
 * form with its resend, or, signed in, the logout link (docs/islands/auth-form.md).
 */
export default keepFocusedField(
  defineIsland({
    parseProps: parseAuthFormProps,
    model: (props, { element }) => {
      const { store, apiDeps } = getPageRuntime();
      const api = bindCalls(apiDeps, { refreshCaptcha, resendAuthCode });
      return createAuthFormModel({
        props,
        api,
        store,
        clock: { ...realClock, now: () => performance.now() },
        announce: (message) => announce(message),
        navigate: (url) => leavePage(element, url),
        shownAgain: () => shownAgain(element),
      });
    },
    view: (model, props, { fallback, events }) => (
      <AuthFormView model={model} props={props} sessid={getPageRuntime().config.sessid} filled={filledValues(fallback, events)} />
    ),
  }),
);
