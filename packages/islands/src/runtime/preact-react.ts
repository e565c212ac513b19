/**
 * The Preact drop-in's `react`, `react-dom` and `react-dom/client` (scripts/build.mjs aliases them
 * here): the React API the islands use, on Preact's core and hooks. preact/compat would do it too,
 * but it brings every React API and normalisation whether used or not (about 6 KB minified,
 * 2 KB gzip, on every page: docs/budgets.md); the islands use a dozen. What an island may use from
 * React is therefore this file's list (docs/contributing.md#toolchain); the e2e suite runs
 * every example page on both flavours.
 */
import { Component, createContext, createPortal, Fragment, createElement, options, render, type ComponentChildren, type VNode } from 'preact';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export { Component, createContext, createPortal, Fragment, createElement, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState };

/** Preact renders synchronously already: nothing to flush. */
export const flushSync = <T>(callback: () => T): T => callback();

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  };
}

/** React's hook for outside stores: read during render, re-render when `subscribe` calls back with a changed snapshot. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, rerender] = useState(0);
  const latest = useRef({ value, getSnapshot });
  latest.current = { value, getSnapshot };
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.value, latest.current.getSnapshot())) rerender((count) => count + 1);
    };
    const unsubscribe = subscribe(check);
    // A change between this render and the subscription.
    check();
    return unsubscribe;
  }, [subscribe]);
  return value;
}

/**
 * The DOM event props whose React meaning differs from the DOM event of the same name: a text
 * field's `onChange` fires on every input, and `onFocus` / `onBlur` bubble. SVG presentation
 * attributes are camelCase in React (`strokeWidth`) and dashed in the DOM.
 */
const SVG_CAMEL = /^(?:stroke|fill|clip|font|text)[A-Z]/;
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type == 'string') {
    const props = vnode.props as Record<string, unknown>;
    for (const name in props) {
      let renamed = name;
      if (name == 'onChange' && (type == 'textarea' || (type == 'input' && !/^(?:checkbox|radio|file)$/.test(String(props.type))))) renamed = 'onInput';
      else if (name == 'onFocus') renamed = 'onfocusin';
      else if (name == 'onBlur') renamed = 'onfocusout';
      else if (SVG_CAMEL.test(name)) renamed = name.replace(/[A-Z]/g, '-$&').toLowerCase();
      if (renamed != name) {
        props[renamed] = props[name];
        delete props[name];
      }
    }
  }
  previousVNodeHook?.(vnode);
};
