import { realClock, type Clock } from './clock';
import './visually-hidden.css';

// A short gap between clearing and setting the text: screen readers coalesce changes made in the
// same task, so without it a repeated identical message ("Товар добавлен в корзину" twice) would
// not be read the second time. 100 ms is the delay react-aria's announcer settled on.
const ANNOUNCE_DELAY_MS = 100;

let region: HTMLElement | null = null;
let pending: { clock: Clock; timer: unknown } | undefined;

function getRegion(host: Element): HTMLElement {
  // Re-created if something (a composite-cache swap, a test) removed it from the page.
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.className = 'si-visually-hidden';
    region.id = 'si-live-region';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
  }
  if (region.parentNode !== host) host.append(region);
  return region;
}

/**
 * Reads `message` out to screen-reader users politely (after what they are hearing now), e.g.
 * «Товар добавлен в корзину». All islands share one region on `document.body`: it must exist
 * before its text changes for the change to be announced, and one region means islands never
 * talk over each other. A newer message replaces one not yet announced. `clock` times the short
 * gap before the text is set (the real timers unless a test passes its own). `modal`: the open
 * modal the island speaks from, where the region goes meanwhile — a modal `<dialog>` makes the
 * rest of the page inert and `aria-modal` hides it, so a region on the body would go unheard (the
 * side panel's search, the city modal); the next message from elsewhere takes it back to the body.
 */
export function announce(message: string, clock: Clock = realClock, modal?: Element | null): void {
  if (typeof document === 'undefined') return;
  const host = modal || document.body;
  const liveRegion = getRegion(host);
  liveRegion.textContent = '';
  if (pending) pending.clock.clearTimeout(pending.timer);
  const timer = clock.setTimeout(() => {
    pending = undefined;
    // The region may have been removed in the meantime; write to the current one.
    getRegion(host).textContent = message;
  }, ANNOUNCE_DELAY_MS);
  pending = { clock, timer };
}
