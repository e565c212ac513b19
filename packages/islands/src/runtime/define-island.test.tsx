import { signal, type ReadonlySignal } from '@preact/signals-core';
import { useState } from 'react';
import type { IslandContext } from '@shop-islands/loader';
import { defineIsland, findInFallback } from './define-island';
import { mountLikeTheLoader } from './testkit';
import { useSignalValue } from './use-signal';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const counterIsland = defineIsland({
  parseProps: (raw) => raw as { label: string },
  model: () => ({}),
  view: (_model, props) => <Counter label={props.label} />,
});

function Broken(): never {
  throw new Error('render failed');
}

function slot(fallback = '<a href="/personal/cart/">В корзину</a>') {
  const element = document.createElement('div');
  element.innerHTML = fallback;
  document.body.append(element);
  const failures: unknown[] = [];
  const context: IslandContext = { name: 'test', element, events: [], fail: (error) => failures.push(error) };
  return { element, context, failures };
}

afterEach(() => {
  document.body.innerHTML = '';
});

// Every test mounts as the loader does and waits on `ready`, as the loader does.
mountLikeTheLoader();

describe('defineIsland', () => {
  it('renders the islands of one task together, then says they are ready; no island is ever an empty box', async () => {
    const islands = [slot(), slot(), slot()];
    // Every change of the three boxes, as a frame could show it: each one shows its fallback or its island.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(islands.map(({ element }) => element.textContent).join('|')));
    islands.forEach(({ element }) => observer.observe(element, { childList: true, subtree: true, characterData: true }));
    const handles = islands.map(({ context }, index) => counterIsland.mount({ label: `Остров ${index}` }, context));
    await Promise.all(handles.map((handle) => handle.ready));
    expect(islands.map(({ element }) => element.querySelector('button')?.textContent)).toEqual(['Остров 0 0', 'Остров 1 0', 'Остров 2 0']);
    observer.disconnect();
    for (const state of seen) expect(state.split('|').every((text) => text === 'В корзину' || text.startsWith('Остров')), state).toBe(true);
  });

  /**
   * Mounts `count` islands that take 5 ms each on a clock the test moves, with the browser's
   * `isInputPending` answering `pending(clock)` (or missing); says how many islands each task rendered.
   */
  async function mountSlow(count: number, pending?: (clock: number) => boolean) {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    if (pending) vi.stubGlobal('navigator', { ...navigator, scheduling: { isInputPending: () => pending(clock) } });
    function Slow({ label }: { label: string }) {
      clock += 5;
      return <span>{label}</span>;
    }
    const slow = defineIsland({
      parseProps: (raw) => raw as { label: string },
      model: () => null,
      view: (_model, props) => <Slow label={props.label} />,
    });
    const islands = Array.from({ length: count }, () => slot());
    const rendered = () => islands.filter(({ element }) => element.textContent!.startsWith('Остров')).length;
    const handles = islands.map(({ context }, index) => slow.mount({ label: `Остров ${index}` }, context));
    // What each island's `ready` sees: the islands rendered when the task that rendered it ended.
    const seen = new Set<number>();
    await Promise.all(handles.map((handle) => handle.ready!.then(() => seen.add(rendered()))));
    expect(rendered()).toBe(count);
    return [...seen].sort((a, b) => a - b);
  }

  it('renders many islands in slices shorter than a long task, each slice in its own task, so input is never blocked for long', async () => {
    // A browser that cannot tell whether input waits: 12 islands of 5 ms do not fit in one 40 ms slice.
    const tasks = await mountSlow(12);
    expect(tasks.length).toBeGreaterThan(1);
    expect(tasks[0]).toBeLessThanOrEqual(9); // under 50 ms
  });

  it('goes on past the slice while no input waits, up to 100 ms, instead of a frame that would lay out half the islands', async () => {
    // 16 islands of 5 ms: one task of 80 ms.
    expect(await mountSlow(16, () => false)).toEqual([16]);
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    // 40 islands of 5 ms: the page gets a frame after about 100 ms all the same.
    const tasks = await mountSlow(40, () => false);
    expect(tasks[0]).toBeGreaterThanOrEqual(19);
    expect(tasks[0]).toBeLessThanOrEqual(23);
    expect(tasks.at(-1)).toBe(40);
  });

  it('gives way within a short pass once input waits', async () => {
    // A click arrives 60 ms in: the task ends within about 10 ms of it.
    const tasks = await mountSlow(30, (clock) => clock >= 60);
    expect(tasks[0]).toBeGreaterThanOrEqual(12);
    expect(tasks[0]).toBeLessThanOrEqual(15);
    expect(tasks.at(-1)).toBe(30);
  });

  it('replays the click that woke the island on its own button, once it is rendered', async () => {
    const { element, context } = slot();
    const link = element.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    const handle = counterIsland.mount({ label: 'Нажато' }, { ...context, events: [click] });
    await handle.ready;
    expect(element.querySelector('button')!.textContent).toBe('Нажато 1');
  });

  it('keeps the focus of a shopper who tabbed into the fallback of an island mounting on its own, on the same control', async () => {
    const { element, context } = slot('<a href="/catalog/">Каталог</a><a href="/personal/cart/" data-part="cart">Корзина</a>');
    element.querySelector<HTMLAnchorElement>('[data-part="cart"]')!.focus();
    const menu = defineIsland({
      parseProps: () => ({}),
      model: () => null,
      view: () => (
        <nav>
          <a href="/catalog/">Каталог</a>
          <a href="/personal/cart/" data-part="cart">
            Корзина
          </a>
        </nav>
      ),
    });
    await menu.mount({}, context).ready;
    expect(document.activeElement).toBe(element.querySelector('nav [data-part="cart"]'));
  });

  it('leaves the focus where the island\'s own mount put it', async () => {
    const { element, context } = slot('<a href="/search/">Поиск</a>');
    element.querySelector('a')!.focus();
    function Opened() {
      return <input aria-label="Поиск по каталогу" ref={(field) => field?.focus()} />;
    }
    const search = defineIsland({ parseProps: () => ({}), model: () => null, view: () => <Opened /> });
    await search.mount({}, context).ready;
    expect(document.activeElement).toBe(element.querySelector('input'));
  });

  it('a replay that throws loses only itself: the island and the ones queued after it mount, and the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = slot();
    const second = slot();
    // A held event the replay cannot place (never dispatched: no target).
    const handles = [counterIsland.mount({ label: 'Первый' }, { ...first.context, events: [new MouseEvent('click')] }), counterIsland.mount({ label: 'Второй' }, second.context)];
    await Promise.all(handles.map((handle) => handle.ready));
    expect(first.element.querySelector('button')?.textContent).toBe('Первый 0');
    expect(second.element.querySelector('button')?.textContent).toBe('Второй 0');
    expect(logged).toHaveBeenCalledWith('[shop-islands] replay failed', first.element, expect.any(TypeError));
    logged.mockRestore();
  });

  it('puts the server fallback back on unmount, also before the first render', async () => {
    const early = slot();
    const handle = counterIsland.mount({ label: 'x' }, early.context);
    handle.unmount();
    await handle.ready;
    expect(early.element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');

    const late = slot();
    const mounted = counterIsland.mount({ label: 'y' }, late.context);
    await mounted.ready;
    mounted.unmount();
    expect(late.element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
  });

  it('a crashing island reports the error and gets its fallback back; the others of its pass live on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenIsland = defineIsland({ parseProps: (raw) => raw as object, model: () => ({}), view: () => <Broken /> });
    const good = slot();
    const bad = slot('<span>Цена по запросу</span>');
    const goodHandle = counterIsland.mount({ label: 'Жив' }, good.context);
    const badHandle = brokenIsland.mount({}, bad.context);
    await Promise.all([goodHandle.ready, badHandle.ready]);
    expect(bad.failures).toHaveLength(1);
    expect(good.element.querySelector('button')!.textContent).toBe('Жив 0');
    await vi.waitFor(() => expect(bad.element.innerHTML).toBe('<span>Цена по запросу</span>'));
  });

  it('a definition that throws while building its model leaves the fallback and throws to the loader', () => {
    const failing = defineIsland({
      parseProps: (raw) => raw as object,
      model: () => {
        throw new TypeError('no store');
      },
      view: () => null,
    });
    const { element, context } = slot();
    expect(() => failing.mount({}, context)).toThrow('no store');
    expect(element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
  });

  describe('owns its model', () => {
    /** A model that counts how often it was built and disposed, and a view that shows its signal. */
    function lifetimeIsland(options: { crash?: boolean } = {}) {
      const log = { built: 0, disposed: 0, fallbackText: [] as string[] };
      const models: Array<{ text: ReturnType<typeof signal<string>> }> = [];
      function Shown({ text }: { text: ReadonlySignal<string> }) {
        const value = useSignalValue(text);
        if (options.crash) throw new Error('render failed');
        return <output>{value}</output>;
      }
      const island = defineIsland({
        parseProps: (raw) => raw as object,
        model: (_props, { element, fallback }) => {
          log.built += 1;
          log.fallbackText.push(findInFallback(fallback, 'a')?.textContent ?? '');
          const model = {
            text: signal('готово'),
            dispose: () => {
              log.disposed += 1;
            },
          };
          models.push(model);
          return model;
        },
        view: (model) => <Shown text={model.text} />,
      });
      return { island, log, models };
    }

    it('builds one model per mount, with the fallback\'s nodes at hand', async () => {
      const { island, log } = lifetimeIsland();
      const first = slot();
      const second = slot();
      const handles = [island.mount({}, first.context), island.mount({}, second.context)];
      await Promise.all(handles.map((handle) => handle.ready));
      expect(log.built).toBe(2);
      expect(log.fallbackText).toEqual(['В корзину', 'В корзину']);
      expect(log.disposed).toBe(0);
    });

    it('keeps the model working while mounted and disposes it once on unmount, after the view is gone', async () => {
      const { island, log, models } = lifetimeIsland();
      const { element, context } = slot();
      const handle = island.mount({}, context);
      await handle.ready;
      models[0]!.text.value = 'обновлено';
      await vi.waitFor(() => expect(element.querySelector('output')!.textContent).toBe('обновлено'));
      handle.unmount();
      handle.unmount();
      expect(log.disposed).toBe(1);
      expect(element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
    });

    it('disposes the model of an island unmounted before its first render', async () => {
      const { island, log } = lifetimeIsland();
      const handle = island.mount({}, slot().context);
      handle.unmount();
      await handle.ready;
      expect(log.disposed).toBe(1);
    });

    it('disposes the model of a crashed island at once, and not again when its fallback returns', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { island, log } = lifetimeIsland({ crash: true });
      const { element, context, failures } = slot();
      const handle = island.mount({}, context);
      await handle.ready;
      expect(failures).toHaveLength(1);
      expect(log.disposed).toBe(1);
      vi.runOnlyPendingTimers();
      expect(element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
      handle.unmount();
      expect(log.disposed).toBe(1);
      vi.useRealTimers();
    });

    it('disposes the model when its view cannot be built, and leaves the fallback', () => {
      let disposed = 0;
      const island = defineIsland({
        parseProps: (raw) => raw as object,
        model: () => ({ dispose: () => (disposed += 1) }),
        view: () => {
          throw new TypeError('bad view');
        },
      });
      const { element, context } = slot();
      expect(() => island.mount({}, context)).toThrow('bad view');
      expect(disposed).toBe(1);
      expect(element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
    });
  });
});
