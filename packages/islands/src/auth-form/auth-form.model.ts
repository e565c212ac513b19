import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { apiErrorMessage, DEFAULT_TIMEOUT_MS, type Api } from '@shop-islands/api';
import type { ShopStore } from '@shop-islands/store';
import type { Clock } from '../ui/clock';
import { messages } from './auth-form.messages';
import type { AuthFormProps } from './auth-form.props';
import { isSignedIn } from './auth-form.props';
import { captchaFromAnswer, COUNTDOWN_STEP_MS, countdownAnnouncement, resendOutcome, type Captcha, type ResendOutcome } from './auth-form.rules';

/** The captcha part: shown, a new one on its way, or the last refresh failed (the old one stays). */
export type CaptchaState = 'shown' | 'loading' | 'failed';

/** The SMS resend: the button is ready, a request is out, or the countdown runs. */
export type ResendState = 'ready' | 'sending' | 'waiting';

/**
 * The island's one word (docs/contributing.md#house-style), the busiest part winning:
 * `signed-in` / `logging-out` on the account face; on the login face `sending` (a resend is out),
 * `refreshing` (a new captcha is on its way), `waiting` (the resend countdown runs), or `ready`.
 */
export type AuthFormState = 'signed-in' | 'logging-out' | 'sending' | 'refreshing' | 'waiting' | 'ready';

/** What the model needs; tests hand in fakes. */
export interface AuthFormDeps {
  props: AuthFormProps;
  api: Pick<Api, 'refreshCaptcha' | 'resendAuthCode'>;
  /** Only `logout`: it clears the stored basket and compare lists (docs/embedding.md#store). */
  store: Pick<ShopStore, 'logout'>;
  /**
   * Times the resend countdown; `now()` in ms since the page's navigation started (the page's
   * `performance.now()`), so that the countdown follows the wall clock.
   */
  clock: Clock & { now(): number };
  /** Polite screen-reader announcement (`ui/live-region`). */
  announce?: (message: string) => void;
  /**
   * Follows the logout link (`runtime/leave-page.ts` on a page); may return a promise that settles
   * when the browser shows this page again from its back-forward cache (the shopper pressed Back).
   */
  navigate: (url: string) => PromiseLike<unknown> | void;
  /**
   * Settles when the browser shows this page again after a login form has sent it away
   * (`shownAgain` of `runtime/leave-page.ts`: Back from the server's answer).
   */
  shownAgain?: () => PromiseLike<unknown>;
}

export interface AuthFormModel {
  readonly state: ReadonlySignal<AuthFormState>;
  readonly captcha: ReadonlySignal<Captcha>;
  readonly captchaState: ReadonlySignal<CaptchaState>;
  readonly resendState: ReadonlySignal<ResendState>;
  /** Seconds left before the next resend; 0 when ready. */
  readonly secondsLeft: ReadonlySignal<number>;
  /** The last resend's outcome (the success line or the error block), null before any and while one is on its way. */
  readonly resendResult: ReadonlySignal<ResendOutcome | null>;
  /** Asks for a new captcha; ignored while one is on its way. */
  refreshCaptcha(): Promise<void>;
  /** Sends the SMS code again; ignored while sending and during the countdown. */
  resendCode(): Promise<void>;
  /** A login form has been sent and its answer is on its way: a press of «Войти» sends nothing. */
  readonly formSent: ReadonlySignal<boolean>;
  /**
   * «Войти» pressed on a valid form: true when the form may go; false while one sent before is on
   * its way, until the page is shown again or `DEFAULT_TIMEOUT_MS` has passed.
   */
  sendForm(): boolean;
  /** Clears the stored lists, then follows the logout link; once only, until the page is shown again. */
  logout(): void;
  /** Stops the countdown. */
  dispose(): void;
}

/** The login forms (captcha, SMS code) and the logout link (docs/islands/auth-form.md). */
export function createAuthFormModel({ props, api, store, clock, announce = () => {}, navigate, shownAgain }: AuthFormDeps): AuthFormModel {
  const captcha = signal<Captcha>({ sid: props.captchaSid, image: props.captchaImage });
  const captchaState = signal<CaptchaState>('shown');
  const resendState = signal<ResendState>('ready');
  const secondsLeft = signal(0);
  const resendResult = signal<ResendOutcome | null>(null);
  const loggingOut = signal(false);
  const formSent = signal(false);
  let sentTimer: unknown = null;
  let timer: unknown = null;
  let disposed = false;
  // When the countdown ends, on `clock.now()`'s scale.
  let deadline = 0;

  const state = computed<AuthFormState>(() => {
    if (isSignedIn(props)) return loggingOut.value ? 'logging-out' : 'signed-in';
    if (resendState.value === 'sending') return 'sending';
    if (captchaState.value === 'loading') return 'refreshing';
    return resendState.value === 'waiting' ? 'waiting' : 'ready';
  });

  /**
   * Shows the seconds left and sets the timer for the next whole second. Counted from `deadline`,
   * not step by step: a phone that paused the page's timers while the shopper read the SMS in
   * another app shows the right figure as soon as they run again.
   */
  const tick = (total: number, first = false) => {
    timer = null;
    const remaining = deadline - clock.now();
    const left = Math.max(0, Math.ceil(remaining / COUNTDOWN_STEP_MS));
    secondsLeft.value = left;
    if (left <= 0) {
      resendState.value = 'ready';
      // The start is announced with the success text; only the end is announced here.
      const said = first ? null : countdownAnnouncement(0, total);
      if (said) announce(said);
      return;
    }
    resendState.value = 'waiting';
    timer = clock.setTimeout(() => tick(total), remaining - (left - 1) * COUNTDOWN_STEP_MS);
  };

  /**
   * docs/islands/auth-form.md: the countdown before the next resend, one step a second, `total`
   * seconds from `since` (now, unless given).
   */
  const startCountdown = (total: number, since = clock.now()) => {
    if (disposed || total <= 0) return;
    if (timer !== null) clock.clearTimeout(timer);
    deadline = since + total * COUNTDOWN_STEP_MS;
    tick(total, true);
  };

  // docs/islands/auth-form.md#props: the wait counts from when the page was printed (its navigation
  // started, 0 on the clock), not from when the island mounts, which may be a first touch much later.
  if (!isSignedIn(props) && props.contactId) startCountdown(props.resendWaitSec, 0);

  return {
    state,
    captcha,
    captchaState,
    resendState,
    secondsLeft,
    resendResult,
    async refreshCaptcha() {
      if (captchaState.peek() === 'loading') return;
      captchaState.value = 'loading';
      let next: Captcha | null = null;
      try {
        next = captchaFromAnswer(await api.refreshCaptcha(captcha.peek().sid));
      } catch {
        // A failed call is told like a refusal: the old picture is still good to type.
        next = null;
      }
      if (next) {
        captcha.value = next;
        captchaState.value = 'shown';
        announce(messages.captchaRefreshed);
      } else {
        captchaState.value = 'failed';
      }
    },
    async resendCode() {
      // docs/islands/auth-form.md: a double click sends one request; none during the countdown.
      if (resendState.peek() !== 'ready' || !props.contactId) return;
      // Emptied while it runs, as the captcha's alert: the same error again is then a change, and read out.
      batch(() => {
        resendState.value = 'sending';
        resendResult.value = null;
      });
      let outcome: ResendOutcome;
      try {
        outcome = resendOutcome(await api.resendAuthCode(props.contactId));
      } catch (failure) {
        outcome = { kind: 'error', text: apiErrorMessage(failure) };
      }
      batch(() => {
        resendResult.value = outcome;
        resendState.value = 'ready';
        if (outcome.kind === 'success') startCountdown(props.resendIntervalSec);
      });
      if (outcome.kind === 'success') {
        const wait = countdownAnnouncement(props.resendIntervalSec, props.resendIntervalSec);
        announce(wait ? `${outcome.text} ${wait}` : outcome.text);
      }
      // An error is read out by its own block (role="alert").
    },
    formSent,
    sendForm() {
      // docs/islands/auth-form.md#errors: the captcha and the SMS code are good for one try; a
      // second post while the first answer loads would spend them again, and the browser shows
      // the last answer: «wrong code» for a shopper who typed it right.
      if (formSent.peek()) return false;
      formSent.value = true;
      const release = () => {
        if (sentTimer !== null) clock.clearTimeout(sentTimer);
        sentTimer = null;
        formSent.value = false;
      };
      // Back from the answer, or no answer in time (the shopper stopped the page): it may go again.
      sentTimer = clock.setTimeout(release, DEFAULT_TIMEOUT_MS);
      void shownAgain?.().then(release);
      return true;
    },
    logout() {
      if (!isSignedIn(props) || loggingOut.peek()) return;
      loggingOut.value = true;
      // docs/embedding.md#store: logging out clears the stored basket and compare lists; the
      // other tabs follow through the storage event. The link then ends the server's session.
      store.logout();
      // docs/islands/auth-form.md#events: back from the browser's cache «Выйти» works again, not stuck on «Выходим…».
      void navigate(props.logoutUrl)?.then(() => (loggingOut.value = false));
    },
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (sentTimer !== null) clock.clearTimeout(sentTimer);
      timer = sentTimer = null;
    },
  };
}
