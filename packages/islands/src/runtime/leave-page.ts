/**
 * Goes to `url` and settles when the browser shows this page again from its back-forward cache
 * (the shopper pressed Back): an island that stays busy while its page leaves (a spinner, clicks
 * ignored) ends that state then, instead of coming back stuck. The next `pageshow` of a page that
 * has left is always such a return.
 */
export const leavePage = (element: Element, url: string) =>
  new Promise<void>((resolve) => {
    const view = element.ownerDocument.defaultView!;
    view.addEventListener('pageshow', () => resolve(), { once: true });
    view.location.assign(url);
  });

/**
 * Calls `leave` when the page is left (`pagehide`: a link followed, Back, the tab closed), the last
 * moment a change can still be sent (docs/embedding.md#network). Returns the way to stop.
 */
export function onPageHide(element: Element, leave: () => void): () => void {
  const view = element.ownerDocument.defaultView!;
  view.addEventListener('pagehide', leave);
  return () => view.removeEventListener('pagehide', leave);
}
