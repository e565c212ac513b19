import type { PageConfig } from '@shop-islands/loader';
import { AVAILABILITY_TEXT, catalog, DEMO_ENDPOINTS, DEMO_SESSID, formatPrice, SITE_MENU, type MenuItem, type Product, type SessionState } from '@shop-islands/dev-server';
import { COOKIE_NAMES } from '@shop-islands/store';
import { html, island, trusted, type SafeHtml } from './html';

/** What every page template gets: the visitor's session and how the page was asked for. */
export interface PageContext {
  session: SessionState;
  url: URL;
  /** Named parts of the route (`/wizard/{carBrand}/{carModel}/`, `/catalog/product/{id}/`). */
  params: Record<string, string>;
  /** `react` (default) or `preact`: which drop-in folder the page loads (`?flavour=preact`). */
  flavour: 'react' | 'preact';
  /** The city the visitor chose (city cookie), or the default. */
  cityName: string;
  /** A cookie of the request, as PHP's `$_COOKIE` gives it to a template. */
  cookie(name: string): string | undefined;
}

export interface PageOptions {
  title: string;
  /** Body classes: `mobile`, `promo`, `market` switch site variants (docs/embedding.md#page-variants). */
  bodyClass?: string;
  mode?: PageConfig['mode'];
  /** Extra page config (page size, basket addresses …). */
  config?: Record<string, unknown>;
  /** The path above the heading (home is added in front); none on the home page. */
  breadcrumbs?: readonly MenuItem[];
  main: SafeHtml;
}

/** The shop's phone, printed in the city bar, the side panel and the footer. */
export const SHOP_PHONE = '8 800 555-35-35';

/**
 * An island whose props are too big for an attribute: they go into a child
 * `<script type="application/json" data-island-props>` (docs/embedding.md#props), the fallback after it.
 */
export function islandWithJsonProps(name: string, props: unknown, fallback: SafeHtml, attrs: { hydrate?: string; id?: string; className?: string } = {}): SafeHtml {
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return html`<div data-island="${name}"${attrs.id ? html` id="${attrs.id}"` : ''}${attrs.className ? html` class="${attrs.className}"` : ''}${
    attrs.hydrate ? html` data-hydrate="${attrs.hydrate}"` : ''
  }><script type="application/json" data-island-props>${trusted(json)}</script>${fallback}</div>`;
}

/** The example route of a product page (the demo data's own `url` is the live site's address). */
export const productUrl = (id: number) => `/catalog/product/${id}/`;

/**
 * Props of a `carousel` island (docs/islands/carousel.md#props): its name, the id of the heading
 * that shows it, and the slides the fallback's list prints, in order.
 */
export interface CarouselProps {
  label: string;
  headingId?: string;
  items: Array<{ name: string; url?: string; image?: string; price?: number; productId?: number }>;
}

/** A product card's buy control as catalog.section prints it: the buy button, the notify-me form, or nothing. */
function cardBuy(product: Product, session: SessionState): SafeHtml | '' {
  const id = product.id;
  return product.purchasingOption === 'AVAILABLE'
    ? island(
        'buy-button',
        { productId: id, price: product.price, productName: product.name },
        session.basket.has(id)
          ? html`<a class="btn btn-success btn-small" href="/personal/cart/">В корзине</a>`
          : html`<a class="btn btn-primary btn-small" href="/personal/cart/?action=ADD2BASKET&amp;id=${id}">В корзину</a>`,
      )
    : product.purchasingOption === 'NO_AVAILABLE'
      ? island('preorder', { productId: id, productName: product.name }, html`<a class="btn btn-outline btn-small" href="${productUrl(id)}#preorder">Сообщить о поступлении</a>`)
      : '';
}

/**
 * The end of a product card: its price (or why it cannot be bought), then its buy / pre-order
 * and compare islands, in this visitor's state.
 */
export function cardOffer(product: Product, session: SessionState): SafeHtml {
  const id = product.id;
  return html`${product.purchasingOption === 'AVAILABLE' ? html`<span class="product-card__price">${formatPrice(product.price)}</span>` : html`<span class="product-card__na">${AVAILABILITY_TEXT[product.purchasingOption]}</span>`}
  <span class="product-card__actions">${cardBuy(product, session)}${island(
    'compare-toggle',
    { productId: id, productName: product.name },
    session.compare.includes(id)
      ? html`<a class="product-card__compare is-active" href="/catalog/compare/">В сравнении</a>`
      : html`<a class="product-card__compare" href="/catalog/compare/?action=ADD_TO_COMPARE_LIST&amp;id=${id}">Сравнить</a>`,
  )}</span>`;
}

/** A product card of a carousel's list: what it shows before (or without) its island. */
function productCard(product: Product, session: SessionState): SafeHtml {
  return html`<li class="product-card" data-product-id="${product.id}">
  <img src="${product.image}" alt="" width="160" height="160" loading="lazy">
  <a class="product-card__name" href="${productUrl(product.id)}">${product.name}</a>
  ${cardOffer(product, session)}
</li>`;
}

/**
 * A `carousel` island of products (docs/embedding.md#shop-pages: related products, 4/3/2/1 per view by width)
 * under its section heading; the fallback is the same cards as a horizontal strip laid out like
 * the island (examples/assets/site.css).
 */
export function productCarousel(label: string, items: readonly Product[], headingId: string, session: SessionState): SafeHtml {
  const props: CarouselProps = {
    label,
    headingId,
    items: items.map((product) => ({
      productId: product.id,
      name: product.name,
      url: productUrl(product.id),
      image: product.image,
      ...(product.purchasingOption === 'AVAILABLE' ? { price: product.price } : {}),
    })),
  };
  return html`<section class="product-strip" aria-labelledby="${headingId}">
  <h2 id="${headingId}">${label}</h2>
  ${island('carousel', props, html`<ul class="product-strip__list">${items.map((product) => productCard(product, session))}</ul>`)}
</section>`;
}

const menuLinks = (path: string) =>
  SITE_MENU.map(({ url, name }) => html`<li><a href="${url}"${path === url ? html` aria-current="page"` : ''}>${name}</a></li>`);

/**
 * The header's city (docs/islands/city-picker.md): the city and country of the cookies, Moscow until
 * the visitor chose. Until the "chosen" cookie is set the island hydrates on idle, to ask «is this your
 * city?»; after that only a touch of the link loads it.
 */
function cityPicker(context: PageContext): SafeHtml {
  const { cityName } = context;
  const fromCookie = context.cookie(COOKIE_NAMES.cityName) !== undefined;
  const props = {
    cityName,
    countryName: fromCookie ? (context.cookie(COOKIE_NAMES.countryName) ?? '') : 'Россия',
    countryCode: fromCookie ? (context.cookie(COOKIE_NAMES.countryCode) ?? '') : 'RU',
  };
  const chosen = context.cookie(COOKIE_NAMES.cityChosen) === 'Y';
  return island('city-picker', props, html`<span class="city-bar__label">Ваш город:</span> <a class="city-bar__city" href="?city=choose">${cityName}</a>`, {
    className: 'city-bar__picker',
    hydrate: chosen ? undefined : 'idle',
  });
}

/** The catalogue search with its suggestions: in the header, or in the side menu (its 300 px dropdown). */
function searchForm(query: string, variant: 'header' | 'side-menu'): SafeHtml {
  return island(
    'search-suggest',
    variant === 'header' ? { action: '/search/', query } : { action: '/search/', query, variant },
    html`<form class="search-form" role="search" action="/search/" method="get">
        <input type="search" name="q" value="${query}" aria-label="Поиск по каталогу" placeholder="Сигнализация, трекер, модель автомобиля" autocomplete="off">
        <button type="submit" class="btn">Найти</button>
      </form>`,
    variant === 'header' ? { className: 'site-header__search' } : {},
  );
}

/** header.php: city bar, logo, search, counters and the menu, each interactive part an island. */
function header(context: PageContext): SafeHtml {
  const { session, cityName } = context;
  const path = context.url.pathname;
  const query = path === '/search/' ? (context.url.searchParams.get('q') ?? '') : '';
  const account = session.user.isAuth
    ? html`<a class="city-bar__account" href="/login/">${session.user.email || 'Личный кабинет'}</a>`
    : html`<a class="city-bar__account" href="/login/">Войти</a>`;
  return html`<header class="site-header">
  <div class="city-bar">
    <div class="container city-bar__inner">
      ${cityPicker(context)}
      <a class="city-bar__link" href="/return-points/">Пункты возврата</a>
      <a class="city-bar__phone" href="tel:88005553535">${SHOP_PHONE}</a>
      ${account}
    </div>
  </div>
  <div class="container site-header__main">
    ${island(
      'side-panel',
      { items: SITE_MENU, cityName, phone: SHOP_PHONE },
      // The side menu's search (300 px dropdown) rides in the fallback, hidden until the panel
      // takes it in (docs/islands/side-panel.md#markup-to-copy).
      html`<a class="menu-button" href="#main-menu" data-part="toggle"><span class="menu-button__icon" aria-hidden="true"></span>Меню</a><div data-part="extra" hidden>${searchForm(query, 'side-menu')}</div>`,
      // Loaded only where the button shows (site.css): desktops never fetch it (docs/islands/side-panel.md#when-it-loads).
      { className: 'site-header__side-panel', hydrate: 'media:(max-width: 991.98px)' },
    )}
    <a class="site-header__logo" href="/"><span class="site-header__logo-mark" aria-hidden="true">А</span>Автозащита</a>
    ${searchForm(query, 'header')}
    ${island('mobile-search', { action: '/search/' }, html`<a class="mobile-search-fallback" href="/search/">Поиск</a>`, { className: 'site-header__mobile-search' })}
    <nav class="site-header__links" aria-label="Корзина и сравнение">
      <a class="header-counter" href="/catalog/compare/">Сравнение <span class="compare_count">${session.compare.length}</span></a>
      <a class="header-counter" href="/personal/cart/">Корзина <span class="basket_count">${session.basket.size}</span></a>
    </nav>
  </div>
  ${island(
    'site-menu',
    {},
    html`<nav class="main-menu" id="main-menu" aria-label="Главное меню"><ul class="container">${menuLinks(path)}</ul></nav>`,
    { className: 'site-header__menu' },
  )}
</header>`;
}

/** The breadcrumb trail (Bitrix `breadcrumb` component): home first, the current page last, not a link. */
function breadcrumbs(items: readonly MenuItem[]): SafeHtml {
  const trail = [{ url: '/', name: 'Главная' }, ...items];
  return html`<nav class="breadcrumbs" aria-label="Навигационная цепочка"><ol>${trail.map((item, index) =>
    index === trail.length - 1 ? html`<li><span aria-current="page">${item.name}</span></li>` : html`<li><a href="${item.url}">${item.name}</a></li>`,
  )}</ol></nav>`;
}

/** footer.php: catalogue sections, shopper pages and contacts. */
function footer(): SafeHtml {
  return html`<footer class="site-footer">
  <div class="container site-footer__columns">
    <nav aria-label="Разделы каталога в подвале">
      <h2 class="site-footer__title">Каталог</h2>
      <ul>${catalog.sections.map((section) => html`<li><a href="/catalog/?section=${section.code}">${section.name}</a></li>`)}</ul>
    </nav>
    <nav aria-label="Покупателям">
      <h2 class="site-footer__title">Покупателям</h2>
      <ul>
        <li><a href="/payment-delivery/">Оплата и доставка</a></li>
        <li><a href="/return-points/">Пункты возврата</a></li>
        <li><a href="/support/">Техподдержка</a></li>
        <li><a href="/catalog/opt/">Оптовым покупателям</a></li>
      </ul>
    </nav>
    <div>
      <h2 class="site-footer__title">Контакты</h2>
      <p><a href="tel:88005553535">${SHOP_PHONE}</a><br>Звонок по России бесплатный, ежедневно с 9:00 до 21:00.</p>
    </div>
  </div>
  <p class="container site-footer__copy">© 2026 Автозащита — сигнализации, телематика и автоаксессуары.</p>
</footer>`;
}

/** The header.php / footer.php of the demo template: config, loader, counters, menu. */
export function layout(context: PageContext, page: PageOptions): string {
  const { session, flavour } = context;
  const config: PageConfig = {
    sessid: DEMO_SESSID,
    user: { isAuth: session.user.isAuth, email: session.user.email },
    endpoints: { ...DEMO_ENDPOINTS },
    mode: page.mode ?? 'normal',
    ...page.config,
  };
  const islandsPath = flavour === 'preact' ? '/local/islands-preact' : '/local/islands';
  // JSON inside <script> must not be able to close the tag.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');

  return `<!doctype html>
${html`<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} — Автозащита</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/site.css">
<script type="application/json" id="shop-islands-config">${trusted(configJson)}</script>
<script type="module" src="${islandsPath}/loader.js"></script>
</head>
<body class="${page.bodyClass ?? ''}">
<a class="skip-link" href="#main">Перейти к содержимому</a>
${header(context)}
<main id="main" class="page container">
${page.breadcrumbs ? breadcrumbs(page.breadcrumbs) : ''}
${page.main}
</main>
${footer()}
</body>
</html>`}
`;
}
