import type { PageConfig } from '@shop-islands/loader';
import { DEMO_ENDPOINTS, DEMO_SESSID, type SessionState } from '@shop-islands/dev-server';
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
}

export interface PageOptions {
  title: string;
  /** Body classes: `mobile`, `promo`, `market` switch site variants (spec §1). */
  bodyClass?: string;
  mode?: PageConfig['mode'];
  /** Extra page config (page size, basket addresses …). */
  config?: Record<string, unknown>;
  main: SafeHtml;
}

const MENU = [
  ['/catalog/', 'Каталог'],
  ['/catalog/opt/', 'Оптовый каталог'],
  ['/catalog/compare/', 'Сравнение'],
  ['/payment-delivery/', 'Оплата и доставка'],
  ['/return-points/', 'Пункты возврата'],
  ['/support/', 'Техподдержка'],
] as const;

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
  const basketCount = session.basket.size;
  const compareCount = session.compare.length;
  const path = context.url.pathname;
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
<header class="site-header">
  <div class="city-bar">
    <span class="city-bar__label">Ваш город:</span> <a class="city-bar__city" href="/?city=choose">${context.cityName}</a>
    <span class="city-bar__phone">8 800 555-35-35</span>
  </div>
  <div class="site-header__main">
    <a class="site-header__logo" href="/">Автозащита</a>
    <form class="site-header__search" role="search" action="/search/" method="get">
      <input type="search" name="q" aria-label="Поиск по каталогу" placeholder="Поиск по каталогу">
      <button type="submit">Найти</button>
    </form>
    ${island('mobile-search', { action: '/search/' }, html`<a class="mobile-search-fallback" href="/search/">Поиск</a>`, { className: 'site-header__mobile-search' })}
    <nav class="site-header__links" aria-label="Корзина и сравнение">
      <a href="/catalog/compare/">Сравнение <span class="compare_count">${compareCount}</span></a>
      <a href="/personal/cart/">Корзина <span class="basket_count">${basketCount}</span></a>
    </nav>
  </div>
  <nav class="main-menu" aria-label="Главное меню">
    <ul>${MENU.map(([href, label]) => html`<li><a href="${href}"${path === href ? html` aria-current="page"` : ''}>${label}</a></li>`)}</ul>
  </nav>
</header>
<main id="main" class="page">
${page.main}
</main>
<footer class="site-footer">
  <p>© 2026 Автозащита — сигнализации, телематика и автоаксессуары.</p>
</footer>
</body>
</html>`}
`;
}
