/** docs/islands/side-panel.md#rules-and-constants: a swipe toggles the panel once it has gone this far to the right (px)… */
export const SWIPE_MIN_DISTANCE_PX = 20;
/** …within this time from touching down (ms). */
export const SWIPE_MAX_DURATION_MS = 500;

/** Where and when a touch was: `time` is the event's timestamp (ms). */
export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * Whether a touch from `start` to `end` is a right swipe: at least 20 px to the right, more
 * sideways than up or down (a page scroll is not a swipe), within 500 ms.
 */
export function isRightSwipe(start: TouchPoint, end: TouchPoint): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.time - start.time;
  return dx >= SWIPE_MIN_DISTANCE_PX && Math.abs(dy) < dx && duration >= 0 && duration <= SWIPE_MAX_DURATION_MS;
}
