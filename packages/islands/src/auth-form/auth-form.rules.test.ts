import { messages } from './auth-form.messages';
import { captchaFromAnswer, countdownAnnouncement, resendOutcome } from './auth-form.rules';

describe('captchaFromAnswer (docs/islands/auth-form.md)', () => {
  it('takes the new sid and picture from state 1', () => {
    expect(captchaFromAnswer({ ok: true, state: 1, desc: { captchaSid: 'b2', captchaImg: '/captcha.php?captcha_sid=b2' } })).toEqual({
      sid: 'b2',
      image: '/captcha.php?captcha_sid=b2',
    });
  });

  it('keeps the old captcha for any other state', () => {
    expect(captchaFromAnswer({ ok: false, state: 0, desc: null })).toBeNull();
  });

  it('keeps the old captcha when state 1 comes with a blank sid or picture', () => {
    expect(captchaFromAnswer({ ok: true, state: 1, desc: { captchaSid: ' ', captchaImg: '/x' } })).toBeNull();
    expect(captchaFromAnswer({ ok: true, state: 1, desc: { captchaSid: 'b2', captchaImg: '' } })).toBeNull();
  });
});

describe('resendOutcome (docs/islands/auth-form.md)', () => {
  it('shows the success message for state 1', () => {
    expect(resendOutcome({ ok: true, state: 1, success_msg: 'Код отправлен', error_msg: '' })).toEqual({ kind: 'success', text: 'Код отправлен' });
  });

  it('shows the server’s error message for any other state', () => {
    expect(resendOutcome({ ok: false, state: 0, success_msg: '', error_msg: 'Слишком часто' })).toEqual({ kind: 'error', text: 'Слишком часто' });
    expect(resendOutcome({ ok: false, state: 2, success_msg: 'ignored', error_msg: 'Заблокирован' })).toEqual({ kind: 'error', text: 'Заблокирован' });
  });

  it('falls back to its own words when the server sends none', () => {
    expect(resendOutcome({ ok: true, state: 1, success_msg: ' ', error_msg: '' }).text).toBe(messages.resendDone);
    expect(resendOutcome({ ok: false, state: 0, success_msg: '', error_msg: '' }).text).toBe(messages.resendRefused);
  });
});

describe('countdownAnnouncement', () => {
  it('speaks when the countdown starts and when it ends, and is silent in between', () => {
    expect(countdownAnnouncement(60, 60)).toBe('Повторно отправить код можно через 60 секунд.');
    expect(countdownAnnouncement(0, 60)).toBe('Можно отправить код повторно.');
    for (const left of [59, 30, 10, 1]) expect(countdownAnnouncement(left, 60)).toBeNull();
  });
});

describe('the countdown text', () => {
  it.each([
    [59, 'через 59 секунд'],
    [21, 'через 21 секунду'],
    [3, 'через 3 секунды'],
    [1, 'через 1 секунду'],
    [11, 'через 11 секунд'],
  ])('%i seconds read «%s»', (left, text) => {
    expect(messages.resendIn(left)).toBe(text);
  });
});
