import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import type { Placement } from '@floating-ui/dom';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useClock } from './clock-context';
import { getTabbables } from './focusable';
import './popover.css';
import { useIslandId } from '../runtime/use-island-id';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element the popover points at; nothing is shown while it is null. */
  anchor: HTMLElement | null;
  /** Shown while true; the caller owns the state. */
  open: boolean;
  /** Asked to close (Escape, a tap or click outside, the auto-hide timer); the caller sets `open`. */
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Preferred side; flipped or shifted when there is no room. Default `bottom`. */
  placement?: Placement;
  /**
   * Hide after this many milliseconds (docs/embedding.md#constants: 1500 kasko note, 500 filter help, 2000 compare
   * popover). Paused while the pointer is over the popover or focus is inside it (a tooltip's
   * anchor counts as inside; a tooltip on a screen without hover does not hide by itself). Timed on the
   * clock of the nearest `ClockProvider` (the real timers by default).
   */
  autoHideMs?: number;
  /** Accessible name of the `dialog` variant. A tooltip is named by its own text instead. */
  label: string;
  /**
   * `dialog` (default): a non-modal dialog that may hold buttons (the compare popover's removal).
   * `tooltip`: plain help text; it becomes the anchor's description while shown.
   */
  variant?: 'dialog' | 'tooltip';
  /**
   * Called each time it has been shown, positioned and visible: the moment the focus can go in (a
   * hidden element takes none, and the popover is hidden until floating-ui has placed it).
   */
  onShown?: () => void;
}

// Room between the anchor and the popover, and from the viewport edge when shifted.
const GAP_PX = 8;

/**
 * A small floating box next to an element: help notes, "Is this your city?", the compare popover.
 *
 * Portalled to `document.body` so template containers with `overflow: hidden` cannot clip it, and
 * positioned by `@floating-ui/dom` (kept in place on scroll and resize). It is out of flow and
 * invisible until its first position is known, so showing it never shifts the page.
 *
 * Escape closes it and brings focus back to the anchor; a tap or click outside closes it (a touch
 * that scrolls the page does not). Because the portal sits at the end of the page, Tab from the
 * anchor leads into the popover and Tab past its last control leads on to what follows the anchor,
 * as if it were placed right after it.
 */
export function Popover({
  anchor,
  open,
  onOpenChange,
  children,
  placement = 'bottom',
  autoHideMs,
  label,
  variant = 'dialog',
  onShown,
}: PopoverProps) {
  const popoverId = useIslandId();
  const popoverRef = useRef<HTMLDivElement>(null);
  const clock = useClock();
  const [positioned, setPositioned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // The latest callback without re-running the effects below (which would restart the timer and
  // re-register listeners on every parent render).
  const onOpenChangeRef = useRef(onOpenChange);
  useLayoutEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const shown = open && anchor !== null;
  const onShownRef = useRef(onShown);
  useLayoutEffect(() => {
    onShownRef.current = onShown;
  });
  const visible = shown && positioned;
  useEffect(() => {
    if (visible) onShownRef.current?.();
  }, [visible]);

  // Position. Coordinates go straight to the element's style: no re-render per scroll frame.
  // (Setting `element.style` from script is allowed under a strict CSP; `style` attributes in
  // markup are what it forbids.)
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!shown || !anchor || !popover) return;
    let cancelled = false;
    const stopAutoUpdate = autoUpdate(anchor, popover, () => {
      void computePosition(anchor, popover, {
        placement,
        strategy: 'absolute',
        middleware: [offset(GAP_PX), flip({ padding: GAP_PX }), shift({ padding: GAP_PX })],
      }).then(({ x, y, placement: finalPlacement }) => {
        if (cancelled) return;
        popover.style.left = `${x}px`;
        popover.style.top = `${y}px`;
        popover.dataset.placement = finalPlacement;
        setPositioned(true);
      });
    });
    return () => {
      cancelled = true;
      stopAutoUpdate();
      setPositioned(false);
    };
  }, [shown, anchor, placement]);

  // Pause tracking. Native listeners rather than onFocus/onPointerEnter props: React's onFocus
  // bubbles but Preact's does not, and this file is built for both.
  useEffect(() => {
    const popover = popoverRef.current;
    if (!shown || !popover || !anchor) return;
    // A tooltip has nothing to focus or point at but its text: the reader stays on its anchor (the
    // «?» pressed, or the pointer resting on it), which counts as inside, so help text does not go
    // while it is being read (WCAG 2.2.1). It counts from the start: focus and pointer are there.
    const parts = variant === 'tooltip' ? [popover, anchor] : [popover];
    const inside = (node: unknown) => node instanceof Node && parts.some((part) => part.contains(node));
    const onPointerEnter = () => setHovered(true);
    const onPointerLeave = (event: PointerEvent) => setHovered(inside(event.relatedTarget));
    const onFocusIn = () => setFocusWithin(true);
    // Moving between two buttons inside is not leaving.
    const onFocusOut = (event: FocusEvent) => setFocusWithin(inside(event.relatedTarget));
    if (variant === 'tooltip') {
      setHovered(anchor.matches(':hover'));
      setFocusWithin(inside(document.activeElement));
    }
    for (const part of parts) {
      part.addEventListener('pointerenter', onPointerEnter);
      part.addEventListener('pointerleave', onPointerLeave);
      part.addEventListener('focusin', onFocusIn);
      part.addEventListener('focusout', onFocusOut);
    }
    return () => {
      for (const part of parts) {
        part.removeEventListener('pointerenter', onPointerEnter);
        part.removeEventListener('pointerleave', onPointerLeave);
        part.removeEventListener('focusin', onFocusIn);
        part.removeEventListener('focusout', onFocusOut);
      }
      setHovered(false);
      setFocusWithin(false);
    };
  }, [shown, anchor, variant]);

  // Auto-hide. Paused while hovered or focused: content that vanishes under the reader's pointer,
  // or before a keyboard user has tabbed to its button, cannot be used (WCAG 1.4.13, 2.2.1). When
  // the pause ends the full delay starts again, so the user still gets the whole time. A tooltip
  // on a screen without hover (a phone: a tap leaves neither pointer nor, on iOS, focus behind)
  // has no moment of leaving to count from: it stays until a tap elsewhere or Escape.
  const paused = hovered || focusWithin || (variant === 'tooltip' && !!anchor?.ownerDocument.defaultView?.matchMedia?.('(hover: none)').matches);
  useEffect(() => {
    if (!shown || autoHideMs === undefined || paused) return;
    const timer = clock.setTimeout(() => onOpenChangeRef.current(false), autoHideMs);
    return () => clock.clearTimeout(timer);
  }, [shown, autoHideMs, paused, clock]);

  // Escape and click outside.
  useEffect(() => {
    const popover = popoverRef.current;
    if (!shown || !anchor || !popover) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal on top (the alert dialog) marks its Escape as handled; leave ours alone then.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      // Bring focus back only when it would otherwise be lost with the popover (or already was);
      // someone who has tabbed on elsewhere stays where they are.
      const restoreFocus = active === null || active === document.body || popover.contains(active);
      onOpenChangeRef.current(false);
      if (restoreFocus) anchor.focus();
    };
    // On the press's end, not its start: on a phone the touch that starts a scroll would close it
    // unanswered (docs/islands/city-picker.md: «a click elsewhere»), and a scroll ends in
    // `pointercancel`, with no `pointerup`. Not `click`: iOS sends none to the document from a
    // tap on plain text.
    // The anchor counts as inside: it usually toggles the popover itself, and closing here would
    // make its click reopen it at once.
    const inside = (target: EventTarget | null) => !(target instanceof Node) || popover.contains(target) || anchor.contains(target);
    // A press that starts inside (text selected by a drag that ends outside) closes nothing.
    let pressedInside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedInside = inside(event.target);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!pressedInside && !inside(event.target)) onOpenChangeRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
    };
  }, [shown, anchor]);

  // Keyboard order bridge between the anchor and the portalled popover (see the doc comment).
  useEffect(() => {
    const popover = popoverRef.current;
    if (!shown || !anchor || !popover) return;
    const onAnchorKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey) return;
      const first = getTabbables(popover)[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    const onPopoverKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbables = getTabbables(popover);
      const edge = event.shiftKey ? tabbables[0] : tabbables.at(-1);
      if (document.activeElement !== edge) return;
      if (event.shiftKey) {
        event.preventDefault();
        anchor.focus();
        return;
      }
      // The first control after the anchor that takes the focus: one the page's CSS hides (a
      // city bar's links on a phone) does not, and Tab must not stay on the popover's last
      // control. None takes it: the browser's own Tab goes on past the popover.
      for (const next of tabbablesAfter(anchor, popover)) {
        next.focus();
        if (document.activeElement === next) {
          event.preventDefault();
          return;
        }
      }
    };
    anchor.addEventListener('keydown', onAnchorKeyDown);
    popover.addEventListener('keydown', onPopoverKeyDown);
    return () => {
      anchor.removeEventListener('keydown', onAnchorKeyDown);
      popover.removeEventListener('keydown', onPopoverKeyDown);
    };
  }, [shown, anchor]);

  // A tooltip describes its anchor; the previous description (if any) comes back afterwards.
  useEffect(() => {
    if (!shown || !anchor || variant !== 'tooltip') return;
    const previous = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', previous ? `${previous} ${popoverId}` : popoverId);
    return () => {
      if (previous === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', previous);
    };
  }, [shown, anchor, variant, popoverId]);

  if (!shown || typeof document === 'undefined') return null;

  return createPortal(
    <div
      ref={popoverRef}
      id={popoverId}
      className="si-popover"
      role={variant}
      aria-label={variant === 'dialog' ? label : undefined}
      data-variant={variant}
      data-state={positioned ? 'open' : 'positioning'}
    >
      {children}
    </div>,
    document.body,
  );
}

/** The elements after `anchor` in tab order, skipping the popover's own content. */
function tabbablesAfter(anchor: HTMLElement, popover: HTMLElement): HTMLElement[] {
  return getTabbables(document).filter(
    (element) =>
      !popover.contains(element) &&
      !anchor.contains(element) &&
      Boolean(anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}
