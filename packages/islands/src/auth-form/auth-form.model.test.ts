import { ApiError } from '@shop-islands/api';
import { deferred } from '../runtime/testkit';
import { manualClock } from '../ui/clock.testkit';
import { createAuthFormModel } from './auth-form.model';
import type { AuthFormProps } from './auth-form.props';
import { accountProps, codeRefused, codeSent, loginProps, newCaptcha, noCaptcha } from './auth-form.testkit';

type Api = Parameters<typeof createAuthFormModel>[0]['api'];

function setup(options: { props?: Partial<AuthFormProps>; api?: Partial<Api>; mountedAt?: number } = {}) {
  const ticking = manualClock();
  // `skipped`: time that passed while the page's timers were held (a phone's page in the background).
  const clock = { ...ticking, skipped: 0, now: () => ticking.now() + clock.skipped };
  // The island mounts this long after the page was printed (its first touch).
  ticking.tick(options.mountedAt ?? 0);
  const announced: string[] = [];
  const visited: string[] = [];
  const calls = { refresh: [] as string[], resend: [] as Array<string | number>, logout: 0 };
  // The shopper coming back to this page from the browser's back-forward cache.
  const back = deferred<void>();
  const api: Api = {
    refreshCaptcha: (sid) => {
      calls.refresh.push(sid);
      return options.api?.refreshCaptcha ? options.api.refreshCaptcha(sid) : Promise.resolve(newCaptcha);
    },
    resendAuthCode: (contactId) => {
      calls.resend.push(contactId);
      return options.api?.resendAuthCode ? options.api.resendAuthCode(contactId) : Promise.resolve(codeSent);
    },
  };
  const model = createAuthFormModel({
    props: { ...loginProps, ...options.props },
    api,
    store: { logout: () => void (calls.logout += 1) },
    clock,
    announce: (message) => announced.push(message),
    navigate: (url) => {
      visited.push(url);
      return back.promise;
    },
    shownAgain: () => back.promise,
  });
  return { model, clock, announced, visited, calls, comeBack: () => back.resolve() };
}

describe('captcha refresh (docs/islands/auth-form.md)', () => {
  it('shows the new sid and picture when the server answers state 1, and says so', async () => {
    const { model, calls, announced } = setup();
    await model.refreshCaptcha();
    expect(calls.refresh).toEqual(['a1']);
    expect(model.captcha.value).toEqual({ sid: 'b2', image: '/bitrix/tools/captcha.php?captcha_sid=b2' });
    expect(model.captchaState.value).toBe('shown');
    expect(announced).toEqual(['Картинка обновлена, введите код с новой картинки.']);
  });

  it('keeps the old captcha and reports the failure for another state', async () => {
    const { model } = setup({ api: { refreshCaptcha: () => Promise.resolve(noCaptcha) } });
    await model.refreshCaptcha();
    expect(model.captcha.value).toEqual({ sid: 'a1', image: loginProps.captchaImage });
    expect(model.captchaState.value).toBe('failed');
  });

  it('keeps the old captcha when the call fails', async () => {
    const { model } = setup({ api: { refreshCaptcha: () => Promise.reject(new ApiError('network', 'offline', { url: '/x' })) } });
    await model.refreshCaptcha();
    expect(model.captcha.value.sid).toBe('a1');
    expect(model.captchaState.value).toBe('failed');
  });

  it('sends one request for a double click, and the next one with the new sid', async () => {
    const answer = deferred<typeof newCaptcha>();
    const { model, calls } = setup({ api: { refreshCaptcha: () => answer.promise } });
    const first = model.refreshCaptcha();
    void model.refreshCaptcha();
    expect(model.state.value).toBe('refreshing');
    answer.resolve(newCaptcha);
    await first;
    expect(calls.refresh).toEqual(['a1']);
    await model.refreshCaptcha();
    expect(calls.refresh).toEqual(['a1', 'b2']);
  });
});

describe('SMS code resend (docs/islands/auth-form.md)', () => {
  it('shows the success message, hides the error, and counts down before the next resend', async () => {
    const { model, clock, calls, announced } = setup();
    await model.resendCode();
    expect(calls.resend).toEqual(['100501']);
    expect(model.resendResult.value).toEqual({ kind: 'success', text: codeSent.success_msg });
    expect(model.resendState.value).toBe('waiting');
    expect(model.secondsLeft.value).toBe(60);
    expect(announced).toEqual([`${codeSent.success_msg} Повторно отправить код можно через 60 секунд.`]);
    clock.tick(1000);
    expect(model.secondsLeft.value).toBe(59);
    clock.tick(58_000);
    expect(model.secondsLeft.value).toBe(1);
    expect(model.state.value).toBe('waiting');
    // Not announced every second: only the start so far.
    expect(announced).toHaveLength(1);
    clock.tick(1000);
    expect(model.secondsLeft.value).toBe(0);
    expect(model.state.value).toBe('ready');
    expect(announced.at(-1)).toBe('Можно отправить код повторно.');
    expect(clock.pending()).toBe(0);
  });

  it('counts the first wait from when the page was printed, not from a mount at the first touch', async () => {
    const early = setup({ props: { resendWaitSec: 60 }, mountedAt: 20_000 });
    expect(early.model.secondsLeft.value).toBe(40);
    early.clock.tick(40_000);
    expect(early.model.state.value).toBe('ready');

    // Woken by a press on «Отправить код повторно» 70 s after the page came: the press sends.
    const late = setup({ props: { resendWaitSec: 60 }, mountedAt: 70_000 });
    expect(late.model.state.value).toBe('ready');
    expect(late.clock.pending()).toBe(0);
    await late.model.resendCode();
    expect(late.calls.resend).toEqual(['100501']);
  });

  it('shows the time really left when timers held in the background run again', async () => {
    const { model, clock } = setup();
    await model.resendCode();
    clock.tick(1000);
    expect(model.secondsLeft.value).toBe(59);
    // 40 s in the SMS app, the page's timers held.
    clock.skipped = 40_000;
    clock.tick(1000);
    expect(model.secondsLeft.value).toBe(18);
    clock.tick(18_000);
    expect(model.state.value).toBe('ready');
  });

  it('sends nothing during the countdown, and again once it is over', async () => {
    const { model, clock, calls } = setup({ props: { resendIntervalSec: 5 } });
    await model.resendCode();
    clock.tick(4000);
    await model.resendCode();
    expect(calls.resend).toHaveLength(1);
    clock.tick(1000);
    await model.resendCode();
    expect(calls.resend).toHaveLength(2);
  });

  it('sends one request for a double click', async () => {
    const answer = deferred<typeof codeSent>();
    const { model, calls } = setup({ api: { resendAuthCode: () => answer.promise } });
    const first = model.resendCode();
    void model.resendCode();
    expect(model.state.value).toBe('sending');
    answer.resolve(codeSent);
    await first;
    expect(calls.resend).toHaveLength(1);
  });

  it('shows the server’s error message, starts no countdown, and lets the shopper try again', async () => {
    const { model, clock, announced } = setup({ api: { resendAuthCode: () => Promise.resolve(codeRefused) } });
    await model.resendCode();
    expect(model.resendResult.value).toEqual({ kind: 'error', text: codeRefused.error_msg });
    expect(model.resendState.value).toBe('ready');
    expect(clock.pending()).toBe(0);
    // The error block (role="alert") speaks for itself.
    expect(announced).toEqual([]);
  });

  it('empties the last outcome while a resend is on its way, so the same error again is a change', async () => {
    let answer = deferred<typeof codeRefused>();
    const { model } = setup({ api: { resendAuthCode: () => answer.promise } });
    const first = model.resendCode();
    answer.resolve(codeRefused);
    await first;
    expect(model.resendResult.value).toEqual({ kind: 'error', text: codeRefused.error_msg });
    answer = deferred<typeof codeRefused>();
    const second = model.resendCode();
    expect(model.resendResult.value).toBeNull();
    answer.resolve(codeRefused);
    await second;
    expect(model.resendResult.value).toEqual({ kind: 'error', text: codeRefused.error_msg });
  });

  it('replaces an earlier error with the success message (the error block is hidden)', async () => {
    let answer = codeRefused;
    const { model } = setup({ api: { resendAuthCode: () => Promise.resolve(answer) } });
    await model.resendCode();
    answer = codeSent;
    await model.resendCode();
    expect(model.resendResult.value?.kind).toBe('success');
  });

  it('shows the failure’s Russian text when the call fails', async () => {
    const { model } = setup({ api: { resendAuthCode: () => Promise.reject(new ApiError('timeout', 'late', { url: '/x' })) } });
    await model.resendCode();
    expect(model.resendResult.value).toEqual({ kind: 'error', text: 'Сервер не ответил вовремя. Попробуйте ещё раз.' });
    expect(model.resendState.value).toBe('ready');
  });

  it('starts with the countdown the template asks for (the code was sent just now)', () => {
    const { model, clock } = setup({ props: { resendWaitSec: 30 } });
    expect(model.state.value).toBe('waiting');
    expect(model.secondsLeft.value).toBe(30);
    clock.tick(30_000);
    expect(model.state.value).toBe('ready');
  });

  it('stops counting when disposed', async () => {
    const { model, clock } = setup();
    await model.resendCode();
    model.dispose();
    expect(clock.pending()).toBe(0);
    clock.tick(5000);
    expect(model.secondsLeft.value).toBe(60);
  });
});

describe('sending a login form (docs/islands/auth-form.md#errors)', () => {
  it('lets one post go: a second press while its answer loads sends nothing', () => {
    const { model } = setup();
    expect(model.formSent.value).toBe(false);
    expect(model.sendForm()).toBe(true);
    expect(model.formSent.value).toBe(true);
    expect(model.sendForm()).toBe(false);
  });

  it('lets it go again when the shopper comes back to the page (Back from the answer)', async () => {
    const { model, comeBack } = setup();
    model.sendForm();
    comeBack();
    await vi.waitFor(() => expect(model.formSent.value).toBe(false));
    expect(model.sendForm()).toBe(true);
  });

  it('lets it go again once no answer has come in the request timeout (the shopper stopped the page)', () => {
    const { model, clock } = setup();
    model.sendForm();
    clock.tick(9_999);
    expect(model.sendForm()).toBe(false);
    clock.tick(1);
    expect(model.formSent.value).toBe(false);
    expect(model.sendForm()).toBe(true);
  });
});

describe('logout (docs/embedding.md#store)', () => {
  it('clears the stored lists, then follows the logout link, once', () => {
    const { model, calls, visited } = setup({ props: accountProps });
    expect(model.state.value).toBe('signed-in');
    model.logout();
    model.logout();
    expect(calls.logout).toBe(1);
    expect(visited).toEqual([accountProps.logoutUrl]);
    expect(model.state.value).toBe('logging-out');
  });

  it('works again when the shopper comes back from the logout page (the browser’s cached page)', async () => {
    const { model, calls, visited, comeBack } = setup({ props: accountProps });
    model.logout();
    expect(model.state.value).toBe('logging-out');
    comeBack();
    await vi.waitFor(() => expect(model.state.value).toBe('signed-in'));
    model.logout();
    expect(calls.logout).toBe(2);
    expect(visited).toEqual([accountProps.logoutUrl, accountProps.logoutUrl]);
    expect(model.state.value).toBe('logging-out');
  });

  it('does nothing on the login face', () => {
    const { model, calls, visited } = setup();
    model.logout();
    expect(calls.logout).toBe(0);
    expect(visited).toEqual([]);
  });
});
