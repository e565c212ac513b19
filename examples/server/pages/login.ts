import { authData, captchaImageUrl, DEMO_EXTRA_PATHS, DEMO_SESSID, FIXED_PATHS, logoutSession } from '@shop-islands/dev-server';
import { html, island } from '../html';
import { layout, type PageContext } from '../layout';
import { currentCaptchaSid } from './support';

/** `/login/`: login with a captcha, or by an SMS code that can be resent (docs/embedding.md#shop-pages). */
export function loginPage(context: PageContext): string {
  const { session, url } = context;
  const sessid = encodeURIComponent(DEMO_SESSID);
  // Bitrix's `?logout=yes&sessid=…`: the session ends, then the login page is shown.
  const loggedOut = url.searchParams.get('logout') === 'yes' && url.searchParams.get('sessid') === DEMO_SESSID;
  if (loggedOut) logoutSession(session);
  if (session.user.isAuth) {
    // docs/islands/auth-form.md: the island clears the stored lists before following the link.
    const logoutUrl = `/login/?logout=yes&sessid=${sessid}`;
    return layout(context, {
      title: 'Личный кабинет',
      breadcrumbs: [{ url: '/login/', name: 'Личный кабинет' }],
      main: html`<h1>Личный кабинет</h1>
<p class="lead">Вы вошли как ${session.user.email}.</p>
<p><a href="/personal/cart/">Корзина</a> · <a href="/catalog/compare/">Сравнение</a></p>
${island('auth-form', { logoutUrl }, html`<a class="btn btn-outline" href="${logoutUrl}" data-part="logout">Выйти</a>`, { className: 'auth-account' })}`,
    });
  }
  // The fallback's «Обновить картинку»: without scripts the page comes again with the next captcha.
  if (url.searchParams.get('captcha') === 'new') session.captchaIndex++;
  // `?contact=` picks the demo contact whose SMS step is shown (100503 is the one whose resend fails)
  const contacts = authData.contacts;
  const contact = contacts.find((item) => item.contactId === context.url.searchParams.get('contact')) ?? contacts[0]!;
  const captchaSid = currentCaptchaSid(session);
  const codeAction = `${DEMO_EXTRA_PATHS.authByCode}?sessid=${sessid}`;
  const props = {
    captchaSid,
    captchaImage: captchaImageUrl(captchaSid),
    contactId: contact.contactId,
    phone: contact.phone,
    resendIntervalSec: authData.resendIntervalSec,
    loginAction: '/login/?login=yes',
    codeAction,
  };
  const fallback = html`<div class="two-columns">
<section class="form-card" aria-labelledby="login-password-title">
  <h2 id="login-password-title">Вход по паролю</h2>
  <form class="form" method="post" action="/login/?login=yes">
    <input type="hidden" name="sessid" value="${DEMO_SESSID}">
    <div class="form__row">
      <label for="login-name">E-mail или телефон</label>
      <input id="login-name" name="USER_LOGIN" autocomplete="username" required>
    </div>
    <div class="form__row">
      <label for="login-password">Пароль</label>
      <input id="login-password" name="USER_PASSWORD" type="password" autocomplete="current-password" required>
    </div>
    <div class="form__row captcha">
      <img class="captcha__image" src="${captchaImageUrl(captchaSid)}" alt="Код для проверки (картинка)" width="180" height="60">
      <input type="hidden" name="captcha_sid" value="${captchaSid}">
      <label for="login-captcha">Введите код с картинки</label>
      <input id="login-captcha" name="captcha_word" autocomplete="off" autocapitalize="characters" spellcheck="false" required>
      <a class="captcha__refresh" href="/login/?captcha=new" data-part="refresh-captcha">Обновить картинку</a>
    </div>
    <button class="btn btn-primary" type="submit">Войти</button>
  </form>
</section>
<section class="form-card" aria-labelledby="login-sms-title">
  <h2 id="login-sms-title">Вход по коду из SMS</h2>
  <p>Код отправлен на номер <span class="nowrap">${contact.phone}</span>.</p>
  <form class="form" method="post" action="${codeAction}">
    <input type="hidden" name="contactID" value="${contact.contactId}">
    <div class="form__row">
      <label for="login-code">Код из SMS</label>
      <input id="login-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{4}" maxlength="4" required>
    </div>
    <button class="btn btn-primary" type="submit">Войти</button>
  </form>
  <p class="auth-resend"><a class="auth-resend__button" href="${FIXED_PATHS.resendAuthCode}?contactID=${contact.contactId}" data-part="resend">Отправить код повторно</a></p>
  <p class="form__hint">Не чаще раза в ${authData.resendIntervalSec} секунд.</p>
</section>
</div>`;
  // Outside the island: demo help, not part of the form.
  const demoNotice = html`<p class="notice notice--small auth-demo">Демо: код ${contact.code}. Другие номера: ${contacts
    .filter((item) => item !== contact)
    .map((item, index) => html`${index ? ', ' : ''}<a class="nowrap" href="/login/?contact=${item.contactId}">${item.phone}</a>`)}.</p>`;
  return layout(context, {
    title: 'Вход',
    breadcrumbs: [{ url: '/login/', name: 'Вход' }],
    main: html`<h1>Вход в личный кабинет</h1>
${loggedOut ? html`<p class="notice auth-notice" role="status">Вы вышли из личного кабинета.</p>` : ''}
${island('auth-form', props, fallback, { className: 'auth' })}
${demoNotice}`,
  });
}
