/** The login island's branching, as pure functions (docs/islands/auth-form.md#rules-and-constants). */
import type { AuthCodeResend, CaptchaRefresh } from '@shop-islands/api';
import { messages } from './auth-form.messages';

/** The captcha the form shows and sends back (`captcha_sid`). */
export interface Captcha {
  sid: string;
  image: string;
}

/** What the shopper reads after a resend: the success line or the error block, never both. */
export interface ResendOutcome {
  kind: 'success' | 'error';
  text: string;
}

/** Seconds between two resends when the template does not say (docs/islands/auth-form.md#props). */
export const RESEND_INTERVAL_SEC = 60;

/** One countdown step. */
export const COUNTDOWN_STEP_MS = 1000;

/**
 * docs/islands/auth-form.md: `state` 1 brings a new captcha in `desc`; any other answer keeps the
 * one shown (null), and the shopper is told so.
 */
export function captchaFromAnswer(answer: CaptchaRefresh): Captcha | null {
  if (!answer.ok) return null;
  const { captchaSid, captchaImg } = answer.desc;
  return captchaSid.trim() && captchaImg.trim() ? { sid: captchaSid, image: captchaImg } : null;
}

/**
 * docs/islands/auth-form.md: `state` 1 shows `success_msg` and hides the error block; any other
 * state shows `error_msg` in the error block. An empty text falls back to the island's own.
 */
export function resendOutcome(answer: AuthCodeResend): ResendOutcome {
  if (answer.ok) return { kind: 'success', text: answer.success_msg.trim() || messages.resendDone };
  return { kind: 'error', text: answer.error_msg.trim() || messages.resendRefused };
}

/**
 * The countdown is announced politely when it starts and when it ends, never every second: a
 * screen reader reading «59, 58, 57…» would drown everything else (docs/islands/auth-form.md).
 */
export function countdownAnnouncement(left: number, total: number): string | null {
  if (left === 0) return messages.resendReady;
  if (left === total) return messages.resendWait(left);
  return null;
}
