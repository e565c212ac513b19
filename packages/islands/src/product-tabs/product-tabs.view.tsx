import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useIslandId } from '../runtime/use-island-id';
import { useSignalValue } from '../runtime/use-signal';
import { messages } from './product-tabs.messages';
import type { ProductTabsModel } from './product-tabs.model';
import { pauseVideos } from '../ui/video-playback';
import { useFindablePanels } from '../ui/findable-panels';
import type { TabVideo } from './product-tabs.props';
import { stripScrollToShow } from './product-tabs.rules';
import { TabVideos } from './product-tabs.videos';
import './product-tabs.css';

/**
 * What Tab stops at inside a server section: links, buttons, fields and anything given a tab stop.
 * A selector rather than the dialogs' focus helper: its own chunk would be one more request on the
 * product page for this one question.
 */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A server section the browser had scrolled to, and where it was in the window before the island. */
const NO_VIDEOS: readonly TabVideo[] = [];

export interface KeptInPlace {
  element: Element;
  top: number;
}

interface ViewProps {
  model: ProductTabsModel;
  /**
   * The server's section of each tab, by tab id, moved into the panels as they are: their text
   * stays the server's and their nested islands stay mounted.
   */
  sections: ReadonlyMap<string, Element>;
  /** Put back where it was once the other panels close (the address opened its tab). */
  keepInPlace?: KeptInPlace | null;
  /** The video tab's videos, played in its section (product-tabs.videos.tsx). */
  videos?: readonly TabVideo[];
}

/**
 * The product tabs (docs/islands/product-tabs.md): a tab strip and one panel per tab, one open at
 * a time. The panels hold the server's sections in elements React renders no children into, so no
 * re-render touches them or the islands nested in them.
 */
export function ProductTabsView({ model, sections, keepInPlace = null, videos = NO_VIDEOS }: ViewProps) {
  const active = useSignalValue(model.active);
  const reveal = useSignalValue(model.reveal);
  const baseId = useIslandId();
  const stripRef = useRef<HTMLDivElement>(null);
  const videoSection = sections.get('video');
  const tabs = useRef(new Map<string, HTMLButtonElement>()).current;
  const panels = useRef(new Map<string, HTMLDivElement>()).current;

  // docs/islands/product-tabs.md: the closed tabs stay findable; text found in one opens it.
  useFindablePanels(panels, active, (tabId) => model.select(tabId, 'found'));

  // Layout effects run in the mount's own task, so the sections leave the page and come back
  // before the loader's observer looks: their nested islands are not unmounted.
  useLayoutEffect(() => {
    for (const [tabId, section] of sections) panels.get(tabId)?.append(section);
    if (!keepInPlace) return;
    // The panels above it closed: the section the address pointed at stays where the shopper sees it.
    const shift = keepInPlace.element.getBoundingClientRect().top - keepInPlace.top;
    if (Math.abs(shift) >= 1) window.scrollBy({ top: shift, behavior: 'instant' });
  }, [sections, keepInPlace, panels]);

  useLayoutEffect(() => {
    // WAI-ARIA tabs: a panel with nothing to focus inside is a tab stop itself, so its text can be
    // reached; the closed ones are none. Counted when the panel opens: nested islands may have added
    // buttons since.
    for (const [tabId, panel] of panels) panel.tabIndex = tabId === active && !panel.querySelector(FOCUSABLE) ? 0 : -1;
    // A video keeps playing in no closed panel (docs/embedding.md#video).
    for (const [tabId, panel] of panels) if (tabId !== active) pauseVideos(panel);
    const strip = stripRef.current;
    const tab = tabs.get(active);
    if (strip && tab) {
      // scrollLeft, not scrollIntoView: the page itself must not scroll to the strip.
      strip.scrollLeft = stripScrollToShow({ scrollLeft: strip.scrollLeft, width: strip.clientWidth }, { left: tab.offsetLeft, width: tab.offsetWidth });
    }
  }, [active, tabs, panels]);

  useLayoutEffect(() => {
    const panel = reveal && panels.get(reveal.tabId);
    if (!reveal || !panel) return;
    // The section keeps the page's own scroll margin (room above it for a fixed header).
    const target = panel.firstElementChild ?? panel;
    target.scrollIntoView({ block: reveal.align, behavior: reveal.smooth ? 'smooth' : 'instant' });
    // The link's target is the panel: keyboard and screen-reader users go on from there.
    panel.focus({ preventScroll: true });
  }, [reveal, panels]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return; // Alt+Left is the browser's back
    const next = model.keyDown(event.key);
    if (next === null) return;
    event.preventDefault();
    tabs.get(next)?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) model.stripLeft();
  };

  return (
    <div className="si-product-tabs" data-state={active}>
      <div ref={stripRef} role="tablist" aria-label={messages.stripLabel} className="si-product-tabs__strip" onKeyDown={onKeyDown} onBlur={onBlur}>
        {model.tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabs.set(tab.id, element);
                else tabs.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className="si-product-tabs__tab"
              aria-selected={selected ? 'true' : 'false'}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => model.select(tab.id, 'click')}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {model.tabs.map((tab) => (
        // No React children: the server's section lives here (see above).
        <div
          key={tab.id}
          ref={(element) => {
            if (element) panels.set(tab.id, element);
            else panels.delete(tab.id);
          }}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          className="si-product-tabs__panel"
          data-tab-panel={tab.id}
        />
      ))}
      {videoSection && videos.length > 0 && <TabVideos section={videoSection} videos={videos} />}
    </div>
  );
}
