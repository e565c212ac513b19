/**
 * Settles at the next `pageshow`. For a page that has left (a link followed, a form sent), that is
 * the browser showing it again from its back-forward cache: the shopper pressed Back.
 */
export const shownAgain = (element: Element) =>
  new Promise<void>((resolve) => element.ownerDocument.defaultView!.addEventListener('pageshow', () => resolve(), { once: true }));

/**
 * Goes to `url` and settles when the browser shows this page again (`shownAgain`): an island that
 * stays busy while its page leaves (a spinner, clicks ignored) ends that state then, instead of
 * coming back stuck.
 */
export const leavePage = (element: Element, url: string) => {
  const back = shownAgain(element);
  element.ownerDocument.defaultView!.location.assign(url);
  return back;
};

/**
 * Calls `leave` when the page is left (`pagehide`: a link followed, Back, the tab closed), the last
 * moment a change can still be sent (docs/embedding.md#network). Returns the way to stop.
 */
export function onPageHide(element: Element, leave: () => void): () => void {
  const view = element.ownerDocument.defaultView!;
  view.addEventListener('pagehide', leave);
  return () => view.removeEventListener('pagehide', leave);
}
