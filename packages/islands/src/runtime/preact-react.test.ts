import { signal } from '@preact/signals-core';
import { createElement as h, createRoot, flushSync, useMemo, useState, useSyncExternalStore } from './preact-react';

// The Preact flavour's React: each React behaviour an island relies on, rendered by Preact.
let container: HTMLElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
});

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the Preact drop-in’s React', () => {
  it('fires a text field’s onChange on every input, as React does', () => {
    const seen: string[] = [];
    root.render(h('input', { type: 'text', onChange: (event: Event) => seen.push((event.currentTarget as HTMLInputElement).value) }));
    type(container.querySelector('input')!, '4');
    type(container.querySelector('input')!, '42');
    expect(seen).toEqual(['4', '42']);
  });

  it('keeps a checkbox’s onChange on the change event', () => {
    const seen: boolean[] = [];
    root.render(h('input', { type: 'checkbox', onChange: (event: Event) => seen.push((event.currentTarget as HTMLInputElement).checked) }));
    const box = container.querySelector('input')!;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual([]);
    box.click();
    expect(seen).toEqual([true]);
  });

  it('lets onFocus and onBlur of a container hear its children, as React’s do', () => {
    const seen: string[] = [];
    root.render(h('div', { onFocus: () => seen.push('focus'), onBlur: () => seen.push('blur') }, h('button', null, 'a')));
    const button = container.querySelector('button')!;
    button.focus();
    button.blur();
    expect(seen).toEqual(['focus', 'blur']);
  });

  it('writes camelCase SVG attributes dashed', () => {
    root.render(h('svg', null, h('path', { d: 'M0 0', strokeWidth: '2', strokeLinecap: 'round' })));
    const path = container.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).toBe('2');
    expect(path.getAttribute('stroke-linecap')).toBe('round');
  });

  it('re-renders a useSyncExternalStore reader when its store changes, also before it subscribed', () => {
    const count = signal(0);
    const subscribe = (onChange: () => void) => count.subscribe(onChange);
    const Reader = () => h('output', null, useSyncExternalStore(subscribe, () => count.value));
    flushSync(() => root.render(h(Reader, null)));
    expect(container.textContent).toBe('0');
    count.value = 5;
    return vi.waitFor(() => expect(container.textContent).toBe('5'));
  });

  it('does not render again an element handed again unchanged (in place of memo: the compare table’s rows)', async () => {
    let renders = 0;
    const Inner = ({ label }: { label: string }) => {
      renders += 1;
      return h('span', null, label);
    };
    let bump: () => void = () => {};
    let relabel: (label: string) => void = () => {};
    const Outer = () => {
      const [count, setCount] = useState(0);
      const [label, setLabel] = useState('a');
      bump = () => setCount((count) => count + 1);
      relabel = setLabel;
      const inner = useMemo(() => h(Inner, { label }), [label]);
      return h('p', null, h('i', null, count), inner);
    };
    root.render(h(Outer, null));
    expect(renders).toBe(1);
    bump();
    await vi.waitFor(() => expect(container.textContent).toBe('1a'));
    expect(renders).toBe(1);
    relabel('b');
    await vi.waitFor(() => expect(container.textContent).toBe('1b'));
    expect(renders).toBe(2);
  });
});
