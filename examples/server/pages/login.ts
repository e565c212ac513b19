import { authData, captchaImageUrl, DEMO_EXTRA_PATHS, DEMO_SESSID, FIXED_PATHS } from '@shop-islands/dev-server';
import { html, island } from '../html';
import { layout, type PageContext } from '../layout';
import { currentCaptchaSid } from './support';

/** `/login/`: login with a captcha, or by an SMS code that can be resent (docs/embedding.md#shop-pages). */
export function loginPage(context: PageContext): string {
  const { session } = context;
  if (session.user.isAuth) {
    return layout(context, {
      title: 'Личный кабинет',
      breadcrumbs: [{ url: '/login/', name: 'Личный кабинет' }],
      main: html`<h1>Личный кабинет</h1>
<p class="lead">Вы вошли как ${session.user.email}.</p>
<p><a href="/personal/cart/">Корзина</a> · <a href="/catalog/compare/">Сравнение</a></p>`,
    });
  }
  // `?contact=` picks the demo contact whose SMS step is shown (100503 is the one whose resend fails)
  const contacts = authData.contacts;
  const contact = contacts.find((item) => item.contactId === context.url.searchParams.get('contact')) ?? contacts[0]!;
  const captchaSid = currentCaptchaSid(session);
  const sessid = encodeURIComponent(DEMO_SESSID);
  const props = {
    captchaSid,
    captchaImage: captchaImageUrl(captchaSid),
    contactId: contact.contactId,
    phone: contact.phone,
    resendIntervalSec: authData.resendIntervalSec,
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
    </div>
    <button class="btn btn-primary" type="submit">Войти</button>
  </form>
</section>
<section class="form-card" aria-labelledby="login-sms-title">
  <h2 id="login-sms-title">Вход по коду из SMS</h2>
  <p>Код отправлен на номер <span class="nowrap">${contact.phone}</span>.</p>
  <form class="form" method="post" action="${DEMO_EXTRA_PATHS.authByCode}?sessid=${sessid}">
    <input type="hidden" name="contactID" value="${contact.contactId}">
    <div class="form__row">
      <label for="login-code">Код из SMS</label>
      <input id="login-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{4}" maxlength="4" required>
    </div>
    <button class="btn btn-primary" type="submit">Войти</button>
  </form>
  <p><a href="${FIXED_PATHS.resendAuthCode}?contactID=${contact.contactId}">Отправить код повторно</a> — не чаще раза в ${authData.resendIntervalSec} секунд.</p>
  <p class="notice notice--small">Демо: код ${contact.code}. Другие номера: ${contacts
    .filter((item) => item !== contact)
    .map((item, index) => html`${index ? ', ' : ''}<a class="nowrap" href="/login/?contact=${item.contactId}">${item.phone}</a>`)}.</p>
</section>
</div>`;
  return layout(context, {
    title: 'Вход',
    breadcrumbs: [{ url: '/login/', name: 'Вход' }],
    main: html`<h1>Вход в личный кабинет</h1>
${island('auth-form', props, fallback, { className: 'auth' })}`,
  });
}
