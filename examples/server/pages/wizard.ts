import { carBrands, products, type CarBrand, type CarModel, type Product, type SessionState } from '@shop-islands/dev-server';
import { html, island, type SafeHtml } from '../html';
import { cardOffer, layout, productUrl, type PageContext } from '../layout';

/** docs/embedding.md#routes: the wizard's target route; the island fills in the brand and model codes. */
const WIZARD_ROUTE = '/wizard/{carBrand}/{carModel}/';
const wizardUrl = (brand: CarBrand, model: CarModel) => `/wizard/${brand.code}/${model.code}/`;

/** `/wizard/`: where the fallback form goes without script; it shows the car asked for, or asks for one. */
const WIZARD_FORM_ACTION = '/wizard/';

/**
 * The `car-wizard` island: brand and model selects (models load after a brand is chosen, docs/embedding.md#shop-pages).
 * Without script the fallback is a GET form to `/wizard/` whose model select lists every brand's
 * models («brand/model» values), laid out like the island so that nothing moves when it mounts.
 */
export function carWizard(selected: { brand?: CarBrand; model?: CarModel } = {}): SafeHtml {
  return island(
    'car-wizard',
    {
      brands: carBrands.map(({ id, code, name }) => ({ id, code, name })),
      brand: selected.brand?.code ?? '',
      model: selected.model?.code ?? '',
      action: WIZARD_ROUTE,
    },
    html`<form class="wizard-form" method="get" action="${WIZARD_FORM_ACTION}">
  <div class="wizard-form__row">
    <label for="wizard-brand">Марка</label>
    <select id="wizard-brand" name="carBrand">
      <option value="">Выберите марку</option>
      ${carBrands.map((brand) => html`<option value="${brand.code}"${brand === selected.brand ? html` selected` : ''}>${brand.name}</option>`)}
    </select>
  </div>
  <div class="wizard-form__row">
    <label for="wizard-model">Модель</label>
    <select id="wizard-model" name="carModel">
      <option value="">Выберите модель</option>
      ${carBrands.map(
        (brand) => html`<optgroup label="${brand.name}">${brand.models.map(
          (model) => html`<option value="${brand.code}/${model.code}"${model === selected.model ? html` selected` : ''}>${model.name}</option>`,
        )}</optgroup>`,
      )}
    </select>
  </div>
  <button class="btn" type="submit">Подобрать</button>
</form>`,
    { className: 'car-wizard' },
  );
}

/** A product of the results grid, with the same buy and compare islands as the catalogue. */
function resultCard(product: Product, session: SessionState): SafeHtml {
  return html`<li class="product-card product-card--wide">
  <img src="${product.image}" alt="" width="160" height="160" loading="lazy">
  <a class="product-card__name" href="${productUrl(product.id)}">${product.name}</a>
  <span class="product-card__section">${product.sectionName}</span>
  ${cardOffer(product, session)}
</li>`;
}

/** The demo's fitment: alarms, trackers and immobilisers, a different choice for each car. */
function matchingProducts(brand: CarBrand, model: CarModel): Product[] {
  const fitting = products.filter((product) => product.sectionCode !== 'aksessuary' && product.purchasingOption !== 'NOT_FOR_SALE');
  const start = (brand.id * 7 + model.id * 3) % fitting.length;
  return [...fitting.slice(start), ...fitting.slice(0, start)].slice(0, 9);
}

/**
 * `/wizard/`: the fallback form's target. With a model («brand/model», or the two codes) it shows
 * that car's page; otherwise the wizard alone.
 */
export function wizardIndexPage(context: PageContext): string {
  const query = context.url.searchParams;
  const [brandCode = '', modelCode = ''] = (query.get('carModel') ?? '').includes('/')
    ? (query.get('carModel') ?? '').split('/')
    : [query.get('carBrand') ?? '', query.get('carModel') ?? ''];
  if (brandCode && modelCode) return wizardPage({ ...context, params: { carBrand: brandCode, carModel: modelCode } });
  const brand = carBrands.find((item) => item.code === brandCode);
  return layout(context, {
    title: 'Подбор по автомобилю',
    breadcrumbs: [{ url: '/wizard/', name: 'Подбор по автомобилю' }],
    main: html`<h1>Подбор по автомобилю</h1>
<p class="lead">Выберите марку и модель — покажем сигнализации, трекеры и иммобилайзеры, которые к ней подходят.</p>
<section class="wizard-box" aria-labelledby="wizard-title"><h2 id="wizard-title">Ваш автомобиль</h2>${carWizard({ brand })}</section>`,
  });
}

/** `/wizard/{carBrand}/{carModel}/`: what fits the chosen car (docs/embedding.md#routes). */
export function wizardPage(context: PageContext): string {
  const brand = carBrands.find((item) => item.code === context.params.carBrand?.toLowerCase());
  const model = brand?.models.find((item) => item.code === context.params.carModel?.toLowerCase());
  const breadcrumbs = [{ url: '/wizard/', name: 'Подбор по автомобилю' }];
  if (!brand || !model) {
    return layout(context, {
      title: 'Автомобиль не найден',
      breadcrumbs,
      main: html`<h1>Автомобиль не найден</h1>
<p class="lead">${brand ? `У марки ${brand.name} нет такой модели в нашем каталоге.` : 'Такой марки нет в нашем каталоге.'} Выберите автомобиль из списка — подберём сигнализацию, трекер и иммобилайзер.</p>
<section class="wizard-box" aria-labelledby="wizard-title"><h2 id="wizard-title">Подбор по автомобилю</h2>${carWizard({ brand })}</section>`,
    });
  }
  const car = `${brand.name} ${model.name}`;
  const found = matchingProducts(brand, model);
  return layout(context, {
    title: `Подбор для ${car}`,
    breadcrumbs: [...breadcrumbs, { url: wizardUrl(brand, model), name: car }],
    main: html`<h1>Охранные системы и телематика для ${car}</h1>
<p class="lead">Подходят к ${car} — найдено товаров: ${found.length}. Установку с гарантией можно заказать на странице товара.</p>
<ul class="product-grid" aria-label="Товары для ${car}">${found.map((product) => resultCard(product, context.session))}</ul>
<section class="wizard-box" aria-labelledby="wizard-title"><h2 id="wizard-title">Другой автомобиль</h2>${carWizard({ brand, model })}</section>`,
  });
}
