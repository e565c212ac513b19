import { count, list, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText, refine } from '../runtime/check-props';
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX } from './payment-panels.rules';

/** One panel as the template lists it. */
export interface PaymentPanel {
  /** The panel's anchor: the server's `<details id="<id>" data-panel="<id>">`, its address `#<id>`. */
  id: string;
  /** The panel's heading, as the server's summary says it. */
  title: string;
}

/** Props from the template (`data-props`). */
export interface PaymentPanelsProps {
  panels: PaymentPanel[];
  /** Room left above a panel a detail link scrolls to (px). */
  scrollOffset: number;
  /** How long a detail link's scroll takes (ms). */
  scrollDuration: number;
}

const panelId = refine(text, 'an id of latin letters, digits, - and _', (id) => /^[A-Za-z][\w-]*$/.test(id));
const panelList = refine(
  list(object({ id: panelId, title: filledText })),
  'a non-empty list of panels, ids distinct',
  (panels) => panels.length > 0 && new Set(panels.map((panel) => panel.id)).size === panels.length,
);

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  panels: panelList,
  scrollOffset: optional(count, SCROLL_OFFSET_PX),
  scrollDuration: optional(count, SCROLL_DURATION_MS),
});

/** Checks the template's props; throws a `TypeError` naming the field that is wrong. */
export function parsePaymentPanelsProps(raw: unknown): PaymentPanelsProps {
  return checkProps(propsCheck, raw);
}
