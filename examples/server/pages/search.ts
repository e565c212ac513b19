import { renderCatalogItem, searchProducts } from '@shop-islands/dev-server';
// The same rule as the island's (docs/islands/search-suggest.md: wrong keyboard layout), so the page and the dropdown agree.
import { switchKeyboardLayout } from '../../../packages/islands/src/search-suggest/search-suggest.rules';
import { foundText } from './catalog';
import { html, island, trusted } from '../html';
import { layout, type PageContext } from '../layout';

/** What the results page shows for a query: the products found, and the other-layout query that found them, if any. */
export function findForPage(query: string): { found: ReturnType<typeof searchProducts>; converted: string | null } {
  if (!query) return { found: [], converted: null };
  const found = searchProducts(query);
  if (found.length) return { found, converted: null };
  const other = switchKeyboardLayout(query);
  const again = other ? searchProducts(other) : [];
  return again.length ? { found: again, converted: other } : { found, converted: null };
}

/**
 * `/search/?q=`: the results page the search box submits to, as the Bitrix `search.page` template
 * prints it: the query in a second search box, the products as catalogue cards (their buy, compare
 * and notify controls islands), or a message when nothing is found. The header's box keeps the query
 * too (layout.ts).
 */
export function searchPage(context: PageContext): string {
  const query = (context.url.searchParams.get('q') ?? '').trim();
  const { found, converted } = findForPage(query);
  const label = 'Уточнить поиск';
  const box = island(
    'search-suggest',
    { action: '/search/', query, label },
    html`<form class="search-form" role="search" aria-label="${label}" action="/search/" method="get">
      <input type="search" name="q" value="${query}" aria-label="${label}" placeholder="Сигнализация, трекер, модель автомобиля" autocomplete="off">
      <button type="submit" class="btn">Найти</button>
    </form>`,
    { className: 'search-page__box' },
  );
  const summary = !query
    ? html`<p class="search-page__summary">Введите название товара, марку или модель автомобиля.</p>`
    : found.length
      ? html`${converted ? html`<p class="search-page__note">Показаны результаты по запросу «${converted}»</p>` : ''}
<p class="search-page__summary">${foundText(found.length)} по запросу «${converted ?? query}»</p>
<div class="catalog-list__items search-page__items">
${trusted(found.map((product) => renderCatalogItem(product, { session: context.session })).join('\n'))}
</div>`
      : html`<div class="search-page__empty"><p>По запросу «${query}» ничего не найдено.</p><p>Проверьте написание или загляните в <a href="/catalog/">каталог</a>.</p></div>`;
  return layout(context, {
    title: query ? `Поиск: ${query}` : 'Поиск',
    breadcrumbs: [{ url: '/search/', name: 'Поиск' }],
    main: html`<h1>Результаты поиска</h1>
${box}
${summary}`,
  });
}
