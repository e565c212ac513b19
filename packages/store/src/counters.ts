import { effect, type ReadonlySignal } from '@preact/signals-core';

/** The classes of the counter elements in the site templates (docs/embedding.md#counters). */
export const COUNTER_CLASSES = {
  basket: 'basket_count',
  compare: 'compare_count',
} as const;

const COUNTER_SELECTOR = `.${COUNTER_CLASSES.basket}, .${COUNTER_CLASSES.compare}`;
const ELEMENT_NODE = 1;

/** The counts the counters show. */
export interface CounterSources {
  basketCount: ReadonlySignal<number>;
  compareCount: ReadonlySignal<number>;
}

/**
 * Keeps every counter under `root` showing its count (docs/embedding.md#counters: always, island or not),
 * including counters that server HTML fragments or legacy scripts add later. Returns stop().
 */
export function bindCounters(
  root: ParentNode,
  sources: CounterSources,
  Observer: typeof MutationObserver | undefined,
): () => void {
  const show = (element: Element) => {
    const count = element.classList.contains(COUNTER_CLASSES.basket)
      ? sources.basketCount.peek()
      : sources.compareCount.peek();
    const text = String(count);
    // Writing the same text would still queue a mutation record and restyle the element.
    if (element.textContent !== text) element.textContent = text;
  };
  const showWithin = (node: Node) => {
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    if (element.matches(COUNTER_SELECTOR)) show(element);
    element.querySelectorAll(COUNTER_SELECTOR).forEach(show);
  };

  // Counts change on a click, not every frame: querying the root then is cheaper than tracking elements.
  const stopEffect = effect(() => {
    void sources.basketCount.value;
    void sources.compareCount.value;
    root.querySelectorAll(COUNTER_SELECTOR).forEach(show);
  });

  let observer: MutationObserver | null = null;
  if (Observer) {
    // Only added nodes need a look: counters already in place are kept up by the effect above.
    observer = new Observer((records) => {
      for (const record of records) record.addedNodes.forEach(showWithin);
    });
    observer.observe(root, { childList: true, subtree: true });
  }

  return () => {
    stopEffect();
    observer?.disconnect();
  };
}
