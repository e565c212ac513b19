import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { useFindablePanels } from '../ui/findable-panels';
import type { PaymentPanelsModel } from './payment-panels.model';
import type { PaymentPanel } from './payment-panels.props';
import './payment-panels.css';

/** A panel and the server's `<details>` it replaces. */
export interface ServerPanel extends PaymentPanel {
  details: Element;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The level of the server's heading in the summary, so the page's outline stays as printed (h3 without one). */
function headingTag(details: Element): HeadingTag {
  const heading = details.querySelector(':scope > summary :is(h2, h3, h4, h5, h6)');
  return (heading?.localName as HeadingTag | undefined) ?? 'h3';
}

interface Slot {
  panel: ServerPanel;
  /** The box the disclosure renders into; it takes the details' place on the page. */
  box: HTMLElement;
  heading: HeadingTag;
}

interface ViewProps {
  model: PaymentPanelsModel;
  /** The server fallback's nodes: moved in as they are, so everything around the panels stays. */
  fallback: readonly ChildNode[];
  panels: readonly ServerPanel[];
}

/**
 * The payment and delivery panels (docs/islands/payment-panels.md): the server's page as printed,
 * each `<details>` replaced by a WAI-ARIA disclosure (a heading with a button that shows or hides
 * the server's body nodes). React renders only the headings and the empty bodies; the server's
 * nodes are moved, never re-rendered, so their text and links stay the server's.
 */
export function PaymentPanelsView({ model, fallback, panels }: ViewProps) {
  const open = useSignalValue(model.open);
  const state = useSignalValue(model.state);
  const baseId = useIslandId();
  const hostRef = useRef<HTMLDivElement>(null);
  const bodies = useRef(new Map<string, HTMLDivElement>()).current;
  // The button pressed and where it was: it stays there when a panel above it closes.
  const pressed = useRef<{ button: HTMLElement; top: number } | null>(null);
  const [slots] = useState<readonly Slot[]>(() =>
    panels.map((panel) => {
      const box = panel.details.ownerDocument.createElement('div');
      box.className = 'si-payment-panels__panel';
      // The panel keeps the details' id: `#<id>` links and the browser's own jumps still land on it.
      box.id = panel.id;
      box.dataset.panel = panel.id;
      box.style.scrollMarginTop = `${model.scrollOffset}px`;
      return { panel, box, heading: headingTag(panel.details) };
    }),
  );

  // docs/islands/payment-panels.md: the closed bodies stay findable, as the server's `<details>`.
  useFindablePanels(bodies, open, (panelId) => model.found(panelId));

  // Layout effects run in the mount's own task: the page never paints without the panels.
  useLayoutEffect(() => {
    hostRef.current?.append(...fallback);
    const moved = slots.map(({ panel, box }) => {
      const nodes = Array.from(panel.details.childNodes).filter((node) => (node as Element).localName !== 'summary');
      bodies.get(panel.id)?.append(...nodes);
      panel.details.replaceWith(box);
      return { panel, box, nodes };
    });
    model.shown();
    return () => {
      // Unmounted: the details go back as they were, for the fallback to be whole again.
      for (const { panel, box, nodes } of moved) {
        panel.details.append(...nodes);
        box.replaceWith(panel.details);
      }
    };
  }, [fallback, slots, bodies, model]);

  useLayoutEffect(() => {
    const kept = pressed.current;
    pressed.current = null;
    if (!kept) return;
    const shift = kept.button.getBoundingClientRect().top - kept.top;
    if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: 'instant' });
  }, [open]);

  const press = (event: MouseEvent<HTMLButtonElement>, panelId: string) => {
    pressed.current = { button: event.currentTarget, top: event.currentTarget.getBoundingClientRect().top };
    model.toggle(panelId);
  };

  return (
    <div ref={hostRef} className="si-payment-panels" data-state={state} data-open={open ?? ''}>
      {slots.map(({ panel, box, heading: Heading }) => {
        const expanded = panel.id === open;
        const buttonId = `${baseId}-button-${panel.id}`;
        const bodyId = `${baseId}-body-${panel.id}`;
        return createPortal(
          <>
            <Heading className="si-payment-panels__heading">
              <button
                type="button"
                id={buttonId}
                className="si-payment-panels__button"
                aria-expanded={expanded ? 'true' : 'false'}
                aria-controls={bodyId}
                onClick={(event) => press(event, panel.id)}
              >
                {panel.title}
              </button>
            </Heading>
            {/* No React children: the server's body nodes live here. */}
            <div
              ref={(element) => {
                if (element) bodies.set(panel.id, element);
                else bodies.delete(panel.id);
              }}
              id={bodyId}
              className="si-payment-panels__body"
            />
          </>,
          box,
          panel.id,
        );
      })}
    </div>
  );
}
