import { fakeIsland, nextTask, statusOf, useLoader } from './test-fakes';

const start = useLoader();

describe('idle', () => {
  test('mounts when the browser is idle', async () => {
    const idle: Array<{ callback: () => void; options: unknown }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => idle.push({ callback, options }));
    document.body.innerHTML = `<div id="menu" data-island="site-menu" data-hydrate="idle"></div>`;
    const menu = fakeIsland();
    start({ 'site-menu': menu.entry('load') });
    await nextTask();
    expect(statusOf('#menu')).toBe('pending');
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: 2000 }); // a busy page still gets its menu
    idle[0]!.callback();
    await vi.waitFor(() => expect(statusOf('#menu')).toBe('mounted'));
  });

  test('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<div id="menu" data-island="site-menu" data-hydrate="idle"></div>`;
      const menu = fakeIsland();
      start({ 'site-menu': menu.entry('load') });
      expect(statusOf('#menu')).toBe('pending');
      await vi.advanceTimersByTimeAsync(10);
      expect(statusOf('#menu')).toBe('mounted');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('visible', () => {
  class FakeIntersectionObserver {
    static all: FakeIntersectionObserver[] = [];
    targets: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
      readonly options: { rootMargin?: string },
    ) {
      FakeIntersectionObserver.all.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.disconnected = true;
    }
    report(isIntersecting: boolean) {
      this.callback(this.targets.map((target) => ({ isIntersecting, target })));
    }
  }

  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  test('mounts when the island comes near the viewport, then stops observing', async () => {
    document.body.innerHTML = `<div id="map" data-island="return-map" data-hydrate="visible"></div>`;
    const map = fakeIsland();
    start({ 'return-map': map.entry('load') });
    await nextTask(); // the registry is a promise: islands begin a microtask after the scan
    const [observer] = FakeIntersectionObserver.all;
    expect(observer!.options.rootMargin).toBe('200px');
    expect(observer!.targets).toEqual([document.getElementById('map')]);
    observer!.report(false);
    await nextTask();
    expect(statusOf('#map')).toBe('pending');
    observer!.report(true);
    await vi.waitFor(() => expect(statusOf('#map')).toBe('mounted'));
    expect(observer!.disconnected).toBe(true);
  });

  test('mounts at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = `<div id="map" data-island="return-map" data-hydrate="visible"></div>`;
    start({ 'return-map': fakeIsland().entry('load') });
    await vi.waitFor(() => expect(statusOf('#map')).toBe('mounted'));
  });
});

describe('media', () => {
  const fakeMatchMedia = (initially: boolean) => {
    const query = {
      media: '',
      matches: initially,
      listeners: new Set<() => void>(),
      addEventListener: (type: string, listener: () => void) => query.listeners.add(listener),
      removeEventListener: (type: string, listener: () => void) => query.listeners.delete(listener),
      change(matches: boolean) {
        query.matches = matches;
        query.listeners.forEach((listener) => listener());
      },
    };
    vi.stubGlobal('matchMedia', (media: string) => Object.assign(query, { media }));
    return query;
  };

  test('mounts once the media query matches, and not before', async () => {
    const query = fakeMatchMedia(false);
    document.body.innerHTML = `<div id="panel" data-island="side-panel" data-hydrate="media:(min-width: 1024px)"></div>`;
    start({ 'side-panel': fakeIsland().entry('load') });
    await nextTask();
    expect(query.media).toBe('(min-width: 1024px)');
    expect(statusOf('#panel')).toBe('pending');
    query.change(true);
    await vi.waitFor(() => expect(statusOf('#panel')).toBe('mounted'));
    expect(query.listeners.size).toBe(0);
  });

  test('mounts at once when the query already matches', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = `<div id="search" data-island="mobile-search" data-hydrate="media:(max-width: 767px)"></div>`;
    start({ 'mobile-search': fakeIsland().entry('load') });
    await vi.waitFor(() => expect(statusOf('#search')).toBe('mounted'));
  });
});

describe('interaction', () => {
  test('loads nothing until the shopper reaches for the island', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const buy = fakeIsland();
    const entry = buy.entry('load');
    start({ 'buy-button': entry });
    await nextTask();
    expect(entry.load).not.toHaveBeenCalled();
    expect(statusOf('#buy')).toBe('pending');
    document.querySelector('#buy a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(entry.load).toHaveBeenCalledTimes(1);
    document.querySelector('#buy a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
  });

  test('holds the first click back from the fallback link and replays it on the island', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart" data-part="trigger">В корзину</a></div>`;
    const islandClicks: Event[] = [];
    const buy = fakeIsland((element) => {
      element.innerHTML = `<span>Цена</span><button type="button" data-part="trigger">В корзину</button>`;
      element.querySelector('button')!.addEventListener('click', (event) => islandClicks.push(event));
    });
    start({ 'buy-button': buy.entry('load') });
    const link = document.querySelector('#buy a')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(islandClicks).toHaveLength(1);
    expect(location.hash).toBe('');
  });

  test.each([['ctrlKey'], ['metaKey'], ['shiftKey'], ['altKey']])(
    'leaves a link clicked with %s to the browser (a new tab or window), and replays no click on the island',
    async (modifier) => {
      document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a> <button type="button">Купить</button></div>`;
      const islandClicks: Event[] = [];
      const buy = fakeIsland((element) => {
        element.innerHTML = `<button type="button">В корзину</button> <button type="button">Купить</button>`;
        element.querySelectorAll('button').forEach((button) => button.addEventListener('click', (event) => islandClicks.push(event)));
      });
      start({ 'buy-button': buy.entry('load') });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
      // the browser's own action is taken then: not here (a test page cannot open a tab), stopped once seen
      let leftToBrowser = false;
      document.querySelector('#buy a')!.addEventListener('click', (event) => ((leftToBrowser = !event.defaultPrevented), event.preventDefault()), { once: true });
      document.querySelector('#buy a')!.dispatchEvent(click);
      expect(leftToBrowser).toBe(true);
      // the island still wakes: the shopper reached for it
      await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
      expect(islandClicks).toHaveLength(0);
      // a modified click on a button has no browser action of its own: held and replayed as ever
      document.body.innerHTML = `<div id="buy2" data-island="buy-button" data-hydrate="interaction"><button type="button">Купить</button></div>`;
      await vi.waitFor(() => expect(statusOf('#buy2')).toBe('pending'));
      const buttonClick = new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true });
      document.querySelector('#buy2 button')!.dispatchEvent(buttonClick);
      expect(buttonClick.defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(statusOf('#buy2')).toBe('mounted'));
      expect(islandClicks).toHaveLength(1);
    },
  );

  test('a press that wakes the island mounts it only when the press ends, so its click is not lost', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const islandClicks: Event[] = [];
    const buy = fakeIsland((element) => {
      element.innerHTML = `<button type="button">В корзину</button>`;
      element.querySelector('button')!.addEventListener('click', (event) => islandClicks.push(event));
    });
    start({ 'buy-button': buy.entry('load') });
    const link = document.querySelector('#buy a')!;
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The chunk is there long before the finger comes up: the fallback stays under it.
    await nextTask();
    await nextTask();
    expect(statusOf('#buy')).toBe('loading');
    expect(document.querySelector('#buy a')).not.toBeNull();
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    expect(islandClicks).toHaveLength(1);
  });

  test('a press dragged away without a click still mounts the island, half a second after release', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
      const buy = fakeIsland();
      start({ 'buy-button': buy.entry('load') });
      document.querySelector('#buy a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(2000);
      expect(statusOf('#buy')).toBe('loading');
      window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(400);
      expect(statusOf('#buy')).toBe('loading');
      await vi.advanceTimersByTimeAsync(200);
      expect(statusOf('#buy')).toBe('mounted');
    } finally {
      vi.useRealTimers();
    }
  });

  test('leaves no listener on the window once a press has ended, however it ended and however many presses there were', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const listening = new Map<string, Set<unknown>>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (!listening.has(type)) listening.set(type, new Set());
      listening.get(type)!.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
      listening.get(type)?.delete(listener);
      remove(type, listener, options);
    });
    const left = () => ['pointerup', 'pointercancel'].reduce((sum, type) => sum + (listening.get(type)?.size ?? 0), 0);
    // The chunk never comes: every press of the pending island wakes it again.
    const entry = { load: vi.fn(() => new Promise<never>(() => {})), strategy: 'interaction' as const, prepaint: undefined };
    start({ 'buy-button': entry as never });
    const link = document.querySelector('#buy a')!;
    // A phone's tap: pointerdown and touchstart, then the finger comes up.
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(left()).toBe(2);
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    expect(left()).toBe(0);
    // A press the browser cancels (a scroll took it over).
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    window.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true }));
    expect(left()).toBe(0);
  });

  test('does not lose a character typed into the fallback field while the island loads', async () => {
    document.body.innerHTML = `<form id="search" data-island="search-suggest" data-hydrate="interaction"><input name="q" placeholder="Поиск"></form>`;
    const inputs: string[] = [];
    const search = fakeIsland((element) => {
      element.innerHTML = `<div role="combobox"><input name="q" autocomplete="off"></div>`;
      const field = element.querySelector('input')!;
      field.addEventListener('input', () => inputs.push(field.value));
    });
    start({ 'search-suggest': search.entry('load') });
    const fallbackField = document.querySelector<HTMLInputElement>('#search input')!;
    fallbackField.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Each key as the browser handles it: the keydown, then the character in the field.
    fallbackField.dispatchEvent(new KeyboardEvent('keydown', { key: 'а', bubbles: true }));
    fallbackField.value = 'а';
    fallbackField.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true })); // a shortcut, not text
    fallbackField.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    fallbackField.dispatchEvent(new KeyboardEvent('keydown', { key: 'в', bubbles: true }));
    fallbackField.value = 'ав';
    await vi.waitFor(() => expect(statusOf('#search')).toBe('mounted'));
    const field = document.querySelector<HTMLInputElement>('#search input')!;
    expect(field.value).toBe('ав');
    // The text arrives whole, as one input.
    expect(inputs).toEqual(['ав']);
    expect(document.activeElement).toBe(field);
  });

  test('gives the held click to the fallback when the island fails', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const { log } = start({ 'buy-button': { hydrate: 'load', load: () => Promise.reject(new Error('404')) } });
    const link = document.querySelector('#buy a')!;
    const prevented: boolean[] = [];
    // after the loader's listeners (capture on the island element), so it sees their verdict
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('failed'));
    expect(prevented).toEqual([true, false]);
    expect(log.error).toHaveBeenCalledTimes(1);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(prevented).toEqual([true, false, false]);
    location.hash = '';
  });

  test('listens once on the document, passively to everything but the click it holds back, so a swipe on a fallback scrolls at once', () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const added: Array<{ type: string; options: unknown }> = [];
    const addEventListener = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push({ type, options });
      addEventListener(type, listener, options);
    });
    const elementListeners = vi.spyOn(document.getElementById('buy')!, 'addEventListener');
    start({ 'buy-button': fakeIsland().entry('load') });
    expect(added).toContainEqual({ type: 'touchstart', options: { capture: true, passive: true } });
    expect(added).toContainEqual({ type: 'pointerdown', options: { capture: true, passive: true } });
    expect(added).toContainEqual({ type: 'click', options: { capture: true, passive: false } });
    expect(elementListeners).not.toHaveBeenCalled();
  });

  test('stops intercepting once mounted', async () => {
    document.body.innerHTML = `<div id="buy" data-island="buy-button" data-hydrate="interaction"><a href="#cart">В корзину</a></div>`;
    const buy = fakeIsland((element) => {
      element.innerHTML = `<a href="#in-basket">В корзине</a>`;
    });
    start({ 'buy-button': buy.entry('load') });
    document.querySelector('#buy a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(statusOf('#buy')).toBe('mounted'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#buy a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    location.hash = '';
  });
});
