/**
 * Goes to `url` and settles when the browser shows this page again from its back-forward cache
 * (the shopper pressed Back): an island that stays busy while its page leaves (a spinner, clicks
 * ignored) ends that state then, instead of coming back stuck. The next `pageshow` of a page that
 * has left is always such a return.
 */
export function leavePage(element: Element, url: string): Promise<void> {
  const view = element.ownerDocument.defaultView!;
  return new Promise((resolve) => {
    view.addEventListener('pageshow', () => resolve(), { once: true });
    view.location.assign(url);
  });
}
