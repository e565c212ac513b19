// Internal helper of the dialog focus trap and the popover focus bridge; not part of the public API.

const TABBABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * The elements inside `root` that Tab visits, in document order. Positive tabindex ordering is
 * deliberately ignored: the shop's markup does not use it and honouring it would need a sort that
 * browsers themselves disagree on.
 */
export function getTabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)).filter(isTabbable);
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // `hidden` and `inert` remove a subtree from the tab order; checking the
  // attributes (not layout) keeps this working in tests, where nothing has a size.
  if (element.closest('[hidden], [inert]')) return false;
  return true;
}
