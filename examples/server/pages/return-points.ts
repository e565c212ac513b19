import { DEMO_EXTRA_PATHS, returnPoints, type ReturnPoint } from '@shop-islands/dev-server';
import { html, island } from '../html';
import { layout, type PageContext } from '../layout';

/** Without a city that has points, the server list shows this many (the map shows them all). */
const LIST_LIMIT = 30;

const pointCities = [...new Set(returnPoints.map((point) => point.city))];

const pointItem = (point: ReturnPoint) => html`<li class="point" data-lat="${point.lat}" data-lng="${point.lng}">
  <h3 class="point__name">${point.name}</h3>
  <p class="point__address">${point.address}</p>
  <p class="point__hours">Часы работы: ${point.hours}</p>
  <p class="point__phone">Телефон: <a href="tel:${point.phone.replace(/[^\d+]/g, '')}">${point.phone}</a></p>
</li>`;

/** `/return-points/`: the return points map (docs/embedding.md#shop-pages), a plain list until the map runs. */
export function returnPointsPage(context: PageContext): string {
  // `?city=` is the no-JS city filter; otherwise the visitor's city from the cookie
  const asked = context.url.searchParams.get('city') ?? context.cityName;
  const city = pointCities.includes(asked) ? asked : '';
  const points = city ? returnPoints.filter((point) => point.city === city) : returnPoints.slice(0, LIST_LIMIT);
  const note = city
    ? html`<p class="point-list__note">Всего пунктов: ${points.length}. Карта покажет их все после загрузки.</p>`
    : html`<p class="point-list__note">${asked ? html`В городе ${asked} пунктов пока нет. ` : ''}Показаны первые ${points.length} из ${returnPoints.length} пунктов — выберите город, чтобы увидеть пункты рядом.</p>`;
  return layout(context, {
    title: 'Пункты возврата',
    breadcrumbs: [{ url: '/return-points/', name: 'Пункты возврата' }],
    main: html`<h1>Пункты возврата и выдачи</h1>
<p class="lead">Вернуть или обменять товар, забрать заказ и сдать устройство в гарантийный ремонт можно в ${returnPoints.length} пунктах в ${pointCities.length} городах.</p>
<form class="inline-form" method="get" action="/return-points/">
  <label for="return-city">Город</label>
  <select id="return-city" name="city">
    <option value=""${city ? '' : html` selected`}>Все города</option>
    ${pointCities.map((name) => html`<option${name === city ? html` selected` : ''}>${name}</option>`)}
  </select>
  <button class="btn btn-outline" type="submit">Показать</button>
</form>
${island(
  'return-map',
  // the map loads every point itself (10 000 in the budget), filtered by `?city=` when one is given
  { pointsUrl: DEMO_EXTRA_PATHS.returnPoints, city, fit: { padding: 30, maxZoom: 16 } },
  html`<section class="point-list" aria-labelledby="points-title">
  <h2 id="points-title">${city ? `Пункты в городе ${city}` : 'Пункты возврата'}</h2>
  ${note}
  <ol class="point-list__items">${points.map(pointItem)}</ol>
</section>`,
  { hydrate: 'visible', className: 'return-map' },
)}`,
  });
}
