/**
 * Adds `<link rel="stylesheet">` to the head and resolves once it has loaded, failed, or after 3 s:
 * the island mounts styled (no flash of unstyled island) but never waits forever for its CSS.
 */
export const addStylesheet = (document: Document, window: Window, href: string) =>
  new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = done;
    window.setTimeout(done, 3000);
    document.head.append(link);
  });
