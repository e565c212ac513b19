import { products } from '@shop-islands/dev-server';
import { html } from '../html';
import { layout, type PageContext } from '../layout';

/** `/`: the home page, with the header every page shares and a few catalogue entry points. */
export function homePage(context: PageContext): string {
  const sections = [...new Map(products.map((product) => [product.sectionCode, product.sectionName])).entries()];
  return layout(context, {
    title: 'Главная',
    main: html`
<h1>Сигнализации, телематика и автоаксессуары</h1>
<p class="lead">Охранные комплексы с автозапуском, GPS-трекеры и всё для установки. Доставка по России, Казахстану и Беларуси.</p>
<section aria-labelledby="sections-title">
  <h2 id="sections-title">Разделы каталога</h2>
  <ul class="section-list">
    ${sections.map(([code, name]) => html`<li><a href="/catalog/?section=${code}">${name}</a></li>`)}
  </ul>
</section>
<section aria-labelledby="pages-title">
  <h2 id="pages-title">Примеры страниц</h2>
  <ul class="section-list">
    <li><a href="/catalog/">Каталог</a></li>
    <li><a href="/catalog/opt/">Оптовый каталог</a></li>
    <li><a href="/catalog/product/101/">Карточка товара</a></li>
    <li><a href="/catalog/compare/">Сравнение</a></li>
    <li><a href="/personal/cart/">Корзина</a></li>
    <li><a href="/payment-delivery/">Оплата и доставка</a></li>
    <li><a href="/return-points/">Пункты возврата</a></li>
    <li><a href="/support/">Техподдержка</a></li>
    <li><a href="/login/">Вход</a></li>
    <li><a href="/wizard/toyota/camry/">Подбор по автомобилю</a></li>
  </ul>
</section>
<section aria-labelledby="later-title">
  <h2 id="later-title">Добавлено скриптом после загрузки</h2>
  <div id="late-islands"></div>
</section>`,
  });
}
