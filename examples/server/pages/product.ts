import { AVAILABILITY_TEXT, catalog, findProduct, formatPrice, products, type Product, type SessionState } from '@shop-islands/dev-server';
import { html, island, type SafeHtml } from '../html';
import { layout, productCarousel, productUrl, SHOP_PHONE, type CarouselProps, type PageContext } from '../layout';

/** docs/embedding.md#shop-pages: the instalment widget is shown only when the price is 30 000 or less. */
const INSTALMENT_MAX_PRICE = 30_000;
/** The instalment partner splits the price into this many payments. */
const INSTALMENT_PAYMENTS = 4;
/** The terms the template offers the `instalment` island: the partner's 4 payments. */
const INSTALMENT_TERMS = [INSTALMENT_PAYMENTS];

/** docs/embedding.md#shop-pages: the product tabs, in the order the template prints them. */
const TABS = [
  ['description', 'Описание'],
  ['characteristics', 'Характеристики'],
  ['equipment', 'Комплектация'],
  ['financial', 'Финансовые условия'],
  ['telematics', 'Телематика'],
  ['instructions', 'Инструкции'],
  ['video', 'Видео'],
  ['warranty', 'Гарантия'],
  ['support', 'Техподдержка'],
] as const;
type TabId = (typeof TABS)[number][0];

const featureNames = new Map(catalog.features.map((feature) => [feature.code, feature.name]));
const TELEMATICS = new Set(['gps', 'gsm', 'app']);

/** The example site's one video file (scripts/make-demo-video.mjs), a few KB, played by every demo player. */
const DEMO_VIDEO = '/assets/video/demo.webm';
/** The product whose gallery shows two videos: the page where starting one pauses the other. */
const TWO_VIDEOS_PRODUCT = 101;

/** Demo videos of a product: a review for all but the accessories, and an installation video for one. */
const videosOf = (product: Product) => {
  if (product.sectionCode === 'aksessuary') return [];
  const review = { title: `Видеообзор: ${product.name}`, src: DEMO_VIDEO, poster: product.image };
  if (product.id !== TWO_VIDEOS_PRODUCT) return [review];
  return [review, { title: `Установка: ${product.name}`, src: DEMO_VIDEO, poster: product.images[1] ?? product.image }];
};

function buyBlock(product: Product, session: SessionState): SafeHtml {
  const id = product.id;
  if (product.purchasingOption === 'NOT_FOR_SALE') return html`<p class="product-buy__na">${AVAILABILITY_TEXT.NOT_FOR_SALE}</p>`;
  if (product.purchasingOption === 'NO_AVAILABLE') {
    return island(
      'preorder',
      { productId: id, productName: product.name, variant: 'product' },
      html`<a class="btn btn-outline" href="/support/?preorder=${id}">Оформить предзаказ</a>`,
      // the catalogue's «Сообщить о поступлении» fallback links to `#preorder` here
      { id: 'preorder' },
    );
  }
  return island(
    'buy-button',
    { productId: id, price: product.price, productName: product.name, variant: 'product' },
    session.basket.has(id)
      ? html`<a class="btn btn-success" href="/personal/cart/">В корзине</a>`
      : html`<a class="btn btn-primary" href="/personal/cart/?action=ADD2BASKET&amp;id=${id}">В корзину</a>`,
  );
}

/**
 * The instalment widget, laid out as the island renders it: each payment rounded up to a whole
 * rouble (docs/islands/instalment.md), one term as a sentence, several as a list.
 */
function instalment(product: Product): SafeHtml {
  const term = (payments: number) =>
    html`${payments} ${payments % 10 >= 2 && payments % 10 <= 4 && (payments % 100 < 12 || payments % 100 > 14) ? 'платежа' : 'платежей'} по <span class="nowrap">${formatPrice(Math.ceil(product.price / payments))}</span>`;
  const [only] = INSTALMENT_TERMS;
  const fallback =
    INSTALMENT_TERMS.length === 1 && only
      ? html`<p class="product-buy__instalment">Оплата частями: ${term(only)} без переплаты. <a href="/payment-delivery/#payment-instalment">Как это работает</a></p>`
      : html`<div class="product-buy__instalment"><p>Оплата частями без переплаты:</p><ul>${INSTALMENT_TERMS.map((n) => html`<li>${term(n)}</li>`)}</ul><a href="/payment-delivery/#payment-instalment">Как это работает</a></div>`;
  return island('instalment', { productId: product.id, price: product.price, payments: INSTALMENT_TERMS }, fallback);
}

/**
 * «Сравнить похожие»: the compare toggle's `similar` variant; without scripts the link asks the
 * comparison page to add the section's items (the same FILTER_PARAMS as add2CompareList).
 */
function compareSimilar(product: Product): SafeHtml {
  return island(
    'compare-toggle',
    { variant: 'similar', sectionCode: product.sectionCode, sectionName: product.sectionName },
    html`<a class="product-buy__similar" href="/catalog/compare/?action=ADD_TO_COMPARE_LIST&amp;FILTER_PARAMS[SECTION_CODE]=${product.sectionCode}">Сравнить похожие</a>`,
  );
}

function buyBox(product: Product, session: SessionState): SafeHtml {
  const id = product.id;
  const available = product.purchasingOption === 'AVAILABLE';
  const inCompare = session.compare.includes(id);
  return html`<div class="product-buy">
  <p class="product-buy__availability" data-availability="${product.purchasingOption}">${AVAILABILITY_TEXT[product.purchasingOption]}</p>
  ${available
    ? html`<p class="product-buy__price">${product.oldPrice ? html`<s><span class="visually-hidden">Старая цена: </span>${formatPrice(product.oldPrice)}</s> ` : ''}<strong>${formatPrice(product.price)}</strong></p>`
    : ''}
  <div class="product-buy__actions">
    ${buyBlock(product, session)}
    ${island(
      'compare-toggle',
      { productId: id, productName: product.name, variant: 'product' },
      inCompare
        ? html`<a class="product-buy__compare is-active" href="/catalog/compare/">В сравнении</a>`
        : html`<a class="product-buy__compare" href="/catalog/compare/?action=ADD_TO_COMPARE_LIST&amp;id=${id}">Сравнить</a>`,
    )}
  </div>
  ${available && product.price <= INSTALMENT_MAX_PRICE ? instalment(product) : ''}
  ${island('install-service', { productId: id }, html`<p class="product-buy__install"><a href="/payment-delivery/#delivery-install">Установка в сервисном центре: стоимость и сроки</a></p>`, { className: 'product-buy__install-island' })}
  <ul class="product-buy__links">
    <li>${compareSimilar(product)}</li>
    <li><a href="#tab-characteristics" data-tab-link="characteristics">Все функции и характеристики</a></li>
    ${videosOf(product).length ? html`<li><a href="#tab-video" data-tab-link="video">Смотреть видео</a></li>` : ''}
    <li><a href="#tab-support" data-tab-link="support">Вопрос по установке? Техподдержка</a></li>
  </ul>
</div>`;
}

function gallery(product: Product): SafeHtml {
  const images = product.images.map((src, index) => ({ src, alt: index === 0 ? product.name : `${product.name}, фото ${index + 1}` }));
  const [first] = images;
  return island(
    'product-gallery',
    { productName: product.name, images, videos: videosOf(product) },
    html`<figure class="product-gallery">
  ${first ? html`<img class="product-gallery__main" src="${first.src}" alt="${first.alt}" width="480" height="480">` : ''}
  ${images.length > 1
    ? html`<figcaption><ul class="product-gallery__thumbs" aria-label="Все фото">${images.map(
        (image) => html`<li><a href="${image.src}"><img src="${image.src}" alt="${image.alt}" width="72" height="72" loading="lazy"></a></li>`,
      )}</ul></figcaption>`
    : ''}
</figure>`,
    { className: 'product__gallery' },
  );
}

function tabBody(id: TabId, product: Product): SafeHtml {
  const warranty = product.characteristics.find((item) => item.name === 'Гарантия')?.value ?? '1 год';
  switch (id) {
    case 'description':
      return html`<p>${product.description}</p>
<ul class="feature-list">${product.features.map((code) => html`<li>${featureNames.get(code) ?? code}</li>`)}</ul>`;
    case 'characteristics':
      return html`<table class="spec-table"><caption class="visually-hidden">Характеристики: ${product.name}</caption><tbody>${product.characteristics.map(
        (item) => html`<tr><th scope="row">${item.name}</th><td>${item.value}</td></tr>`,
      )}</tbody></table>`;
    case 'equipment':
      return island(
        'carousel',
        { label: 'Комплектация', headingId: `tab-${id}-title`, items: product.equipment.map((name) => ({ name })) } satisfies CarouselProps,
        // A strip that scrolls sideways with nothing focusable in it takes the focus itself, so that
        // keyboard users can scroll it without script (docs/islands/carousel.md#markup-to-copy).
        html`<ul class="equipment-list" tabindex="0" aria-labelledby="tab-${id}-title">${product.equipment.map((name) => html`<li>${name}</li>`)}</ul>`,
      );
    case 'financial':
      return html`<p>Цена: <strong class="nowrap">${formatPrice(product.price)}</strong>. Оплата наличными или картой при получении, онлайн на сайте, безналичный расчёт для юридических лиц.</p>
${product.price <= INSTALMENT_MAX_PRICE ? html`<p>Оплата частями без переплаты: ${INSTALMENT_PAYMENTS} платежа раз в две недели.</p>` : html`<p>Кредит на 6–24 месяца через банки-партнёры.</p>`}
<p><a href="/payment-delivery/">Все способы оплаты и доставки</a></p>`;
    case 'telematics':
      return product.features.some((code) => TELEMATICS.has(code))
        ? html`<p>Местоположение, пробег и состояние автомобиля — в мобильном приложении и в личном кабинете. Первый год мониторинга бесплатно, далее — 1 990 руб. в год.</p>`
        : html`<p>У этой модели нет телематических функций. Добавить мониторинг можно <a href="/catalog/?section=gps-trekery">GPS-трекером</a>.</p>`;
    case 'instructions':
      return html`<ul>
  <li><a href="/upload/docs/${product.code}-install.pdf">Инструкция по установке (PDF)</a></li>
  <li><a href="/upload/docs/${product.code}-manual.pdf">Руководство пользователя (PDF)</a></li>
</ul>`;
    case 'video': {
      const videos = videosOf(product);
      return videos.length
        ? html`<ul class="video-list">${videos.map((video) => html`<li><a href="${video.src}">${video.title}</a></li>`)}</ul>`
        : html`<p>Для этого товара видео пока нет.</p>`;
    }
    case 'warranty':
      return html`<p>Гарантия производителя — ${warranty}. Гарантийный ремонт и обмен — в <a href="/return-points/">пунктах возврата</a> и сервисных центрах.</p>`;
    case 'support':
      return html`<p>Специалисты ответят на вопросы об установке, настройке и совместимости с вашим автомобилем.</p>
<p><a class="btn btn-outline" href="/support/">Написать в техподдержку</a> или позвоните: <a href="tel:88005553535">${SHOP_PHONE}</a></p>`;
  }
}

function tabs(product: Product): SafeHtml {
  return island(
    'product-tabs',
    { productId: product.id, tabs: TABS.map(([id, title]) => ({ id, title })), activeTab: 'description', videos: videosOf(product) },
    // The no-script list of sections has the box of the island's tab strip (site.css), so the first
    // section stays put when the strip replaces it.
    html`<nav class="product-tabs-nav" aria-label="Информация о товаре"><ul>${TABS.map(
      ([id, title]) => html`<li><a href="#tab-${id}">${title}</a></li>`,
    )}</ul></nav>
${TABS.map(
      ([id, title]) => html`<section class="product-tab" id="tab-${id}" data-tab="${id}" aria-labelledby="tab-${id}-title">
  <h2 id="tab-${id}-title">${title}</h2>
  ${tabBody(id, product)}
</section>`,
    )}`,
    { className: 'product__tabs' },
  );
}

/** `/catalog/product/{id}/`: the product card (docs/embedding.md#shop-pages). */
export function productPage(context: PageContext): string {
  const product = findProduct(Number(context.params.id));
  if (!product) {
    return layout(context, {
      title: 'Товар не найден',
      breadcrumbs: [{ url: '/catalog/', name: 'Каталог' }, { url: '', name: 'Товар не найден' }],
      main: html`<h1>Товар не найден</h1>
<p class="lead">Возможно, он снят с продажи или ссылка устарела. Посмотрите похожие товары в <a href="/catalog/">каталоге</a>.</p>`,
    });
  }
  const related = products.filter((item) => item.sectionCode === product.sectionCode && item.id !== product.id).slice(0, 8);
  return layout(context, {
    title: product.name,
    breadcrumbs: [
      { url: '/catalog/', name: 'Каталог' },
      { url: `/catalog/?section=${product.sectionCode}`, name: product.sectionName },
      { url: productUrl(product.id), name: product.name },
    ],
    main: html`<article class="product" data-product-id="${product.id}">
  <h1>${product.name}</h1>
  <p class="product__meta">Бренд: ${product.brand} · Артикул: ${product.code}</p>
  <div class="product__top">
    ${gallery(product)}
    ${buyBox(product, context.session)}
  </div>
  ${tabs(product)}
</article>
${related.length ? productCarousel('Похожие товары', related, 'related-title', context.session) : ''}`,
  });
}
