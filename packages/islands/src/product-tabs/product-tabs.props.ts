import { list, object, optional, text } from '@shop-islands/api';
import { checkProps, filledText, positiveCount, refine, reject } from '../runtime/check-props';

/** One tab as the template lists it. */
export interface ProductTab {
  /** The tab's word: its section is `data-tab="<id>"`, its address `#tab-<id>`. */
  id: string;
  /** The tab's title, as the section's heading says it. */
  title: string;
}

/** Props from the template (`data-props`). */
export interface ProductTabsProps {
  productId: number;
  tabs: ProductTab[];
  /** The tab open when the address names none. */
  activeTab: string;
  /**
   * The videos of the video tab: each gets the page's player (ui/video-player.tsx) in the list
   * item whose link points at its file, so the server's link stays as its caption.
   */
  videos: TabVideo[];
}

/** A video of the video tab, as the gallery's props give it. */
export interface TabVideo {
  title: string;
  src: string;
  /** The picture shown until it plays. */
  poster: string;
}

const tabId = refine(text, 'a tab id (lowercase latin letters, digits and dashes)', (id) => /^[a-z0-9][a-z0-9-]*$/.test(id));
const tabList = refine(
  list(object({ id: tabId, title: filledText })),
  'a non-empty list of tabs with different ids',
  (tabs) => tabs.length > 0 && new Set(tabs.map((tab) => tab.id)).size === tabs.length,
);

/** The template's props (exported for the island's reference page). */
export const propsCheck = object({
  productId: positiveCount,
  tabs: tabList,
  activeTab: optional(text, ''),
  videos: optional(list(object({ title: filledText, src: filledText, poster: filledText })), []),
});

/**
 * Checks the template's props; throws a `TypeError` naming the field that is wrong. A left-out
 * `activeTab` is the first tab; one that is not in `tabs` is an error, not a guess.
 */
export function parseProductTabsProps(raw: unknown): ProductTabsProps {
  return checkProps(
    (value, path) => {
      const props = propsCheck(value, path);
      const first = props.tabs[0]!.id;
      if (props.activeTab === '') return { ...props, activeTab: first };
      if (!props.tabs.some((tab) => tab.id === props.activeTab)) reject(`${path}.activeTab`, "one of the tabs' ids", props.activeTab);
      return props;
    },
    raw,
  );
}
