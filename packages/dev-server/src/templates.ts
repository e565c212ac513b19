/**
 * Server markup of the demo: the catalogue list fragment (catalogList) and the installation block
 * (getBwIButton). Everything is HTML-escaped; nested islands carry JSON props in `data-props`.
 */
import { catalog, findProduct, installOffers } from './data';
import { escapeHtml, formatPrice, propsAttr } from './format';
import type { SessionState } from './state';
import type { Product } from './types';

const featureNames = new Map(catalog.features.map((feature) => [feature.code, feature.name]));

export const AVAILABILITY_TEXT: Record<Product['purchasingOption'], string> = {
  AVAILABLE: 'В наличии',
  NOT_FOR_SALE: 'Нет в продаже',
  NO_AVAILABLE: 'Временно нет в наличии',
};

export interface CatalogItemOptions {
  /** Wholesale ('opt') catalogue: a quantity input and a line price instead of the buy button. */
  opt?: boolean;
  session?: SessionState;
}

function island(name: string, props: unknown, fallback: string, hydrate?: string): string {
  const when = hydrate ? ` data-hydrate="${escapeHtml(hydrate)}"` : '';
  return `<div data-island="${escapeHtml(name)}" data-props='${propsAttr(props)}'${when}>${fallback}</div>`;
}

/**
 * The id of a section's heading in the wholesale list: the target of the section links
 * (`opt-sections`) on the wholesale page.
 */
export const optSectionAnchor = (sectionCode: string) => `opt-section-${sectionCode}`;

/** One catalogue item; its buy, compare and notify controls are nested islands with server fallbacks. */
export function renderCatalogItem(product: Product, options: CatalogItemOptions = {}): string {
  const id = product.id;
  const url = escapeHtml(product.url);
  const inBasket = options.session?.basket.get(id);
  const inCompare = options.session?.compare.includes(id) ?? false;
  const available = product.purchasingOption === 'AVAILABLE';
  const price = options.opt ? product.optPrice : product.price;

  const features = product.features
    .map((code) => `<li data-feature="${escapeHtml(code)}">${escapeHtml(featureNames.get(code) ?? code)}</li>`)
    .join('');
  const oldPrice =
    product.oldPrice && !options.opt ? `<s class="catalog-item__price-old">${escapeHtml(formatPrice(product.oldPrice))}</s> ` : '';
  const priceHtml = available
    ? `<div class="catalog-item__price" data-price="${price}">${oldPrice}<span class="catalog-item__price-value">${escapeHtml(formatPrice(price))}</span></div>`
    : `<div class="catalog-item__price catalog-item__price--none"></div>`;

  let buy: string;
  if (product.purchasingOption === 'NOT_FOR_SALE') {
    buy = `<span class="catalog-item__na">${AVAILABILITY_TEXT.NOT_FOR_SALE}</span>`;
  } else if (product.purchasingOption === 'NO_AVAILABLE') {
    buy = island(
      'preorder',
      { productId: id, productName: product.name },
      `<a class="btn btn-outline catalog-item__notify" href="${url}#preorder">Сообщить о поступлении</a>`,
    );
  } else if (options.opt) {
    const quantity = inBasket?.quantity ?? 0;
    // docs/islands/opt-quantity.md: the opt-quantity island (quantity input + line price); the plain input stays as the no-JS fallback.
    buy = island(
      'opt-quantity',
      { productId: id, price: product.optPrice, max: product.quantity, quantity, productName: product.name },
      `<div class="catalog-item__opt" data-product-id="${id}" data-opt-price="${product.optPrice}">
<label class="catalog-item__qty-label">Количество <input class="catalog-item__qty" type="number" name="QUANTITY" inputmode="numeric" min="0" max="${product.quantity}" step="1" value="${quantity || ''}" data-product-id="${id}" data-price="${product.optPrice}"></label>
<span class="catalog-item__line-price" data-line-price>${escapeHtml(formatPrice(product.optPrice * quantity))}</span>
</div>`,
      // A price list shows the basket's quantities as soon as a row is on screen, not only once
      // it is touched (the island's own default).
      'visible',
    );
  } else {
    buy = island(
      'buy-button',
      { productId: id, price: product.price, productName: product.name },
      inBasket
        ? `<a class="btn btn-success catalog-item__buy is-in-basket" href="/personal/cart/">В корзине</a>`
        : `<a class="btn btn-primary catalog-item__buy" href="/personal/cart/?action=ADD2BASKET&amp;id=${id}">В корзину</a>`,
    );
  }
  const compare = island(
    'compare-toggle',
    { productId: id, productName: product.name },
    inCompare
      ? `<a class="catalog-item__compare is-active" href="/catalog/compare/">В сравнении</a>`
      : `<a class="catalog-item__compare" href="/catalog/compare/?action=ADD_TO_COMPARE_LIST&amp;id=${id}">Сравнить</a>`,
  );

  return `<div class="catalog-item" id="catalog-item-${id}" data-product-id="${id}" data-price="${price}" data-availability="${escapeHtml(product.purchasingOption)}">
<a class="catalog-item__image" href="${url}"><img src="${escapeHtml(product.image)}" alt="${escapeHtml(product.name)}" width="200" height="200" loading="lazy"></a>
<div class="catalog-item__body">
<div class="catalog-item__section">${escapeHtml(product.sectionName)}</div>
<a class="catalog-item__name" href="${url}">${escapeHtml(product.name)}</a>
<p class="catalog-item__desc">${escapeHtml(product.description)}</p>
<ul class="catalog-item__features">${features}</ul>
<div class="catalog-item__availability">${AVAILABILITY_TEXT[product.purchasingOption]}</div>
${priceHtml}
<div class="catalog-item__actions">${buy}${compare}</div>
</div>
</div>`;
}

export interface CatalogListView {
  items: readonly Product[];
  /** Found count (all pages). */
  total: number;
  sectionCode: string;
  opt?: boolean;
  session?: SessionState;
}

/**
 * The wholesale list: the items grouped by section, each group under a heading the section links
 * lead to; the order within a group is the requested one.
 */
function renderOptSections(view: CatalogListView): string {
  return catalog.sections
    .map((section) => {
      const items = view.items.filter((product) => product.sectionCode === section.code);
      if (!items.length) return '';
      return `<h2 class="catalog-list__section-title" id="${escapeHtml(optSectionAnchor(section.code))}" tabindex="-1">${escapeHtml(section.name)}</h2>
${items.map((product) => renderCatalogItem(product, { opt: true, session: view.session })).join('\n')}`;
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * The catalogList fragment: items, then `<input type="hidden" name="ITEMS_COUNT" value="N">` (found
 * count). The wholesale variant (`opt`) has quantity islands and section headings.
 */
export function renderCatalogList(view: CatalogListView): string {
  const body = view.items.length
    ? view.opt
      ? renderOptSections(view)
      : view.items.map((product) => renderCatalogItem(product, { session: view.session })).join('\n')
    : `<div class="catalog-list__empty">По вашему запросу товары не найдены. Попробуйте изменить условия фильтра.</div>`;
  return `<div class="catalog-list__items" data-section-code="${escapeHtml(view.sectionCode)}" data-items-count="${view.total}" data-items-shown="${view.items.length}">
${body}
</div>
<input type="hidden" name="ITEMS_COUNT" value="${view.total}">
`;
}

/** The installation-service block of a product page (getBwIButton). */
export function renderInstallBlock(productId: number): string {
  const product = findProduct(productId);
  const offer = product && installOffers.find((item) => item.sectionCode === product.sectionCode);
  if (!product || !offer) {
    return `<div class="install-service install-service--empty" data-product-id="${escapeHtml(productId)}">
<p class="install-service__lead">Установка для этого товара не предлагается.</p>
</div>
`;
  }
  const installTotal = offer.services.reduce((sum, service) => sum + service.price, 0);
  const services = offer.services
    .map(
      (service) =>
        `<li class="install-service__item"><span class="install-service__name">${escapeHtml(service.name)}</span> <span class="install-service__price">${service.price ? escapeHtml(formatPrice(service.price)) : 'Бесплатно'}</span></li>`,
    )
    .join('\n');
  const action =
    product.purchasingOption === 'AVAILABLE'
      ? // A buy button island inside the block: the page's loader mounts it once the block is inserted.
        island(
          'buy-button',
          { productId: product.id, productName: product.name, variant: 'catalog' },
          `<a class="btn btn-primary install-service__button" href="/personal/cart/?action=ADD2BASKET&amp;id=${product.id}&amp;install=Y">Купить с установкой</a>`,
        )
      : `<p class="install-service__unavailable">Товар сейчас недоступен для заказа с установкой.</p>`;
  return `<div class="install-service" data-product-id="${product.id}" data-install-price="${installTotal}">
<h2 class="install-service__title">Установка в сервисном центре</h2>
<p class="install-service__lead">Установим «${escapeHtml(product.name)}» за ${escapeHtml(offer.duration)}. ${escapeHtml(offer.warranty)}.</p>
<ul class="install-service__list">
${services}
</ul>
<p class="install-service__total">Стоимость установки: <strong>${escapeHtml(formatPrice(installTotal))}</strong>. Товар с установкой: <strong>${escapeHtml(formatPrice(product.price + installTotal))}</strong></p>
${action}
<p class="install-service__note">Удобное время установки согласуем после оформления заказа. Итоговая стоимость может измениться после осмотра автомобиля.</p>
</div>
`;
}
