import { bindCalls, refreshCaptcha, resendAuthCode } from '@shop-islands/api';
import { defineIsland, findInFallback } from '../runtime/define-island';
import { getPageRuntime } from '../runtime/page';
import { realClock } from '../ui/clock';
import { announce } from '../ui/live-region';
import { createAuthFormModel } from './auth-form.model';
import { parseAuthFormProps } from './auth-form.props';
import { AuthFormView, FIELD_NAMES, type FieldValues } from './auth-form.view';

/**
 * docs/islands/auth-form.md#markup-to-copy: what the browser or a password manager filled into the
 * fallback's fields before the island loaded is kept. A field the shopper typed into while it
 * loaded is left to the loader's replay, which types those keys again.
 */
function filledValues(fallback: readonly ChildNode[], events: readonly Event[]): FieldValues {
  const typed = new Set(events.filter((event) => event.type === 'keydown').map((event) => (event.target as Element).getAttribute('name')));
  const values: FieldValues = {};
  for (const name of FIELD_NAMES) {
    const value = typed.has(name) ? '' : findInFallback<HTMLInputElement>(fallback, `input[name="${name}"]`)?.value;
    if (value) values[name] = value;
  }
  return values;
}

/**
 * `data-island="auth-form"`: the login page's password form with its captcha and the SMS code
 * form with its resend, or, signed in, the logout link (docs/islands/auth-form.md).
 */
export default defineIsland({
  parseProps: parseAuthFormProps,
  model: (props) => {
    const { store, apiDeps } = getPageRuntime();
    const api = bindCalls(apiDeps, { refreshCaptcha, resendAuthCode });
    return createAuthFormModel({ props, api, store, clock: realClock, announce: (message) => announce(message), navigate: (url) => window.location.assign(url) });
  },
  view: (model, props, { fallback, events }) => (
    <AuthFormView model={model} props={props} sessid={getPageRuntime().config.sessid} filled={filledValues(fallback, events)} />
  ),
});
