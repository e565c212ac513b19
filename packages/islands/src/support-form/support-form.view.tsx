import { useEffect, useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useSignalValue } from '../runtime/use-signal';
import { useIslandId } from '../runtime/use-island-id';
import type { FallbackForm } from '../ui/fallback-fields';
import { useRussianValidity } from '../ui/field-validity';
import { StateLabels } from '../ui/state-labels';
import { messages } from './support-form.messages';
import type { SupportCity, SupportFormModel, SupportFormProps, SupportFormState } from './support-form.model';
import './support-form.css';

/** What the server printed into the fallback form's fields (a message pre-filled from a link, say), by name. */
export type FieldDefaults = Readonly<Record<string, string>>;

/** The cities of the select, grouped by country in the order they first appear. */
function byCountry(cities: readonly SupportCity[]): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const { city_name, country_name } of cities) {
    const group = groups.get(country_name);
    if (group) group.push(city_name);
    else groups.set(country_name, [city_name]);
  }
  return [...groups];
}

/** Text fields emptied after an accepted message (docs/islands/support-form.md#outcomes); the city stays. */
const TEXT_FIELDS = 'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], textarea';

/** Empties a field the way typing does, so the phone mask (which listens to `input`) follows. */
function clearField(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (!field.value) return;
  field.value = '';
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Loads the phone mask's chunk once the field is on screen; takes it off on unmount. */
function usePhoneMask(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    let gone = false;
    let mask: { destroy(): void } | undefined;
    import('./support-form.phone')
      .then(({ attachPhoneMask }) => {
        if (!gone && field.current) mask = attachPhoneMask(field.current);
      })
      // Without the mask the field still takes a number: the server checks its format.
      .catch(() => undefined);
    return () => {
      gone = true;
      mask?.destroy();
    };
  }, [field]);
}

/**
 * The technical-expert support form (docs/islands/support-form.md): the fields of the page's
 * fallback form, a phone masked to +7 (###) ###-##-##, a captcha that can be refreshed, and the
 * server's answer in a danger alert (error text) or a success note. Fields stay uncontrolled: the
 * mask edits the phone's text itself, and a failed call must lose nothing typed.
 */
export function SupportFormView({ model, props, defaults = {}, form = {} }: { model: SupportFormModel; props: SupportFormProps; defaults?: FieldDefaults; form?: FallbackForm }) {
  const state = useSignalValue(model.state);
  const errorText = useSignalValue(model.errorText);
  const captcha = useSignalValue(model.captcha);
  const captchaState = useSignalValue(model.captchaState);
  const accepted = useSignalValue(model.acceptedCount);
  const formRef = useRussianValidity();
  const phoneRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  const captchaWordRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const previous = useRef<SupportFormState>(state);
  const shownSid = useRef(captcha.sid);
  const id = useIslandId();
  usePhoneMask(phoneRef);

  // The city chosen on the fallback, else the page's. Set on the element: a <select> has no
  // `defaultValue` of its own, and the Preact flavour (plain Preact, not compat) would write the
  // prop as an attribute that chooses nothing.
  useLayoutEffect(() => {
    if (cityRef.current) cityRef.current.value = defaults.city ?? props.city;
    // Once, on mount: from then on the select is the shopper's.
  }, []);

  // docs/islands/support-form.md#outcomes: an accepted message empties the text fields.
  useLayoutEffect(() => {
    if (accepted === 0) return;
    formRef.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS).forEach(clearField);
  }, [accepted]);

  // A new picture makes the typed code useless.
  useLayoutEffect(() => {
    if (shownSid.current === captcha.sid) return;
    shownSid.current = captcha.sid;
    if (captchaWordRef.current) clearField(captchaWordRef.current);
  }, [captcha.sid]);

  // The submit button was disabled under the shopper's focus: focus goes where the answer asks to look.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before !== 'sending') return;
    if (state === 'sent') successRef.current?.focus();
    else captchaWordRef.current?.focus();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget)].map(([name, value]) => ({ name, value: String(value) }));
    void model.submit(fields);
  };

  const sending = state === 'sending';
  const failedAlert = state === 'refused' || state === 'failed' ? errorText : '';
  const required = <span aria-hidden="true"> *</span>;

  return (
    <form ref={formRef} className="si-support-form" action={form.action} method={form.method} data-state={state} aria-busy={sending} onSubmit={onSubmit}>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-city`}>
          {messages.city}
          {required}
        </label>
        <select ref={cityRef} id={`${id}-city`} name="city" required>
          <option value="">{messages.cityPlaceholder}</option>
          {byCountry(props.cities).map(([country, cities]) => (
            <optgroup key={country} label={country}>
              {cities.map((city) => (
                <option key={city}>{city}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-name`}>{messages.name}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" defaultValue={defaults.name} />
      </div>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-phone`}>
          {messages.phone}
          {required}
        </label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          required
          aria-describedby={`${id}-phone-hint`}
          defaultValue={defaults.phone}
        />
        <p className="si-support-form__hint" id={`${id}-phone-hint`}>
          {messages.phoneHint}
        </p>
      </div>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-email`}>{messages.email}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" defaultValue={defaults.email} />
      </div>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-car`}>{messages.car}</label>
        <input id={`${id}-car`} name="car" placeholder={messages.carPlaceholder} defaultValue={defaults.car} />
      </div>
      <div className="si-support-form__row">
        <label htmlFor={`${id}-message`}>
          {messages.message}
          {required}
        </label>
        <textarea id={`${id}-message`} name="message" rows={5} required defaultValue={defaults.message} />
      </div>
      <div className="si-support-form__row si-support-form__captcha" data-captcha={captchaState}>
        <img className="si-support-form__captcha-image" src={captcha.image} alt={messages.captchaImage} width={180} height={60} />
        <input type="hidden" name="captcha_sid" value={captcha.sid} />
        <label htmlFor={`${id}-captcha`}>
          {messages.captchaWord}
          {required}
        </label>
        <span className="si-support-form__captcha-entry">
          <input
            ref={captchaWordRef}
            id={`${id}-captcha`}
            name="captcha_word"
            autoComplete="off"
            autoCapitalize="characters"
            // A string: the Preact flavour drops an attribute whose value is `false`.
            spellCheck="false"
            required
            aria-describedby={`${id}-captcha-status`}
          />
          {/* aria-disabled rather than disabled: the button pressed from the keyboard keeps the focus. */}
          <button
            type="button"
            className="si-support-form__refresh"
            aria-disabled={captchaState === 'loading' || undefined}
            onClick={() => captchaState === 'loading' || void model.reloadCaptcha()}
          >
            {messages.captchaRefresh}
          </button>
        </span>
        <p className="si-support-form__captcha-status" id={`${id}-captcha-status`} role="status">
          {captchaState === 'loading' ? messages.captchaLoading : captchaState === 'failed' ? messages.captchaFailed : ''}
        </p>
      </div>
      <p className="si-support-form__hint">
        <span aria-hidden="true">*</span> {messages.required}
      </p>
      {/* docs/islands/support-form.md#outcomes: the error text in the danger alert; success hidden then. */}
      <div className="si-support-form__alert si-support-form__alert--danger" role="alert">
        {failedAlert}
      </div>
      <p ref={successRef} className="si-support-form__alert si-support-form__alert--success" role="status" tabIndex={-1}>
        {state === 'sent' ? messages.success : ''}
      </p>
      <button type="submit" className="si-support-form__submit" disabled={sending}>
        <StateLabels labels={[messages.submit, messages.sending]} shown={sending ? 1 : 0} />
      </button>
    </form>
  );
}
