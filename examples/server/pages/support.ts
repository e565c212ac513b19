import { captchaImageUrl, captchas, cities, DEMO_SESSID, findProduct, FIXED_PATHS, type SessionState } from '@shop-islands/dev-server';
import { html } from '../html';
import { islandWithJsonProps, layout, SHOP_PHONE, type PageContext } from '../layout';

const COUNTRIES = ['Россия', 'Казахстан', 'Беларусь'] as const;

/** The captcha the session shows now (reload_captcha steps on from it). */
export function currentCaptchaSid(session: SessionState): string {
  return captchas[session.captchaIndex % captchas.length]?.sid ?? '';
}

/** `/support/`: the technical-expert form (docs/embedding.md#shop-pages): city select, phone, captcha. */
export function supportPage(context: PageContext): string {
  const captchaSid = currentCaptchaSid(context.session);
  const chosen = cities.some((city) => city.city_name === context.cityName) ? context.cityName : '';
  const action = `${FIXED_PATHS.supportForm}?sessid=${encodeURIComponent(DEMO_SESSID)}`;
  // the product page's no-JS «Оформить предзаказ» link comes here with `?preorder=<id>`
  const preorder = findProduct(Number(context.url.searchParams.get('preorder')));
  const message = preorder ? `Хочу оформить предзаказ: ${preorder.name}` : '';
  const form = html`<form class="form support-form" method="post" action="${action}">
  <div class="form__row">
    <label for="support-city">Город <span aria-hidden="true">*</span></label>
    <select id="support-city" name="city" required>
      <option value=""${chosen ? '' : html` selected`}>Выберите город</option>
      ${COUNTRIES.map(
        (country) => html`<optgroup label="${country}">${cities
          .filter((city) => city.country_name === country)
          .map((city) => html`<option${city.city_name === chosen ? html` selected` : ''}>${city.city_name}</option>`)}</optgroup>`,
      )}
    </select>
  </div>
  <div class="form__row">
    <label for="support-name">Как к вам обращаться</label>
    <input id="support-name" name="name" autocomplete="name">
  </div>
  <div class="form__row">
    <label for="support-phone">Телефон <span aria-hidden="true">*</span></label>
    <input id="support-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" placeholder="+7 (___) ___-__-__" required aria-describedby="support-phone-hint">
    <p class="form__hint" id="support-phone-hint">В формате +7 (999) 999-99-99 — перезвоним, если вопрос удобнее обсудить голосом.</p>
  </div>
  <div class="form__row">
    <label for="support-email">E-mail</label>
    <input id="support-email" name="email" type="email" autocomplete="email">
  </div>
  <div class="form__row">
    <label for="support-car">Автомобиль и установленное оборудование</label>
    <input id="support-car" name="car" placeholder="Например, Kia Rio 2021, Стражъ A93">
  </div>
  <div class="form__row">
    <label for="support-message">Вопрос <span aria-hidden="true">*</span></label>
    <textarea id="support-message" name="message" rows="5" required>${message}</textarea>
  </div>
  <div class="form__row captcha">
    <img class="captcha__image" src="${captchaImageUrl(captchaSid)}" alt="Код для проверки (картинка)" width="180" height="60">
    <input type="hidden" name="captcha_sid" value="${captchaSid}">
    <label for="support-captcha">Введите код с картинки <span aria-hidden="true">*</span></label>
    <input id="support-captcha" name="captcha_word" autocomplete="off" autocapitalize="characters" spellcheck="false" required>
  </div>
  <p class="form__hint"><span aria-hidden="true">*</span> — обязательные поля</p>
  <button class="btn btn-primary" type="submit">Отправить</button>
</form>`;
  return layout(context, {
    title: 'Техподдержка',
    breadcrumbs: [{ url: '/support/', name: 'Техподдержка' }],
    main: html`<h1>Вопрос техническому специалисту</h1>
<div class="two-columns">
  ${islandWithJsonProps('support-form', { captchaSid, captchaImage: captchaImageUrl(captchaSid), city: chosen, cities }, form, { className: 'support' })}
  <aside class="aside-box" aria-labelledby="support-contacts-title">
    <h2 id="support-contacts-title">Другие способы связи</h2>
    <p>Телефон: <a href="tel:88005553535">${SHOP_PHONE}</a>, ежедневно с 9:00 до 21:00 по московскому времени.</p>
    <p>Ответ на вопрос из формы придёт на e-mail или специалист перезвонит в течение рабочего дня.</p>
    <p>Вернуть или обменять товар: <a href="/return-points/">пункты возврата</a>.</p>
  </aside>
</div>`,
  });
}
