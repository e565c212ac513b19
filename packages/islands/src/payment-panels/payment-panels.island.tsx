import { defineIsland, findInFallback } from '../runtime/define-island';
import { documentPanelLinks } from './payment-panels.links';
import { createPaymentPanelsModel } from './payment-panels.model';
import { parsePaymentPanelsProps, type PaymentPanel } from './payment-panels.props';
import { PaymentPanelsView, type ServerPanel } from './payment-panels.view';

/** Each panel's server `<details data-panel="<id>">` in the fallback; panels without one are left out. */
function serverPanels(fallback: readonly ChildNode[], panels: readonly PaymentPanel[]): ServerPanel[] {
  return panels.flatMap((panel) => {
    const details = findInFallback(fallback, `details[data-panel="${panel.id}"]`);
    return details ? [{ ...panel, details }] : [];
  });
}

/**
 * `data-island="payment-panels"`: the payment and delivery page's panels (docs/islands/payment-panels.md).
 *
 * Template contract: one `<details id="<id>" data-panel="<id>">` per panel in the fallback, its
 * `<summary>` holding the panel's heading; the island puts a disclosure (a heading with a button,
 * and the server's body nodes as they are) where each one was. The rest of the fallback stays.
 */
export default defineIsland({
  parseProps: parsePaymentPanelsProps,
  model: (props, { fallback }) => {
    const present = new Set(serverPanels(fallback, props.panels).map((panel) => panel.id));
    const panels = props.panels.filter((panel) => present.has(panel.id));
    if (panels.length === 0) throw new Error('payment-panels: no details[data-panel] in the fallback');
    return createPaymentPanelsModel({
      ...props,
      panels,
      window,
      links: documentPanelLinks(document),
      findPanel(panelId) {
        const panel = document.getElementById(panelId);
        if (!panel?.hasAttribute('data-panel')) return null;
        return {
          top: () => panel.getBoundingClientRect().top,
          focus: () => panel.querySelector('button')?.focus({ preventScroll: true }),
        };
      },
    });
  },
  view: (model, props, { fallback }) => <PaymentPanelsView model={model} fallback={fallback} panels={serverPanels(fallback, props.panels)} />,
});
