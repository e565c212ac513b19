import { createLoader } from './create-loader';
import { deferred, fakeIsland, nextTask, statusOf, useLoader } from './test-fakes';
import type { IslandModule, Loader } from './types';

const start = useLoader();

describe('mounting', () => {
  test('mounts an island on load with its data-props', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-props='{"productId":101,"price":15990}'><a href="/personal/cart/">В корзину</a></div>`;
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    const element = document.getElementById('buy')!;
    expect(buy.mounts).toHaveLength(1);
    expect(buy.mounts[0]!.props).toEqual({ productId: 101, price: 15990 });
    expect(buy.mounts[0]!.context).toMatchObject({ name: 'buy-button', element });
    expect(element.textContent).toBe('Купить за 15990');
  });

  test('starts before the page has a body (an async loader tag in the head) and mounts the islands the parser adds', async () => {
    document.body.remove();
    expect(document.body).toBeNull();
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    const body = document.createElement('body');
    body.innerHTML = `<div id="buy" data-island="buy-button" data-props='{"productId":101,"price":15990}'></div>`;
    document.documentElement.append(body);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(buy.mounts).toHaveLength(1);
  });

  test('walks data-island-status through pending, loading and mounted', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="idle"></div>`;
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const chunk = deferred<IslandModule>();
    const buy = fakeIsland();
    start({ 'buy-button': { hydrate: 'load', load: () => chunk.promise } });
    expect(statusOf('#buy')).toBe('pending');
    await nextTask();
    idle.forEach((callback) => callback());
    expect(statusOf('#buy')).toBe('loading');
    chunk.resolve(buy.module as IslandModule);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });

  test('marks an island mounted only once its markup is in place (its handle is ready)', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="/personal/cart/">В корзину</a></div>`;
    const rendered = deferred<void>();
    const module: IslandModule = {
      parseProps: (raw) => raw,
      mount: () => ({ unmount: () => {}, ready: rendered.promise }),
    };
    start({ 'buy-button': { hydrate: 'load', load: async () => module } });
    await nextTask();
    expect(statusOf('#buy')).toBe('loading');
    rendered.resolve();
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });

  test('reads props from a child props script and leaves the script in the fallback', async () => {
    document.body.innerHTML = `<div id="table" data-island="compare-table"><script type="application/json" data-island-props>{"products":[1,2]}</script><p>Сравнение</p></div>`;
    const chunk = deferred<IslandModule>();
    const table = fakeIsland((element) => element.append('таблица'));
    start({ 'compare-table': { hydrate: 'load', load: () => chunk.promise } });
    await nextTask();
    expect(document.querySelector('#table > script[data-island-props]')).not.toBeNull();
    chunk.resolve(table.module as IslandModule);
    await vi.waitFor(() => expect(statusOf('#table')).toBe('mounted'));
    expect(table.mounts[0]!.props).toEqual({ products: [1, 2] });
  });

  test("takes a nested island's props script for that island only", async () => {
    document.body.innerHTML = `<div id="outer" data-island="outer"><div id="inner" data-island="inner"><script type="application/json" data-island-props>{"price":1}</script></div></div>`;
    const outer = fakeIsland(() => {});
    const inner = fakeIsland(() => {});
    start({ outer: outer.entry(), inner: inner.entry() });
    await vi.waitFor(() => expect(statusOf('#outer')).toBe('mounted'));
    await vi.waitFor(() => expect(statusOf('#inner')).toBe('mounted'));
    expect(outer.mounts[0]!.props).toEqual({});
    expect(inner.mounts[0]!.props).toEqual({ price: 1 });
  });

  test('gives {} when an island has no props', async () => {
    document.body.innerHTML = `<div id="menu" data-island="site-menu"></div>`;
    const menu = fakeIsland(() => {});
    start({ 'site-menu': menu.entry() });
    await vi.waitFor(() => expect(statusOf('#menu')).toBe('mounted'));
    expect(menu.mounts[0]!.props).toEqual({});
  });

  test('imports an island chunk once for all islands of that name, and mounts them together', async () => {
    document.body.innerHTML = [1, 2, 3].map((id) => `<div id="b${id}" data-island="buy-button" data-props='{"price":${id}}'></div>`).join('');
    const buy = fakeIsland();
    const entry = buy.entry();
    start({ 'buy-button': entry });
    await vi.waitFor(() => expect(statusOf('#b3')).toBe('mounted'));
    expect(entry.load).toHaveBeenCalledTimes(1);
    expect(buy.mounts.map((mount) => mount.props.price)).toEqual([1, 2, 3]);
  });

  test('includes the root itself when scanning an island element', async () => {
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    loader.stop(); // only the manual scan may find it
    const element = document.createElement('div');
    element.id = 'buy';
    element.dataset.island = 'buy-button';
    document.body.append(element);
    loader.scan(element);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });
});

describe('failures stay with their island', () => {
  const page = (badIsland: string) => `
    ${badIsland}
    <div id="good" data-island="buy-button" data-props='{"price":100}'><a href="/cart/">В корзину</a></div>`;

  test('bad JSON in data-props: error names island and element, fallback stays, others mount', async () => {
    document.body.innerHTML = page(
      `<div id="bad" class="card wide" data-island="buy-button" data-props='{"price":'><a href="/cart/">В корзину</a></div>`,
    );
    const buy = fakeIsland();
    const { log } = start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#good')).toBe('mounted'));
    expect(statusOf('#bad')).toBe('failed');
    expect(document.querySelector('#bad a')?.textContent).toBe('В корзину');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toBe('[shop-islands] failed island "buy-button"');
    // the element itself, which devtools shows and finds in the page
    expect(log.error.mock.calls[0]![1]).toBe(document.querySelector('#bad'));
    expect(log.error.mock.calls[0]![2]).toBeInstanceOf(SyntaxError);
    expect(buy.mounts).toHaveLength(1);
  });

  test('bad JSON in the props script fails that island alone', async () => {
    document.body.innerHTML = page(
      `<div id="bad" data-island="buy-button"><script type="application/json" data-island-props>{oops}</script><a href="/cart/">В корзину</a></div>`,
    );
    const buy = fakeIsland();
    const { log } = start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#good')).toBe('mounted'));
    expect(statusOf('#bad')).toBe('failed');
    expect(log.error.mock.calls[0]!.slice(0, 2)).toEqual(['[shop-islands] failed island "buy-button"', document.querySelector('#bad')]);
    expect(document.querySelector('#bad script[data-island-props]')).not.toBeNull();
  });

  test('parseProps throwing: error names island and element, fallback stays, others mount', async () => {
    document.body.innerHTML = page(
      `<div id="bad" data-island="buy-button" data-props='{"price":"дорого"}'><a href="/cart/">В корзину</a></div>`,
    );
    const buy = fakeIsland();
    const { log } = start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#bad')).toBe('failed'));
    await vi.waitFor(() => expect(statusOf('#good')).toBe('mounted'));
    expect(document.querySelector('#bad')!.innerHTML).toBe('<a href="/cart/">В корзину</a>');
    expect(log.error).toHaveBeenCalledWith(
      '[shop-islands] failed island "buy-button"',
      document.querySelector('#bad'),
      new TypeError('price must be a number'),
    );
  });

  test('unknown island: warns naming it and the element, marks it failed, leaves the fallback', async () => {
    document.body.innerHTML = page(`<div id="foo" class="promo" data-island="foo"><b>Акция</b></div>`);
    const buy = fakeIsland();
    const { log } = start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#good')).toBe('mounted'));
    expect(statusOf('#foo')).toBe('failed');
    expect(document.querySelector('#foo')!.innerHTML).toBe('<b>Акция</b>');
    expect(log.warn).toHaveBeenCalledWith('[shop-islands] unknown island "foo"', document.querySelector('#foo'));
  });

  test('a chunk that fails to load marks its island failed and keeps the fallback', async () => {
    document.body.innerHTML = page(`<div id="basket" data-island="basket"><a href="/personal/cart/">Корзина</a></div>`);
    const buy = fakeIsland();
    const notFound = new TypeError('Failed to fetch dynamically imported module: /local/islands/basket.js');
    const { log } = start({
      'buy-button': buy.entry(),
      basket: { hydrate: 'load', load: () => Promise.reject(notFound) },
    });
    await vi.waitFor(() => expect(statusOf('#basket')).toBe('failed'));
    await vi.waitFor(() => expect(statusOf('#good')).toBe('mounted'));
    expect(document.querySelector('#basket')!.innerHTML).toBe('<a href="/personal/cart/">Корзина</a>');
    expect(log.error).toHaveBeenCalledWith('[shop-islands] failed island "basket"', document.querySelector('#basket'), notFound);
  });

  test('mount throwing marks the island failed and logs it', async () => {
    document.body.innerHTML = `<div id="gallery" data-island="product-gallery"><img alt="Фото"></div>`;
    const crash = new Error('render crashed');
    const gallery = fakeIsland(() => {
      throw crash;
    });
    const { log } = start({ 'product-gallery': gallery.entry() });
    await vi.waitFor(() => expect(statusOf('#gallery')).toBe('failed'));
    expect(log.error).toHaveBeenCalledWith('[shop-islands] failed island "product-gallery"', document.querySelector('#gallery'), crash);
  });

  test('context.fail after mount marks the island failed and logs it', async () => {
    document.body.innerHTML = `<div id="tabs" data-island="product-tabs"></div>`;
    const tabs = fakeIsland(() => {});
    const { log } = start({ 'product-tabs': tabs.entry() });
    await vi.waitFor(() => expect(statusOf('#tabs')).toBe('mounted'));
    const crash = new Error('tab crashed');
    tabs.mounts[0]!.context.fail(crash);
    expect(statusOf('#tabs')).toBe('failed');
    expect(log.error).toHaveBeenCalledWith('[shop-islands] failed island "product-tabs"', document.querySelector('#tabs'), crash);
  });

  test('context.fail during mount is not overwritten by mounted', async () => {
    document.body.innerHTML = `<div id="tabs" data-island="product-tabs"></div>`;
    const tabs = fakeIsland((element, props, context) => context.fail(new Error('first render crashed')));
    start({ 'product-tabs': tabs.entry() });
    await vi.waitFor(() => expect(tabs.mounts).toHaveLength(1));
    await nextTask();
    expect(statusOf('#tabs')).toBe('failed');
  });

  test('logs to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div id="bad" data-island="buy-button" data-props="{"></div>`;
    const loader = createLoader({ registry: { 'buy-button': fakeIsland().entry() }, document, window });
    expect(statusOf('#bad')).toBe('failed');
    expect(error).toHaveBeenCalledWith('[shop-islands] failed island "buy-button"', document.querySelector('#bad'), expect.any(SyntaxError));
    loader.stop();
  });
});

describe('hydrate attribute', () => {
  test('an unknown data-hydrate warns and falls back to the registry default', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="whenever"></div>`;
    const buy = fakeIsland();
    const { log } = start({ 'buy-button': buy.entry('load') });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(log.warn).toHaveBeenCalledWith('[shop-islands] unknown data-hydrate "whenever" for "buy-button"', document.querySelector('#buy'));
  });

  test('without data-hydrate the registry default applies', async () => {
    document.body.innerHTML = `<div id="map" data-island="return-map"></div>`;
    const map = fakeIsland();
    let entered: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          entered = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    start({ 'return-map': map.entry('visible') });
    await nextTask();
    expect(statusOf('#map')).toBe('pending');
    entered!();
    await vi.waitFor(() => expect(statusOf('#map')).toBe('mounted'));
  });
});

describe('stylesheets', () => {
  test('adds each css link to the head once and mounts only after it loaded', async () => {
    document.body.innerHTML = `<div id="a" data-island="carousel"></div><div id="b" data-island="carousel"></div>`;
    const links: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((link) => void links.push(link as HTMLLinkElement));
    const carousel = fakeIsland(() => {});
    start({ carousel: carousel.entry('load', '/local/islands/carousel.css') });
    await nextTask();
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('stylesheet');
    expect(links[0]!.getAttribute('href')).toBe('/local/islands/carousel.css');
    expect(statusOf('#a')).toBe('loading');
    expect(carousel.mounts).toHaveLength(0);
    links[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(statusOf('#a')).toBe('mounted'));
    expect(statusOf('#b')).toBe('mounted');
  });

  test('a stylesheet that never answers holds the island for 3 s at most', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<div id="a" data-island="carousel"></div>`;
      vi.spyOn(document.head, 'append').mockImplementation(() => {});
      const carousel = fakeIsland(() => {});
      start({ carousel: carousel.entry('load', '/local/islands/carousel.css') });
      await vi.advanceTimersByTimeAsync(2900);
      expect(statusOf('#a')).toBe('loading');
      await vi.advanceTimersByTimeAsync(200);
      expect(statusOf('#a')).toBe('mounted');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a stylesheet that fails to load does not stop the island', async () => {
    document.body.innerHTML = `<div id="a" data-island="carousel"></div>`;
    const links: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((link) => void links.push(link as HTMLLinkElement));
    const carousel = fakeIsland(() => {});
    start({ carousel: carousel.entry('load', '/local/islands/carousel.css') });
    await nextTask();
    links[0]!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(statusOf('#a')).toBe('mounted'));
  });

  test('the link lands in the real head', async () => {
    const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
      .happyDOM.settings;
    settings.handleDisabledFileLoadingAsSuccess = true; // happy-dom then answers "load" without a download
    try {
      document.body.innerHTML = `<div id="a" data-island="carousel"></div>`;
      const carousel = fakeIsland(() => {});
      start({ carousel: carousel.entry('load', '/local/islands/carousel.css') });
      await vi.waitFor(() => expect(statusOf('#a')).toBe('mounted'));
      expect(document.head.querySelectorAll('link[rel="stylesheet"][href="/local/islands/carousel.css"]')).toHaveLength(1);
    } finally {
      settings.handleDisabledFileLoadingAsSuccess = false;
    }
  });
});

describe('observing the page', () => {
  const island = (id: string, name = 'buy-button') => {
    const element = document.createElement('div');
    element.id = id;
    element.dataset.island = name;
    element.innerHTML = '<a href="/cart/">В корзину</a>';
    return element;
  };

  test('islands inserted later mount without any call', async () => {
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    const list = document.createElement('section');
    list.innerHTML = `<article><div id="later" data-island="buy-button" data-props='{"price":5}'></div></article>`;
    document.body.append(list);
    await vi.waitFor(() => expect(statusOf('#later')).toBe('mounted'));
    expect(buy.mounts[0]!.props).toEqual({ price: 5 });
  });

  test('islands removed from the page are unmounted and forgotten', async () => {
    document.body.innerHTML = `<div id="wrap"><div id="buy" data-island="buy-button"></div></div>`;
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    const element = document.getElementById('buy')!;
    document.getElementById('wrap')!.remove();
    await vi.waitFor(() => expect(buy.unmounts).toEqual([element]));
    expect(element.hasAttribute('data-island-status')).toBe(false);
  });

  test('an island moved in the same task is neither unmounted nor mounted again', async () => {
    document.body.innerHTML = `<div id="from"></div><div id="to"></div>`;
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    const element = island('buy');
    document.getElementById('from')!.append(element);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    element.remove();
    document.getElementById('to')!.append(element);
    await nextTask();
    await nextTask();
    expect(buy.unmounts).toEqual([]);
    expect(buy.mounts).toHaveLength(1);
    expect(statusOf('#to > #buy')).toBe('mounted');
  });

  test('an island re-inserted in the next task is kept', async () => {
    document.body.innerHTML = `<div id="to"></div>`;
    const buy = fakeIsland();
    start({ 'buy-button': buy.entry() });
    const element = island('buy');
    document.body.append(element);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    element.remove();
    setTimeout(() => document.getElementById('to')!.append(element));
    await nextTask();
    await nextTask();
    expect(buy.unmounts).toEqual([]);
    expect(buy.mounts).toHaveLength(1);
  });

  test('scan, the observer and a second scan racing mount an island once', async () => {
    const buy = fakeIsland();
    const entry = buy.entry();
    const { loader } = start({ 'buy-button': entry });
    const element = island('buy');
    document.body.append(element);
    loader.scan(); // before the observer's batch
    loader.scan(element);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    loader.scan();
    await nextTask();
    expect(entry.load).toHaveBeenCalledTimes(1);
    expect(buy.mounts).toHaveLength(1);
  });

  test('an island inside the markup another island renders mounts too', async () => {
    document.body.innerHTML = `<div id="list" data-island="catalog-list"></div>`;
    const list = fakeIsland((element) => {
      // server HTML fragment with islands in it, as the catalogue list inserts it
      element.innerHTML = `<ul><li><div id="nested" data-island="buy-button" data-props='{"price":7}'></div></li></ul>`;
    });
    const buy = fakeIsland();
    start({ 'catalog-list': list.entry(), 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(statusOf('#nested')).toBe('mounted'));
    expect(document.getElementById('nested')!.textContent).toBe('Купить за 7');
    expect(statusOf('#list')).toBe('mounted');
  });

  test('stop() ends the observing', async () => {
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    loader.stop();
    document.body.append(island('late'));
    await nextTask();
    expect(statusOf('#late')).toBeNull();
  });
});

describe('unmount(root)', () => {
  test('unmounts the islands under root, clears their status, and a later scan mounts them again', async () => {
    document.body.innerHTML = `<section id="root"><div id="a" data-island="buy-button"></div><div id="b" data-island="buy-button"></div></section><div id="c" data-island="buy-button"></div>`;
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    await vi.waitFor(() => expect(buy.mounts).toHaveLength(3));
    const root = document.getElementById('root')!;
    loader.unmount(root);
    expect(buy.unmounts.map((element) => element.id).sort()).toEqual(['a', 'b']);
    expect(statusOf('#a')).toBeNull();
    expect(statusOf('#b')).toBeNull();
    expect(statusOf('#c')).toBe('mounted');
    loader.scan(root);
    await vi.waitFor(() => expect(statusOf('#a')).toBe('mounted'));
    expect(buy.mounts).toHaveLength(5);
  });

  test('an island unmounted while its chunk loads never mounts', async () => {
    document.body.innerHTML = `<div id="a" data-island="buy-button"></div>`;
    const chunk = deferred<IslandModule>();
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': { hydrate: 'load', load: () => chunk.promise } });
    await nextTask();
    loader.unmount();
    chunk.resolve(buy.module as IslandModule);
    await nextTask();
    expect(buy.mounts).toHaveLength(0);
    expect(statusOf('#a')).toBeNull();
  });
});

describe("Bitrix's composite cache", () => {
  const unmountedIsland = async (loader: Loader) => {
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    loader.unmount(); // still on the page, so only a rescan mounts it again
    expect(statusOf('#buy')).toBeNull();
  };

  test('onFrameDataReceived through BX.addCustomEvent rescans the page', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"></div>`;
    const handlers = new Map<string, () => void>();
    vi.stubGlobal('BX', { addCustomEvent: (event: string, handler: () => void) => handlers.set(event, handler) });
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    await unmountedIsland(loader);
    handlers.get('onFrameDataReceived')!();
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(buy.mounts).toHaveLength(2);
  });

  test('an onFrameDataReceived DOM event on document rescans the page', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"></div>`;
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    await unmountedIsland(loader);
    document.dispatchEvent(new Event('onFrameDataReceived'));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(buy.mounts).toHaveLength(2);
  });

  test('an onFrameDataReceived DOM event on window rescans the page', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"></div>`;
    const buy = fakeIsland();
    const { loader } = start({ 'buy-button': buy.entry() });
    await unmountedIsland(loader);
    window.dispatchEvent(new Event('onFrameDataReceived'));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });
});

describe('a registry that arrives later (the drop-in keeps it in core.js)', () => {
  test('islands wait for it, then mount by their default moment', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    const registry = deferred<Record<string, ReturnType<ReturnType<typeof fakeIsland>['entry']>>>();
    const buy = fakeIsland();
    start(registry.promise);
    await nextTask();
    expect(statusOf('#buy')).toBe('pending');
    registry.resolve({ 'buy-button': buy.entry('load') });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });

  test('a click on a fallback before it arrives is held back and wakes that island once it does', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart" data-part="trigger">В корзину</a></div>`;
    const registry = deferred<Record<string, ReturnType<ReturnType<typeof fakeIsland>['entry']>>>();
    const islandClicks: Event[] = [];
    const buy = fakeIsland((element) => {
      element.innerHTML = `<button type="button" data-part="trigger">В корзину</button>`;
      element.querySelector('button')!.addEventListener('click', (event) => islandClicks.push(event));
    });
    start(registry.promise);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#buy a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // `visible` would otherwise wait for the viewport: the shopper has already asked for it
    registry.resolve({ 'buy-button': buy.entry('visible') });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(islandClicks).toHaveLength(1);
    expect(location.hash).toBe('');
  });

  test('a click held before it arrives goes back to the fallback of an island whose media query does not match', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    document.body.innerHTML = `<div id="search" data-island="mobile-search" data-hydrate="media:(max-width: 575px)"><a href="#search">Поиск</a></div>`;
    const registry = deferred<Record<string, ReturnType<ReturnType<typeof fakeIsland>['entry']>>>();
    const search = fakeIsland();
    start(registry.promise);
    const fallbackClicks: boolean[] = [];
    document.querySelector('#search a')!.addEventListener('click', (event) => fallbackClicks.push(event.defaultPrevented));
    document.querySelector('#search a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    registry.resolve({ 'mobile-search': search.entry('interaction') });
    await vi.waitFor(() => expect(fallbackClicks).toEqual([true, false]));
    expect(search.entry('interaction').load).not.toHaveBeenCalled();
    expect(statusOf('#search')).toBe('pending');
    location.hash = '';
  });

  test('a registry that fails to arrive fails its islands, naming them', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    const { log } = start(Promise.reject(new Error('core.js 404')));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('failed'));
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('"buy-button"'), document.querySelector('#buy'), expect.any(Error));
    expect(document.querySelector('#buy a')).not.toBeNull();
  });

  test('without the registry the fallbacks keep working: a click held while it was awaited goes through, and so do later ones', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    let refuse!: (error: Error) => void;
    start(new Promise((_, reject) => (refuse = reject)));
    const link = document.querySelector<HTMLAnchorElement>('#buy a')!;
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    link.click();
    // Held while the registry is awaited.
    expect(followed).toEqual([false]);
    refuse(new Error('core.js 404'));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('failed'));
    // The held click is given back to the link, which works on.
    expect(followed).toEqual([false, true]);
    link.click();
    expect(followed).toEqual([false, true, true]);
  });

  test('an island taken off the page before the registry came is not started: no prepaint on it', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    const prepaint = vi.fn();
    let arrive!: (registry: Record<string, unknown>) => void;
    start(new Promise((resolve) => (arrive = resolve)) as never);
    document.querySelector('#buy')!.remove();
    // The loader hears of a removal a task after it (a move is no removal): two tasks.
    await nextTask();
    await nextTask();
    arrive({ 'buy-button': { ...fakeIsland().entry('interaction'), prepaint } });
    await nextTask();
    expect(prepaint).not.toHaveBeenCalled();
  });
});

describe('prepaint: the shopper’s state on the fallback before hydration', () => {
  test('runs with the raw props as soon as the entry is known, whatever the moment', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-props='{"productId":"101"}'><a href="#cart">В корзину</a></div>`;
    const buy = fakeIsland();
    const prepaint = vi.fn((element: HTMLElement) => {
      element.querySelector('a')!.textContent = 'В корзине';
    });
    start({ 'buy-button': { ...buy.entry('interaction'), prepaint } });
    await nextTask();
    expect(prepaint).toHaveBeenCalledWith(document.getElementById('buy'), { productId: '101' });
    expect(document.querySelector('#buy a')!.textContent).toBe('В корзине');
    expect(statusOf('#buy')).toBe('pending');
  });

  test('is undone right before the island mounts, and on unmount of a pending island', async () => {
    document.body.innerHTML = `<div id="a" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div><div id="b" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    const undone: string[] = [];
    const buy = fakeIsland((element) => {
      // the island sees the fallback as the server sent it
      element.dataset.seen = element.querySelector('a')?.textContent ?? '';
    });
    const entry = buy.entry('load');
    const { loader } = start({
      'buy-button': {
        ...entry,
        prepaint: (element) => {
          element.querySelector('a')!.textContent = 'В корзине';
          return () => {
            undone.push(element.id);
            element.querySelector('a')!.textContent = 'В корзину';
          };
        },
      },
    });
    await vi.waitFor(() => expect(statusOf('#b')).toBe('mounted'));
    expect(undone).toEqual(['b']);
    expect(document.getElementById('b')!.dataset.seen).toBe('В корзину');
    loader.unmount(document.getElementById('a')!);
    expect(undone).toEqual(['b', 'a']);
  });

  test('a prepaint that throws is logged and the island still mounts', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button"><a href="#cart">В корзину</a></div>`;
    const { log } = start({
      'buy-button': {
        ...fakeIsland().entry('load'),
        prepaint: () => {
          throw new Error('broken');
        },
      },
    });
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
