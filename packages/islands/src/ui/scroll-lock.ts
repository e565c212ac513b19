// Counts open dialogs so that two stacked dialogs do not restore each other's "hidden" as the
// page's own overflow.
let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/**
 * Keeps the page from scrolling under a modal: `overflow: hidden` on <body>, padded by the
 * scrollbar it hides so that the content does not jump sideways (desktops with classic
 * scrollbars). Returns the way to let go; shared by every modal (the alert dialog, the city
 * modal, and the native <dialog>s of the side panel and the preorder form, under which the page
 * scrolls too), so that two open at once restore the page, not each other.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (scrollLocks === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Hiding the scrollbar widens the page; pad by its width so the content does not jump.
    // (A zero clientWidth means no layout, e.g. a detached or unrendered root: nothing to pad.)
    const viewportWidth = documentElement.clientWidth;
    const scrollbarWidth = viewportWidth > 0 ? window.innerWidth - viewportWidth : 0;
    if (scrollbarWidth > 0) {
      const currentPadding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${currentPadding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}
