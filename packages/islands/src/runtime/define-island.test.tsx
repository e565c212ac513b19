import { useState } from 'react';
import type { IslandContext } from '@shop-islands/loader';
import { defineIsland } from './define-island';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const counterIsland = defineIsland<{ label: string }>({
  parseProps: (raw) => raw as { label: string },
  render: (props) => <Counter label={props.label} />,
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

describe('defineIsland', () => {
  it('renders the islands of one task together, before the task ends, then says they are ready', async () => {
    const islands = [slot(), slot(), slot()];
    const handles = islands.map(({ context }, index) => counterIsland.mount({ label: `Остров ${index}` }, context));
    let afterTask = '';
    const nextTask = new Promise<void>((resolve) =>
      setTimeout(() => {
        afterTask = islands.map(({ element }) => element.textContent).join('|');
        resolve();
      }, 0),
    );
    await Promise.all(handles.map((handle) => handle.ready));
    expect(islands.map(({ element }) => element.querySelector('button')?.textContent)).toEqual(['Остров 0 0', 'Остров 1 0', 'Остров 2 0']);
    await nextTask;
    // Nothing was left for a later task: no empty box was ever painted.
    expect(afterTask).toBe('Остров 0 0|Остров 1 0|Остров 2 0');
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
    const brokenIsland = defineIsland<object>({ parseProps: (raw) => raw as object, render: () => <Broken /> });
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
    const failing = defineIsland<object>({
      parseProps: (raw) => raw as object,
      render: () => {
        throw new TypeError('no store');
      },
    });
    const { element, context } = slot();
    expect(() => failing.mount({}, context)).toThrow('no store');
    expect(element.innerHTML).toBe('<a href="/personal/cart/">В корзину</a>');
  });
});
