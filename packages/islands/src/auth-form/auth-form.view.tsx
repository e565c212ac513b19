import type { FormEvent, MouseEvent } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { useRussianValidity } from '../ui/field-validity';
import { StateLabels } from '../ui/state-labels';
import { messages } from './auth-form.messages';
import type { FieldValues } from './auth-form.filled';
import type { AuthFormModel } from './auth-form.model';
import { isSignedIn, type AuthFormProps } from './auth-form.props';
import './auth-form.css';

/** The code field's pattern said in Russian (its name is the fallback's). */
const CODE_FORMAT = { code: messages.codeFormat };

export interface AuthFormViewProps {
  model: AuthFormModel;
  props: AuthFormProps;
  /** The page's session id, sent with the password form as the fallback sends it. */
  sessid: string;
  /** What was already in the fallback's fields (autofill): the island's fields start with it. */
  filled?: FieldValues;
}

/**
 * The password form with its captcha and the SMS code form (docs/islands/auth-form.md). Both stay
 * real forms that post as the server's fallback does; the island adds the captcha refresh, the
 * code resend with its countdown, and clearing the lists on logout. The markup keeps the page's
 * own classes, so it lays out exactly like the fallback it replaces.
 */
export function AuthFormView({ model, props, sessid, filled = {} }: AuthFormViewProps) {
  const state = useSignalValue(model.state);
  if (isSignedIn(props)) return <LogoutLink model={model} props={props} state={state} />;
  return (
    <div className="si-auth-form two-columns" data-state={state}>
      <PasswordForm model={model} props={props} sessid={sessid} filled={filled} />
      {props.contactId && <CodeForm model={model} props={props} filled={filled} />}
    </div>
  );
}

function LogoutLink({ model, props, state }: { model: AuthFormModel; props: AuthFormProps; state: string }) {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    model.logout();
  };
  const leaving = state === 'logging-out';
  return (
    <div className="si-auth-form" data-state={state}>
      <a className="btn btn-outline" href={props.logoutUrl} data-part="logout" aria-disabled={leaving || undefined} onClick={onClick}>
        <StateLabels labels={[messages.logout, messages.loggingOut]} shown={leaving ? 1 : 0} />
      </a>
    </div>
  );
}

/**
 * A login form posts itself, as without the island; the model lets one post go at a time
 * (docs/islands/auth-form.md#errors). «Войти» stays focusable meanwhile (`aria-disabled`).
 */
function useSendOnce(model: AuthFormModel) {
  const sent = useSignalValue(model.formSent);
  return {
    onSubmit: (event: FormEvent) => {
      if (!model.sendForm()) event.preventDefault();
    },
    submitDisabled: sent || undefined,
  };
}

function PasswordForm({ model, props, sessid, filled }: AuthFormViewProps & { filled: FieldValues }) {
  const { onSubmit, submitDisabled } = useSendOnce(model);
  const captcha = useSignalValue(model.captcha);
  const captchaState = useSignalValue(model.captchaState);
  const id = useIslandId();
  const loading = captchaState === 'loading';
  return (
    <section className="form-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages.passwordTitle}</h2>
      <form ref={useRussianValidity()} className="form" method="post" action={props.loginAction} onSubmit={onSubmit}>
        <input type="hidden" name="sessid" value={sessid} />
        <div className="form__row">
          <label htmlFor={`${id}-login`}>{messages.login}</label>
          <input id={`${id}-login`} name="USER_LOGIN" autoComplete="username" required defaultValue={filled.USER_LOGIN} />
        </div>
        <div className="form__row">
          <label htmlFor={`${id}-password`}>{messages.password}</label>
          <input id={`${id}-password`} name="USER_PASSWORD" type="password" autoComplete="current-password" required defaultValue={filled.USER_PASSWORD} />
        </div>
        <div className="form__row captcha" data-state={captchaState} aria-busy={loading || undefined}>
          <img className="captcha__image" src={captcha.image} alt={messages.captchaImage} width={180} height={60} />
          <input type="hidden" name="captcha_sid" value={captcha.sid} />
          <label htmlFor={`${id}-captcha`}>{messages.captchaWord}</label>
          {/* Keyed by the sid: a new picture starts with an empty field (the typed code was for the old one). */}
          <input
            key={captcha.sid}
            id={`${id}-captcha`}
            name="captcha_word"
            defaultValue={captcha.sid === props.captchaSid ? filled.captcha_word : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck="false"
            required
            aria-describedby={captchaState === 'failed' ? `${id}-captcha-error` : undefined}
          />
          <button type="button" className="captcha__refresh" data-part="refresh-captcha" aria-disabled={loading || undefined} onClick={() => void model.refreshCaptcha()}>
            <StateLabels labels={[messages.refreshCaptcha, messages.refreshingCaptcha]} shown={loading ? 1 : 0} />
          </button>
          <p id={`${id}-captcha-error`} className="si-auth-form__error" role="alert">
            {captchaState === 'failed' ? messages.captchaNotRefreshed : ''}
          </p>
        </div>
        <button className="btn btn-primary" type="submit" aria-disabled={submitDisabled}>
          {messages.submit}
        </button>
      </form>
    </section>
  );
}

function CodeForm({ model, props, filled }: { model: AuthFormModel; props: AuthFormProps; filled: FieldValues }) {
  const { onSubmit, submitDisabled } = useSendOnce(model);
  const resendState = useSignalValue(model.resendState);
  const secondsLeft = useSignalValue(model.secondsLeft);
  const result = useSignalValue(model.resendResult);
  const id = useIslandId();
  // The name stays «Отправить код повторно» through the countdown; its start and end are announced.
  const label =
    resendState === 'sending' ? (
      messages.resending
    ) : (
      <>
        {messages.resend}
        {resendState === 'waiting' && <span aria-hidden="true"> {messages.resendIn(secondsLeft)}</span>}
      </>
    );
  const error = result?.kind === 'error' ? result.text : '';
  return (
    <section className="form-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages.smsTitle}</h2>
      <p>
        {messages.codeSentTo} <span className="nowrap">{props.phone}</span>.
      </p>
      <form ref={useRussianValidity(CODE_FORMAT)} className="form" method="post" action={props.codeAction} onSubmit={onSubmit}>
        <input type="hidden" name="contactID" value={props.contactId} />
        <div className="form__row">
          <label htmlFor={`${id}-code`}>{messages.code}</label>
          <input
            id={`${id}-code`}
            name="code"
            defaultValue={filled.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button className="btn btn-primary" type="submit" aria-disabled={submitDisabled}>
          {messages.submit}
        </button>
      </form>
      <p className="auth-resend" data-state={resendState}>
        {/* aria-disabled rather than disabled: the button keeps the focus through the countdown. */}
        <button type="button" className="auth-resend__button" data-part="resend" aria-disabled={resendState !== 'ready' || undefined} onClick={() => void model.resendCode()}>
          {label}
        </button>
      </p>
      <p className="form__hint">{messages.resendHint(props.resendIntervalSec)}</p>
      {result?.kind === 'success' && <p className="si-auth-form__success">{result.text}</p>}
      {/* docs/islands/auth-form.md: the server's error text, as text; hidden once a resend succeeds. */}
      <div id={`${id}-error`} className="si-auth-form__error" role="alert" hidden={!error}>
        {error}
      </div>
    </section>
  );
}
