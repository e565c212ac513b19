import { formatPrice } from '@shop-islands/dev-server';
import { html, island, type SafeHtml } from '../html';
import { layout, type PageContext } from '../layout';

interface Panel {
  id: string;
  title: string;
  body: SafeHtml;
}

const PAYMENT: readonly Panel[] = [
  {
    id: 'payment-cash',
    title: 'Наличными или картой при получении',
    body: html`<p>Оплата курьеру или в пункте выдачи. Принимаем карты «Мир», Visa и Mastercard, а также оплату по QR-коду СБП.</p>`,
  },
  {
    id: 'payment-online',
    title: 'Банковской картой на сайте',
    body: html`<p>После подтверждения заказа менеджером на почту придёт ссылка на оплату. Платёж защищён 3-D Secure, данные карты магазин не хранит.</p>`,
  },
  {
    id: 'payment-instalment',
    title: 'Оплата частями и кредит',
    body: html`<p>Товары дешевле <span class="nowrap">${formatPrice(30_000)}</span> можно оплатить частями: четыре платежа раз в две недели без переплаты. На более дорогие товары оформим кредит на 6–24 месяца в банке-партнёре.</p>`,
  },
  {
    id: 'payment-company',
    title: 'Безналичный расчёт для юридических лиц',
    body: html`<p>Выставим счёт с НДС по реквизитам компании. Товар отгружаем после поступления денег; закрывающие документы — в ЭДО или с доставкой.</p>`,
  },
];

function delivery(cityName: string): Panel[] {
  return [
    {
      id: 'delivery-courier',
      title: 'Курьером',
      body: html`<p>По Москве и Санкт-Петербургу — на следующий день, <span class="nowrap">${formatPrice(390)}</span>; бесплатно при заказе от <span class="nowrap">${formatPrice(10_000)}</span>. В город ${cityName} — по тарифу службы доставки, срок покажем при оформлении.</p>`,
    },
    {
      id: 'delivery-pickup',
      title: 'Самовывоз из пункта выдачи',
      body: html`<p>Бесплатно. Заказ ждёт в пункте 5 дней. Адреса и часы работы — на странице <a href="/return-points/">пунктов выдачи и возврата</a>.</p>`,
    },
    {
      id: 'delivery-russia',
      title: 'Транспортными компаниями по России',
      body: html`<p>СДЭК, «Деловые Линии», Почта России. Срок — от 2 до 10 дней, стоимость рассчитывается по весу и адресу.</p>`,
    },
    {
      id: 'delivery-abroad',
      title: 'В Казахстан и Беларусь',
      body: html`<p>Отправляем СДЭК и EMS. Цены на сайте для этих стран показываются без НДС России; пошлины не взимаются в пределах ЕАЭС.</p>`,
    },
    {
      id: 'delivery-install',
      title: 'Установка в сервисном центре',
      body: html`<p>Заказ можно получить сразу установленным: привезите автомобиль в партнёрский центр, установка занимает от 30 минут до 4 часов. Стоимость установки указана на странице каждого товара.</p>`,
    },
  ];
}

/** A collapsible panel: `<details>` opens and closes without any script. */
const panel = (item: Panel) => html`<details class="panel" id="${item.id}" data-panel="${item.id}">
  <summary class="panel__summary"><h3 class="panel__title">${item.title}</h3></summary>
  <div class="panel__body">${item.body}</div>
</details>`;

/** `/payment-delivery/`: collapsible panels and detail links that open them (docs/embedding.md#shop-pages). */
export function paymentDeliveryPage(context: PageContext): string {
  const panels = [...PAYMENT, ...delivery(context.cityName)];
  const shortcuts: Array<[string, string, string]> = [
    ['payment-online', 'Оплата онлайн', 'Картой или через СБП сразу после подтверждения заказа.'],
    ['payment-instalment', 'Оплата частями', 'Без переплаты на товары до 30\u00a0000\u00a0руб.'],
    ['delivery-courier', 'Доставка курьером', 'На следующий день по Москве и Санкт-Петербургу.'],
    ['delivery-install', 'Установка', 'Получите заказ сразу установленным на автомобиль.'],
  ];
  return layout(context, {
    title: 'Оплата и доставка',
    breadcrumbs: [{ url: '/payment-delivery/', name: 'Оплата и доставка' }],
    main: html`<h1>Оплата и доставка</h1>
${island(
  'payment-panels',
  // docs/embedding.md#shop-pages: a detail link scrolls to its panel with a 120 px offset over 300 ms
  { panels: panels.map(({ id, title }) => ({ id, title })), scrollOffset: 120, scrollDuration: 300 },
  html`<ul class="shortcut-list">${shortcuts.map(
    ([id, title, text]) => html`<li class="shortcut"><h2 class="shortcut__title">${title}</h2><p>${text}</p><a href="#${id}" data-panel-link="${id}">Подробнее<span class="visually-hidden">: ${title}</span></a></li>`,
  )}</ul>
<section aria-labelledby="payment-title">
  <h2 id="payment-title">Способы оплаты</h2>
  ${PAYMENT.map(panel)}
</section>
<section aria-labelledby="delivery-title">
  <h2 id="delivery-title">Доставка и установка</h2>
  ${delivery(context.cityName).map(panel)}
</section>`,
  { className: 'payment-panels' },
)}`,
  });
}
