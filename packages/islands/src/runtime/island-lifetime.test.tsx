/**
 * Islands come and go (the catalogue list replaces its items, and the loader unmounts the islands
 * inside them): a page that shows 1 000 of them over a visit must hold no more subscriptions,
 * timers or window listeners than before. Every island is mounted and unmounted through its real
 * module, in the state that makes its model hold the most (a price being typed, a scroll under way).
 */
import { Signal } from '@preact/signals-core';
import type { ApiDeps } from '@shop-islands/api';
import type { IslandContext, IslandHandle, IslandModule, PageConfig } from '@shop-islands/loader';
import { createStore, MemoryCookies, MemoryStorage } from '@shop-islands/store';
import { fireEvent } from '@testing-library/react';
import buyButton from '../buy-button/buy-button.island';
import catalogFilter from '../catalog-filter/catalog-filter.island';
import { filterProps } from '../catalog-filter/catalog-filter.testkit';
import catalogList from '../catalog-list/catalog-list.island';
import { fragmentHtml, range } from '../catalog-list/catalog-list.testkit';
import compareToggle from '../compare-toggle/compare-toggle.island';
import mobileSearch from '../mobile-search/mobile-search.island';
import optQuantity from '../opt-quantity/opt-quantity.island';
import optSections from '../opt-sections/opt-sections.island';
import preorder from '../preorder/preorder.island';
import productTabs from '../product-tabs/product-tabs.island';
import { setPageRuntime, type PageRuntime } from './page';
import { mountLikeTheLoader } from './testkit';

/**
 * Live signal subscriptions on the page: every `effect` and every `subscribe` (the views' and the
 * models'), counted from creation until their stop function is called. Each dependency a model or a
 * view takes on the store's signals hangs on one of them, so their number is what a page keeps.
 */
const live = vi.hoisted(() => ({ subscriptions: 0 }));

vi.mock('@preact/signals-core', async (importOriginal) => {
  const signals = await importOriginal<typeof import('@preact/signals-core')>();
  const counted = (stop: () => void) => {
    live.subscriptions += 1;
    let stopped = false;
    return () => {
      if (!stopped) {
        stopped = true;
        live.subscriptions -= 1;
      }
      stop();
    };
  };
  const subscribe = signals.Signal.prototype.subscribe;
  signals.Signal.prototype.subscribe = function (this: Signal, callback: (value: unknown) => void) {
    return counted(subscribe.call(this, callback));
  };
  return { ...signals, effect: (...args: Parameters<typeof signals.effect>) => counted(signals.effect(...args)) };
});

/** Window and document listeners added and not yet removed. */
function trackListeners(targets: EventTarget[]) {
  const added = new Set<string>();
  const key = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
    const capture = typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture);
    return JSON.stringify([targets.indexOf(target), type, capture]) + String(listenerIds(listener));
  };
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const listenerIds = (listener: unknown) => {
    if (typeof listener !== 'object' && typeof listener !== 'function') return -1;
    if (listener === null) return -1;
    if (!ids.has(listener)) ids.set(listener, nextId++);
    return ids.get(listener)!;
  };
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      const id = key(target, type, listener, options);
      // Adding the same listener twice is one registration, as in the DOM.
      if (listener) added.add(id);
      add(type, listener, options);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      added.delete(key(target, type, listener, options));
      remove(type, listener, options);
    });
  }
  return { count: () => added.size };
}

const CYCLES = 1000;
let typed = 0;

function runtime(mode: 'normal' | 'opt'): PageRuntime {
  // The wholesale quantity's price call has its address: without it each round logged the config
  // error (2 000 lines a run, which on a busy machine slowed the file as much as the rounds).
  const endpoints = { itemPrices: '/local/ajax/itemPrices.php' };
  const config: PageConfig = { sessid: 'test', user: { isAuth: false, email: '' }, endpoints, mode };
  const store = createStore({ storage: new MemoryStorage(), cookies: new MemoryCookies(), window: null, document: null, mode });
  // Offline: a request ends at once, so its timeout timer is not taken for a leak.
  const apiDeps: ApiDeps = { fetch: () => Promise.reject(new TypeError('Failed to fetch')), sessid: () => 'test', endpoints, baseUrl: 'https://shop.test' };
  return { config, store, apiDeps };
}

interface IslandCase {
  name: string;
  /** The loader's two calls: check the template's props, then mount with them. */
  mount(context: IslandContext): IslandHandle;
  mode?: 'normal' | 'opt';
  fallback: string;
  /** What a shopper does before the island leaves, so its model holds a timer or a listener. */
  use?(element: HTMLElement): void;
}

const mountWith =
  <Props,>(module: IslandModule<Props>, rawProps: unknown) =>
  (context: IslandContext) =>
    module.mount(module.parseProps(rawProps), context);

const cases: IslandCase[] = [
  { name: 'buy-button', mount: mountWith(buyButton, { productId: 101, variant: 'catalog' }), fallback: '<a href="/personal/cart/">В корзину</a>' },
  { name: 'compare-toggle', mount: mountWith(compareToggle, { productId: 101, variant: 'product' }), fallback: '<a href="/catalog/compare/">Сравнить</a>' },
  { name: 'preorder', mount: mountWith(preorder, { productId: 101, variant: 'catalog' }), fallback: '<a href="/preorder/">Предзаказ</a>' },
  {
    name: 'catalog-filter',
    mount: mountWith(catalogFilter, filterProps()),
    fallback: '<form action="/catalog/"><input type="checkbox" name="FILTER_PARAMS[ITEM_PURPOSE_LIST][]" value="2" checked></form>',
    use(element) {
      // A digit in the price field: the list reloads after a pause unless the island leaves first.
      const input = element.querySelector<HTMLInputElement>('input[name="FILTER_PARAMS[MIN_PRICE]"]')!;
      fireEvent.keyDown(input, { key: '5' });
      fireEvent.change(input, { target: { value: '2905' } });
    },
  },
  {
    name: 'catalog-list',
    mount: mountWith(catalogList, { totalCount: 42, shownCount: 3, sectionCode: '', compareUrl: '/catalog/compare/', pageSize: 18 }),
    fallback: fragmentHtml(range(1, 3), 42),
  },
  { name: 'mobile-search', mount: mountWith(mobileSearch, { action: '/search/', query: '' }), fallback: '<a href="/search/">Поиск</a>' },
  {
    name: 'opt-quantity',
    mount: mountWith(optQuantity, { productId: 101, price: 1500, quantity: 0, productName: 'Стражъ A93' }),
    mode: 'opt',
    fallback: '<input type="number" name="quantity" value="0">',
    use(element) {
      // Typed, not yet sent: the change waits for a pause in typing (another number each time,
      // since the store remembers the last one).
      typed += 1;
      fireEvent.change(element.querySelector('input')!, { target: { value: String(typed) } });
    },
  },
  {
    name: 'opt-sections',
    mount: mountWith(optSections, { sections: [{ code: 'alarms', name: 'Сигнализации', anchorId: 'section-alarms' }] }),
    mode: 'opt',
    fallback: '<a href="#section-alarms">Сигнализации</a>',
    use(element) {
      // A scroll to the section under way: frames requested, the shopper's wheel listened to.
      fireEvent.click(element.querySelector('a')!);
      vi.advanceTimersToNextFrame();
    },
  },
  {
    name: 'product-tabs',
    mount: mountWith(productTabs, { productId: 101, tabs: [{ id: 'description', title: 'Описание' }, { id: 'support', title: 'Техподдержка' }] }),
    fallback:
      '<nav><a href="#tab-description">Описание</a></nav><section id="tab-description" data-tab="description"><h2>Описание</h2></section><section id="tab-support" data-tab="support"><h2>Техподдержка</h2></section>',
  },
];

let listeners: ReturnType<typeof trackListeners>;
// Mounted as on a page, by the loader's calls rather than inside act(): React must not warn 16 000 times.
mountLikeTheLoader();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  listeners = trackListeners([window, document]);
  const heading = document.createElement('h2');
  heading.id = 'section-alarms';
  document.body.append(heading);
});

afterEach(() => {
  vi.useRealTimers();
  setPageRuntime(null);
  document.body.innerHTML = '';
});

/** Mounts the island through its module, lets the shopper use it, and unmounts it. */
async function cycle(island: IslandCase) {
  const element = document.createElement('div');
  element.innerHTML = island.fallback;
  document.body.append(element);
  const context: IslandContext = { name: island.name, element, events: [], fail: (error) => { throw error; } };
  const handle = island.mount(context);
  await handle.ready;
  island.use?.(element);
  const inUse = snapshot();
  handle.unmount();
  element.remove();
  return { element, inUse };
}

/** Lets the promises of the requests sent on unmount settle (a real macrotask; model timers stay faked). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function snapshot() {
  return { subscriptions: live.subscriptions, timers: vi.getTimerCount(), listeners: listeners.count() };
}

/** The fallback as the page serializes it. */
function serialized(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}

describe('islands leave nothing behind', () => {
  it.each(cases)('$name: 1 000 mounts and unmounts keep the subscriptions, timers and listeners of the page', async (island) => {
    setPageRuntime(runtime(island.mode ?? 'normal'));
    // One round first: React adds its own document listeners once per page.
    const empty = snapshot();
    const first = await cycle(island);
    await settle();
    expect(first.element.innerHTML).toBe(serialized(island.fallback));
    // The counts do see the island: in use, it held subscriptions (and a timer, when used).
    expect(first.inUse.subscriptions).toBeGreaterThan(empty.subscriptions);
    if (island.use) expect(first.inUse.timers).toBeGreaterThan(empty.timers);
    const before = snapshot();

    for (let round = 0; round < CYCLES; round += 1) await cycle(island);
    await settle();

    expect(snapshot()).toEqual(before);
    // About 25 s a case on a quiet machine, 150 s seen on a busy one: the bound is for a hang only.
  }, 600_000);
});
