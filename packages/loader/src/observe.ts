/**
 * Watches `root` with one MutationObserver. Its records arrive batched, once per microtask:
 * `added` gets each inserted element (its subtree is the caller's to scan), `removed` gets each
 * removed element a task later, so an element moved (removed and re-inserted in the same or the
 * next task) is seen connected again. Returns the function that stops watching.
 */
export function observe(
  window: Window,
  root: Node,
  added: (element: Element) => void,
  removed: (element: Element) => void,
): () => void {
  const observer = new (window as Window & typeof globalThis).MutationObserver((records) => {
    const gone: Element[] = [];
    for (const record of records) {
      record.addedNodes.forEach((node) => node.nodeType == 1 && node.isConnected && added(node as Element));
      record.removedNodes.forEach((node) => node.nodeType == 1 && gone.push(node as Element));
    }
    if (gone.length) window.setTimeout(() => gone.forEach(removed));
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
