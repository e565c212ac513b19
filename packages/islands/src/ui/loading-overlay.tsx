import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useClock } from './clock-context';
import { uiMessages } from './messages';
import './loading-overlay.css';
import './visually-hidden.css';

/**
 * docs/embedding.md#constants: the overlay's circle timeout is 2000 ms.
 *
 * Our reading: the overlay and its spinning circle appear at once (the screen must show at once
 * that a click was taken); once loading has lasted past this timeout, the circle keeps spinning
 * and «Загрузка…» is announced through the overlay's polite live region. Announcing only slow
 * loads keeps screen readers quiet on the usual quick answers, and the region already exists
 * (empty) by then, which is what makes the late text actually announced.
 */
export const LOADER_CIRCLE_TIMEOUT_MS = 2000;

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Shown while true. */
  active: boolean;
  /** Text announced when loading is slow; defaults to «Загрузка…». */
  label?: string;
  /**
   * Cover the whole viewport (fixed, in a portal on `document.body`) instead of the nearest
   * positioned parent. The portal escapes transformed ancestors, which would trap `fixed`.
   */
  fullPage?: boolean;
}

/**
 * The shop's loading overlay (docs/embedding.md#constants): white at 70 % over its positioned parent (give the
 * parent `position: relative`) or over the page, z-index 9999, with a spinning circle that
 * stands still under `prefers-reduced-motion`.
 *
 * `data-state` is `loading`, then `slow` after {@link LOADER_CIRCLE_TIMEOUT_MS}, timed on the
 * clock of the nearest `ClockProvider` (the real timers by default). Setting
 * `aria-busy` on the covered region is left to the caller, who knows what that region is.
 */
export function LoadingOverlay({ active, label = uiMessages.loading, fullPage = false }: LoadingOverlayProps) {
  const [slow, setSlow] = useState(false);
  const clock = useClock();

  useEffect(() => {
    if (!active) return;
    const timer = clock.setTimeout(() => setSlow(true), LOADER_CIRCLE_TIMEOUT_MS);
    return () => {
      clock.clearTimeout(timer);
      // Each new loading period starts quiet again.
      setSlow(false);
    };
  }, [active, clock]);

  if (!active) return null;

  const overlay = (
    <div
      className={fullPage ? 'si-loading-overlay si-loading-overlay--full-page' : 'si-loading-overlay'}
      data-state={slow ? 'slow' : 'loading'}
    >
      <span className="si-loading-overlay__circle" aria-hidden="true" />
      <span className="si-visually-hidden" role="status" aria-live="polite">
        {slow ? label : ''}
      </span>
    </div>
  );

  if (fullPage && typeof document !== 'undefined') return createPortal(overlay, document.body);
  return overlay;
}
