import { catalog, products } from '@shop-islands/dev-server';
import { html } from '../html';
import { layout, productCarousel, type PageContext } from '../layout';
import { carWizard } from './wizard';

/** Every example page, for people trying the demo. */
const EXAMPLE_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/catalog/', 'Каталог'],
  ['/catalog/opt/', 'Оптовый каталог'],
  ['/catalog/product/101/', 'Карточка товара'],
  ['/catalog/product/110/', 'Товар под заказ'],
  ['/catalog/compare/', 'Сравнение'],
  ['/personal/cart/', 'Корзина'],
  ['/personal/order/', 'Оформление заказа'],
  ['/payment-delivery/', 'Оплата и доставка'],
  ['/return-points/', 'Пункты возврата'],
  ['/support/', 'Техподдержка'],
  ['/login/', 'Вход'],
  ['/wizard/toyota/camry/', 'Подбор по автомобилю'],
];

/** `/`: the home page, with the header every page shares and a few catalogue entry points. */
export function homePage(context: PageContext): string {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.sectionCode, (counts.get(product.sectionCode) ?? 0) + 1);
  const popular = products.filter((product) => product.purchasingOption === 'AVAILABLE' && product.sectionCode !== 'aksessuary').slice(0, 8);
  return layout(context, {
    title: 'Главная',
    main: html`
<div class="hero">
  <div class="hero__text">
    <h1>Сигнализации, телематика и автоаксессуары</h1>
    <p class="lead">Охранные комплексы с автозапуском, GPS-трекеры и всё для установки. Доставка по России, Казахстану и Беларуси, установка в партнёрских центрах.</p>
  </div>
  <section class="wizard-box" aria-labelledby="home-wizard-title">
    <h2 id="home-wizard-title">Подбор по автомобилю</h2>
    <p>Выберите марку и модель — покажем, что подходит к вашей машине.</p>
    ${carWizard()}
  </section>
</div>
<section aria-labelledby="sections-title">
  <h2 id="sections-title">Разделы каталога</h2>
  <ul class="section-cards">
    ${catalog.sections.map(
      (section) => html`<li><a class="section-card" href="/catalog/?section=${section.code}"><span class="section-card__name">${section.name}</span> <span class="section-card__count">Товаров: ${counts.get(section.code) ?? 0}</span></a></li>`,
    )}
  </ul>
</section>
${productCarousel('Популярные товары', popular, 'popular-title', context.session)}
<section aria-labelledby="pages-title">
  <h2 id="pages-title">Примеры страниц</h2>
  <ul class="section-list">
    ${EXAMPLE_PAGES.map(([url, name]) => html`<li><a href="${url}">${name}</a></li>`)}
  </ul>
</section>
<section aria-labelledby="later-title">
  <h2 id="later-title">Добавлено скриптом после загрузки</h2>
  <div id="late-islands"></div>
</section>`,
  });
}
