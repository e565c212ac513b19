import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { VideoPlayer } from '../ui/video-player';
import type { TabVideo } from './product-tabs.props';

/** One player's place in the server's section: a box React renders into, and the video it plays. */
interface Slot {
  host: HTMLElement;
  video: TabVideo;
}

/** The first list item not `taken` whose link points at the video's file, if the server printed one. */
function itemOf(section: Element, src: string, taken: Set<Element>): Element | null {
  for (const link of section.querySelectorAll('a[href]')) {
    const item = link.closest('li') ?? link;
    if (link.getAttribute('href') === src && !taken.has(item)) return item;
  }
  return null;
}

/**
 * The players of the video tab (docs/islands/product-tabs.md#videos). Each goes at the start of
 * the server's list item that links to its file, so the link stays below it as its caption and as
 * a way to open the file; a video without such an item goes at the section's end. The section is
 * the server's own node, so the boxes are added to it (and taken away on unmount) rather than
 * rendered: React owns only what it put there.
 */
export function TabVideos({ section, videos }: { section: Element; videos: readonly TabVideo[] }) {
  const [slots, setSlots] = useState<readonly Slot[]>([]);

  useLayoutEffect(() => {
    // Two videos may share a file (a review cut twice): each takes the next item that links to it.
    const taken = new Set<Element>();
    const made = videos.map((video) => {
      const host = section.ownerDocument.createElement('div');
      host.className = 'si-product-tabs__video';
      const item = itemOf(section, video.src, taken);
      if (item) {
        taken.add(item);
        item.prepend(host);
      } else section.append(host);
      return { host, video };
    });
    setSlots(made);
    return () => {
      for (const { host } of made) host.remove();
    };
  }, [section, videos]);

  return <>{slots.map(({ host, video }, index) => createPortal(<VideoPlayer title={video.title} src={video.src} poster={video.poster} />, host, String(index)))}</>;
}
