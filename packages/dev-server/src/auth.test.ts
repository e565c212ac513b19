// @vitest-environment node
import { authData, captchas } from './data';
import { DEMO_EXTRA_PATHS, DEMO_SESSID, FIXED_PATHS, captchaImageUrl } from './endpoints';
import { ORIGIN, get, json, post, useBackend } from './test-helpers';

let clock = 1_000_000;
const backend = useBackend({}, { now: () => clock });

describe('refresh_captcha.php', () => {
  it('answers state 1 with a new captcha sid and its picture', async () => {
    const current = captchas[0]?.sid ?? '';
    const answer = await json<{ state: number; desc: { captchaSid: string; captchaImg: string } }>(
      await get(FIXED_PATHS.refreshCaptcha, { sid: current }),
    );
    expect(answer.state).toBe(1);
    expect(answer.desc.captchaSid).not.toBe(current);
    expect(captchas.some((c) => c.sid === answer.desc.captchaSid)).toBe(true);
    expect(answer.desc.captchaImg).toBe(captchaImageUrl(answer.desc.captchaSid));
    const picture = await fetch(`${ORIGIN}${answer.desc.captchaImg}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg [^>]*aria-label="Код с картинки"/);
  });

  it('answers 404 for the picture of an unknown sid', async () => {
    expect((await get(DEMO_EXTRA_PATHS.captchaImage, { captcha_sid: 'nope' })).status).toBe(404);
  });
});

describe('reload_captcha.php', () => {
  it('answers the sid as text, a different one each time', async () => {
    const first = await get(FIXED_PATHS.reloadCaptcha);
    expect(first.headers.get('content-type')).toMatch(/text\/plain/);
    const sid1 = await first.text();
    const sid2 = await (await get(FIXED_PATHS.reloadCaptcha)).text();
    expect(sid1).toMatch(/^[0-9a-f]{32}$/);
    expect(sid2).toMatch(/^[0-9a-f]{32}$/);
    expect(sid2).not.toBe(sid1);
  });

  it('never answers the captcha the support page shows now', async () => {
    const shown = captchas[backend.state.session().captchaIndex % captchas.length]?.sid;
    const sid = await (await get(FIXED_PATHS.reloadCaptcha)).text();
    expect(sid).not.toBe(shown);
  });
});

describe('resend_auth_code.php', () => {
  const resend = (contactID: string) => get(FIXED_PATHS.resendAuthCode, { contactID }).then((r) => json(r));
  const ok = authData.contacts.find((c) => !c.blocked);
  const blocked = authData.contacts.find((c) => c.blocked);

  it('answers state 1 with the success message, then an error until the interval has passed', async () => {
    expect(await resend(ok?.contactId ?? '')).toEqual({
      state: 1,
      success_msg: `Код отправлен повторно на номер ${ok?.phone}`,
      error_msg: '',
    });
    clock += 15_000;
    expect(await resend(ok?.contactId ?? '')).toEqual({ state: 0, success_msg: '', error_msg: 'Повторно запросить код можно через 45 сек.' });
    clock += 45_000;
    expect(await resend(ok?.contactId ?? '')).toMatchObject({ state: 1 });
  });

  it('answers the error message for a blocked or unknown contact', async () => {
    expect(await resend(blocked?.contactId ?? '')).toEqual({
      state: 0,
      success_msg: '',
      error_msg: 'Не удалось отправить SMS. Попробуйте позже или войдите по паролю.',
    });
    expect(await resend('42')).toEqual({ state: 0, success_msg: '', error_msg: 'Не удалось найти номер телефона. Запросите код заново.' });
  });
});

describe('demo login by SMS code and logout', () => {
  it('logs in with the right code; getVars then reports the user; logout forgets it', async () => {
    const contact = authData.contacts[0];
    expect(await json(await post(DEMO_EXTRA_PATHS.authByCode, { contactID: contact?.contactId, code: '9999' }))).toEqual({
      state: 0,
      error_msg: 'Неверный код из SMS',
    });
    expect(await json(await post(DEMO_EXTRA_PATHS.authByCode, { contactID: contact?.contactId, code: contact?.code }))).toEqual({
      state: 1,
      user: { IS_AUTH: true, EMAIL: contact?.email },
    });
    expect((await json(await get(FIXED_PATHS.getVars, { sessid: DEMO_SESSID }))).user).toEqual({ IS_AUTH: true, EMAIL: contact?.email });
    expect(await json(await post(DEMO_EXTRA_PATHS.logout))).toEqual({ state: 1 });
    expect(backend.state.session(DEMO_SESSID).user).toEqual({ isAuth: false, email: '' });
  });

  it('empties the session\'s basket and compare list on logout, so getVars cannot bring them back', async () => {
    const session = backend.state.session(DEMO_SESSID);
    session.user = { isAuth: true, email: 'ivan@example.ru' };
    session.basket.set(101, { rowId: 1, productId: 101, quantity: 1 });
    session.compare = [103];
    await post(DEMO_EXTRA_PATHS.logout);
    expect(await json(await get(FIXED_PATHS.getVars, { sessid: DEMO_SESSID }))).toEqual({
      basketItems: [],
      compareItems: [],
      user: { IS_AUTH: false, EMAIL: '' },
    });
  });
});
