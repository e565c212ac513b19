import { createStore, MemoryCookies, MemoryStorage, type ShopStore } from '@shop-islands/store';
import { prepaintBuyButton } from '../buy-button/buy-button.prepaint';
import { prepaintCompareToggle } from '../compare-toggle/compare-toggle.prepaint';
import { prepaintOptQuantityLater } from '../bundler-registry';
import { prepaintOptQuantity } from '../opt-quantity/opt-quantity.prepaint';
import { createLoader } from '@shop-islands/loader';
import * as islands from '../index';
import { formatPrice } from '../ui/money';
import { setPageRuntime } from './page';

/** A page runtime over an in-memory store with these stored lists (as another visit left them). */
function pageWith(stored: Record<string, unknown>, mode: 'normal' | 'opt' = 'normal'): ShopStore {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(stored)) storage.setItem(key, JSON.stringify(value));
  const store = createStore({ storage, cookies: new MemoryCookies(), window: null, document: null, mode });
  setPageRuntime({
    store,
    config: { sessid: '', user: { isAuth: false, email: '' }, endpoints: {}, mode },
    apiDeps: { fetch: () => Promise.reject(new Error('no network in this test')), sessid: () => '', endpoints: {}, baseUrl: 'http://shop.test' },
  });
  return store;
}

const fallback = (html: string) => {
  document.body.innerHTML = `<div data-island="x">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
};

afterEach(() => setPageRuntime(null));

describe('buy-button prepaint (a cached page that says «В корзину»)', () => {
  test('says «В корзине» when this shopper’s basket holds the product, before any interaction', () => {
    pageWith({ basketItems: [101] });
    const element = fallback(`<a class="btn" href="/personal/cart/?action=ADD2BASKET&id=101">В корзину</a>`);
    prepaintBuyButton(element, { productId: 101 });
    expect(element.textContent).toBe('В корзине');
  });

  test('keeps the add label for a product not in the basket, and follows the store until undone', () => {
    const store = pageWith({ basketItems: [] });
    const element = fallback(`<a class="btn" href="/personal/cart/">В корзине</a>`);
    const undo = prepaintBuyButton(element, { productId: '101', variant: 'product' })!;
    expect(element.textContent).toBe('Добавить в корзину');
    store.addToBasket(101); // another tab, or the server's reconciliation
    expect(element.textContent).toBe('В корзине');
    undo();
    expect(element.textContent).toBe('В корзине'); // the server's own text
    store.removeFromBasket(101);
    expect(element.textContent).toBe('В корзине'); // no longer followed
  });

  test('changes only the label text: an icon or a hidden product name beside it stays', () => {
    pageWith({ basketItems: [101] });
    const element = fallback(`<a href="/personal/cart/"><span class="icon"></span>В корзину<span class="visually-hidden"> «Стражъ»</span></a>`);
    prepaintBuyButton(element, { productId: 101 });
    expect(element.querySelector('a')!.innerHTML).toBe('<span class="icon"></span>В корзине<span class="visually-hidden"> «Стражъ»</span>');
  });

  test('leaves a fallback alone when the props have no product id', () => {
    pageWith({ basketItems: [101] });
    const element = fallback(`<a href="/personal/cart/">В корзину</a>`);
    expect(prepaintBuyButton(element, { productId: 'x' })).toBeUndefined();
    expect(element.textContent).toBe('В корзину');
  });
});

describe('compare-toggle prepaint', () => {
  test('says «В сравнении» when this shopper’s compare list holds the product', () => {
    pageWith({ compareItems: [7, 101] });
    const element = fallback(`<a href="/catalog/compare/?action=ADD_TO_COMPARE_LIST&id=101">Сравнить</a>`);
    prepaintCompareToggle(element, { productId: 101 });
    expect(element.textContent).toBe('В сравнении');
  });

  test('says the add label when the cached page says «В сравнении» for another shopper', () => {
    pageWith({ compareItems: [] });
    const element = fallback(`<a class="is-active" href="/catalog/compare/">В сравнении</a>`);
    prepaintCompareToggle(element, { productId: 101 });
    expect(element.textContent).toBe('Сравнить');
  });
});

describe('a first visit (no list stored yet), before getVars.php answers', () => {
  test('keeps the label the page printed for this shopper, then follows the answer', () => {
    const store = pageWith({});
    const compare = fallback(`<a class="is-active" href="/catalog/compare/">В сравнении</a>`);
    prepaintCompareToggle(compare, { productId: 101 });
    expect(compare.textContent).toBe('В сравнении');
    store.reconcile({ compareItems: [7] });
    expect(compare.textContent).toBe('Сравнить');
  });

  test('a buy button printed «В корзине» stays so while the basket is unknown, and after an answer that holds it', () => {
    const store = pageWith({});
    const buy = fallback(`<a class="btn" href="/personal/cart/">В корзине</a>`);
    prepaintBuyButton(buy, { productId: 101 });
    expect(buy.textContent).toBe('В корзине');
    store.addToBasket(5); // a product added here says nothing of the others
    expect(buy.textContent).toBe('В корзине');
    store.reconcile({ basketItems: [101] });
    expect(buy.textContent).toBe('В корзине');
    store.removeFromBasket(101);
    expect(buy.textContent).toBe('В корзину');
  });

  test('a product added on this page reads «В корзине» at once, the list still unknown', () => {
    const store = pageWith({});
    const buy = fallback(`<a class="btn" href="/personal/cart/?action=ADD2BASKET&id=101">В корзину</a>`);
    prepaintBuyButton(buy, { productId: 101 });
    store.addToBasket(101); // the product page's own button, say
    expect(buy.textContent).toBe('В корзине');
  });

  test('a wholesale quantity keeps the printed one until the basket is known', () => {
    const store = pageWith({}, 'opt');
    const element = fallback(`<input name="QUANTITY" value="2"><span data-line-price>3 000 ₽</span>`);
    prepaintOptQuantity(element, { productId: 101, price: 1500 });
    expect(element.querySelector('input')!.value).toBe('2');
    store.reconcile({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 4 }] });
    expect(element.querySelector('input')!.value).toBe('4');
    expect(element.querySelector('[data-line-price]')!.textContent).toBe(formatPrice(6000));
  });
});

describe('opt-quantity prepaint', () => {
  test('shows this shopper’s quantity and the line price, unit price × quantity', () => {
    pageWith({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] }, 'opt');
    const element = fallback(`<input name="QUANTITY" value=""><span data-line-price>0 ₽</span>`);
    const undo = prepaintOptQuantity(element, { productId: 101, price: 1500 })!;
    expect(element.querySelector('input')!.value).toBe('3');
    expect(element.querySelector('[data-line-price]')!.textContent).toBe(formatPrice(4500));
    undo();
    expect(element.querySelector('input')!.value).toBe('');
    expect(element.querySelector('[data-line-price]')!.textContent).toBe('0 ₽');
  });

  test('comes in its own chunk as the page starts, and not at all once undone before it came', async () => {
    pageWith({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] }, 'opt');
    const element = fallback(`<input name="QUANTITY" value=""><span data-line-price>0 ₽</span>`);
    const undo = prepaintOptQuantityLater(element, { productId: 101, price: 1500 })!;
    expect(element.querySelector('input')!.value).toBe('');
    await import('../opt-quantity/opt-quantity.prepaint');
    await Promise.resolve();
    expect(element.querySelector('input')!.value).toBe('3');
    undo();
    expect(element.querySelector('input')!.value).toBe('');
    // The island mounted (and undid it) before the chunk came: the printed quantity stays.
    const early = fallback(`<input name="QUANTITY" value="7"><span data-line-price>0 ₽</span>`);
    prepaintOptQuantityLater(early, { productId: 101, price: 1500 })!();
    await import('../opt-quantity/opt-quantity.prepaint');
    await Promise.resolve();
    expect(early.querySelector('input')!.value).toBe('7');
  });

  test('never writes over a quantity the shopper has typed: a later store change leaves it, and the island starts from it', () => {
    const store = pageWith({}, 'opt');
    const element = fallback(`<input name="QUANTITY" value="3"><span data-line-price>4 500 ₽</span>`);
    const field = element.querySelector('input')!;
    const undo = prepaintOptQuantity(element, { productId: 101, price: 1500 })!;
    field.value = '5'; // typed while the island loads, before getVars.php answers
    store.reconcile({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] });
    expect(field.value).toBe('5');
    undo();
    expect(field.value).toBe('5');
    expect(field.dataset.typed).toBe('');
  });

  test('typed before its chunk came: the text typed stays too', async () => {
    pageWith({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] }, 'opt');
    const element = fallback(`<input name="QUANTITY" value="2"><span data-line-price>3 000 ₽</span>`);
    const field = element.querySelector('input')!;
    const undo = prepaintOptQuantityLater(element, { productId: 101, price: 1500 })!;
    field.value = '5';
    await import('../opt-quantity/opt-quantity.prepaint');
    await Promise.resolve();
    expect(field.value).toBe('5');
    undo();
    expect(field.dataset.typed).toBe('');
  });

  test('writes nothing into a line whose quantity did not change when another line\'s does (a key typed elsewhere)', () => {
    const store = pageWith({ basketItems: [{ PRODUCT_ID: 101, QUANTITY: 3 }] }, 'opt');
    const element = fallback(`<input name="QUANTITY" value="3"><span data-line-price>4 500 ₽</span>`);
    prepaintOptQuantity(element, { productId: 101, price: 1500 });
    const field = element.querySelector('input')!;
    const writes: string[] = [];
    const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(field, 'value', { get: () => valueSetter.get!.call(field), set: (value: string) => (writes.push(value), valueSetter.set!.call(field, value)) });
    const changes = new MutationObserver(() => {});
    changes.observe(element, { subtree: true, childList: true, characterData: true });
    store.setWholesaleQuantity(102, 5, { pending: true });
    store.setWholesaleQuantity(102, 6, { pending: true });
    expect(writes).toEqual([]);
    expect(changes.takeRecords()).toEqual([]);
    // Its own line changes as before.
    store.setWholesaleQuantity(101, 4, { pending: true });
    expect(writes).toEqual(['4']);
    expect(element.querySelector('[data-line-price]')!.textContent).toBe(formatPrice(6000));
  });

  test('empties a quantity the cached page shows when this shopper has none', () => {
    pageWith({ basketItems: [] }, 'opt');
    const element = fallback(`<input name="QUANTITY" value="5"><span data-line-price>7 500 ₽</span>`);
    prepaintOptQuantity(element, { productId: 101, price: 1500 });
    expect(element.querySelector('input')!.value).toBe('');
    expect(element.querySelector('[data-line-price]')!.textContent).toBe(formatPrice(0));
  });
});

describe('a registry of its own, as the README shows bundler users', () => {
  test('the package index gives the prepaints: a cached «В корзину» says «В корзине» before the island loads', async () => {
    pageWith({ basketItems: [101], compareItems: [101] });
    document.body.innerHTML = `<div data-island="buy-button" data-props='{"productId":101}'><a href="/personal/cart/">В корзину</a></div><div data-island="compare-toggle" data-props='{"productId":101}'><a href="/catalog/compare/">Сравнить</a></div>`;
    const never = () => new Promise<never>(() => {});
    const loader = createLoader({
      registry: {
        'buy-button': { hydrate: 'interaction', prepaint: islands.prepaintBuyButton, load: never },
        'compare-toggle': { hydrate: 'interaction', prepaint: islands.prepaintCompareToggle, load: never },
      },
      document,
      window,
    });
    try {
      await vi.waitFor(() => expect(document.querySelector('[data-island="buy-button"]')!.textContent).toBe('В корзине'));
      expect(document.querySelector('[data-island="compare-toggle"]')!.textContent).toBe('В сравнении');
      expect(islands.prepaintOptQuantity).toBe(prepaintOptQuantityLater);
    } finally {
      loader.stop();
    }
  });
});
