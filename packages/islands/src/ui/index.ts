// Shared UI primitives of the islands. Named exports only: this list is the whole public surface
// (docs/contributing.md#house-style); `focusable.ts` stays internal.

/** Price in roubles without kopecks, e.g. `12 990 ₽`. */
export { formatPrice } from './money';
/** Russian plural word form, and a count with its word (`5 товаров`). */
export { pluralRu, formatCount } from './plural';
/** The three Russian plural forms a counted word needs. */
export type { PluralForms } from './plural';
/** Modal alert with a title, a message and «Закрыть» (docs/embedding.md#constants). */
export { AlertDialog } from './alert-dialog';
/** Props of the alert dialog. */
export type { AlertDialogProps } from './alert-dialog';
/** Loading overlay (docs/embedding.md#constants) and its circle timeout. */
export { LoadingOverlay, LOADER_CIRCLE_TIMEOUT_MS } from './loading-overlay';
/** Props of the loading overlay. */
export type { LoadingOverlayProps } from './loading-overlay';
/** Floating note or non-modal dialog next to an element, with optional auto-hide. */
export { Popover } from './popover';
export { LazyPopover, preloadPopover } from './lazy-popover';
/** Props of the popover. */
export type { PopoverProps } from './popover';
/** Text for screen readers only. */
export { VisuallyHidden } from './visually-hidden';
/** Props of the visually hidden text. */
export type { VisuallyHiddenProps } from './visually-hidden';
/** Polite screen-reader announcement through one shared live region. */
export { announce } from './live-region';
/** The timers of the UI primitives: real by default, a test's own under `ClockProvider`. */
export { realClock } from './clock';
export { ClockProvider, useClock } from './clock-context';
/** What a clock offers: `setTimeout` and `clearTimeout`. */
export type { Clock } from './clock';
/** Russian texts of these primitives. */
export { uiMessages } from './messages';
/** The shop's video player: 455 × 360, lazy, one video playing on the page at a time (docs/embedding.md#video). */
export { VideoPlayer } from './video-player';
/** Props of the video player. */
export type { VideoPlayerProps } from './video-player';
/** Pauses the videos inside a root (a hidden slide or tab); the page-wide one-at-a-time rule; the player's box. */
export { pauseVideos, playOneAtATime, VIDEO_WIDTH, VIDEO_HEIGHT } from './video-playback';
