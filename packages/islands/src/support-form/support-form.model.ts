import { signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, list, object, optional, text, type Api, type SupportFormFields } from '@shop-islands/api';
import { checkProps, filledText } from '../runtime/check-props';

/**
 * One word for the form (docs/contributing.md#house-style): `idle` (nothing sent yet), `sending`
 * (submit disabled), `sent` (success shown, text fields cleared), `refused` (the server's error text in
 * the danger alert), `failed` (the call failed: 500, timeout, a malformed answer; nothing typed is lost).
 */
export type SupportFormState = 'idle' | 'sending' | 'sent' | 'refused' | 'failed';

/** The captcha picture's state: `ready`, `loading` (a new sid is on its way), `failed` (retry with the button). */
export type CaptchaState = 'ready' | 'loading' | 'failed';

/** A city of the select, grouped by its country. */
export interface SupportCity {
  city_name: string;
  country_name: string;
}

/** Props from the template (docs/islands/support-form.md#props). */
export interface SupportFormProps {
  captchaSid: string;
  /** The picture of `captchaSid`; a new sid goes into its `captcha_sid` parameter. */
  captchaImage: string;
  /** The city chosen beforehand ('' for none). */
  city: string;
  cities: SupportCity[];
}

export const propsCheck = /* @__PURE__ */ object({
  captchaSid: filledText,
  captchaImage: filledText,
  city: optional(text, ''),
  cities: list(object({ city_name: filledText, country_name: filledText })),
});

/** Checks the template's props; throws a `TypeError` naming the bad field. */
export function parseSupportFormProps(raw: unknown): SupportFormProps {
  return checkProps(propsCheck, raw);
}

/** The captcha now shown: its sid (sent as `captcha_sid`) and picture. */
export interface Captcha {
  sid: string;
  image: string;
}

/** Where a relative captcha address is resolved, only to be given back as a path again. */
const SAME_PAGE = 'http://page.invalid';

/** The picture of another sid: Bitrix's captcha address with `captcha_sid` set to it; a path stays a path. */
export function captchaImageFor(image: string, sid: string): string {
  const url = new URL(image, SAME_PAGE);
  url.searchParams.set('captcha_sid', sid);
  return url.origin === SAME_PAGE ? url.pathname + url.search + url.hash : url.href;
}

/** What the model needs; tests hand in fakes. */
export interface SupportFormDeps {
  api: Pick<Api, 'supportForm' | 'reloadCaptcha'>;
  captcha: Captcha;
}

export interface SupportFormModel {
  readonly state: ReadonlySignal<SupportFormState>;
  /** The server's error text (`refused`) or what went wrong with the call (`failed`); '' otherwise. */
  readonly errorText: ReadonlySignal<string>;
  readonly captcha: ReadonlySignal<Captcha>;
  readonly captchaState: ReadonlySignal<CaptchaState>;
  /** Goes up by one each time the message is accepted: the view clears the text fields then. */
  readonly acceptedCount: ReadonlySignal<number>;
  /** Sends the serialised form; ignored while sending. `captcha_sid` is the one shown now. */
  submit(fields: ReadonlyArray<{ name: string; value: string }>): Promise<void>;
  /** A new captcha (the «Обновить картинку» button, and after every answer). */
  reloadCaptcha(): Promise<void>;
}

/** The support form (docs/islands/support-form.md: the request, the outcomes, the captcha). */
export function createSupportFormModel({ api, captcha: first }: SupportFormDeps): SupportFormModel {
  const state = signal<SupportFormState>('idle');
  const errorText = signal('');
  const captcha = signal<Captcha>(first);
  const captchaState = signal<CaptchaState>('ready');
  const acceptedCount = signal(0);
  // Only the latest reload may change the picture: an older answer arriving late is dropped.
  let reloads = 0;

  const reloadCaptcha = async () => {
    const ticket = ++reloads;
    captchaState.value = 'loading';
    try {
      const sid = await api.reloadCaptcha();
      if (ticket !== reloads) return;
      captcha.value = { sid, image: captchaImageFor(captcha.peek().image, sid) };
      captchaState.value = 'ready';
    } catch {
      if (ticket === reloads) captchaState.value = 'failed';
    }
  };

  return {
    state,
    errorText,
    captcha,
    captchaState,
    acceptedCount,
    reloadCaptcha,
    async submit(fields) {
      // docs/islands/support-form.md#outcomes: the button is disabled during the call; a second submit sends nothing.
      if (state.peek() === 'sending') return;
      state.value = 'sending';
      const body: SupportFormFields = [
        ...fields.filter((field) => field.name !== 'captcha_sid'),
        { name: 'captcha_sid', value: captcha.peek().sid },
      ];
      try {
        const { error } = await api.supportForm(body);
        // docs/islands/support-form.md#outcomes: a non-empty error text goes to the danger alert and hides success.
        if (error) {
          errorText.value = error;
          state.value = 'refused';
        } else {
          errorText.value = '';
          state.value = 'sent';
          acceptedCount.value += 1;
        }
      } catch (failure) {
        errorText.value = apiErrorMessage(failure);
        state.value = 'failed';
      }
      // docs/islands/support-form.md#outcomes: a captcha is good for one try, so a new one comes after either outcome.
      await reloadCaptcha();
    },
  };
}
