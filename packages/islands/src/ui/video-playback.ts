/**
 * The framework-free part of the shared video player (ui/video-player.tsx): its size, its stages,
 * and the page-wide rule that only one video plays at a time (docs/embedding.md#video).
 */

/** docs/embedding.md#video: the player's box; narrower screens scale it down, keeping the ratio. */
export const VIDEO_WIDTH = 455;
export const VIDEO_HEIGHT = 360;

/**
 * One word for a player: `poster` (the picture and its play button, no `<video>` yet), `ready`
 * (the `<video>` is on the page and may fetch its metadata, the play button still over it),
 * `playing` (the shopper pressed play: the browser's own controls from then on).
 */
export type VideoStage = 'poster' | 'ready' | 'playing';

/** What moves a player on: its slide is reached (`load`), or the shopper presses play. */
export type VideoEvent = 'load' | 'play';

/** The next stage; a player never goes back to its poster, so a paused video keeps its place. */
export function nextVideoStage(stage: VideoStage, event: VideoEvent): VideoStage {
  if (event === 'play') return 'playing';
  return stage === 'poster' ? 'ready' : stage;
}

/** The media elements of `root` (a video player's `<video>`, any other `<audio>` or `<video>`). */
const mediaIn = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLMediaElement>('video, audio'));

/** Pauses every video (and audio) inside `root`: a gallery calls it when its slide changes. */
export function pauseVideos(root: ParentNode): void {
  for (const media of mediaIn(root)) if (!media.paused) media.pause();
}

const guarded = new WeakSet<Document>();

/**
 * docs/embedding.md#video: only one video plays at a time on the whole page, whichever island owns
 * the players. One listener per document, in the capture phase (`play` does not bubble): when any
 * media element starts, every other one pauses. Calling it again for the same document adds nothing.
 */
export function playOneAtATime(doc: Document): void {
  if (guarded.has(doc)) return;
  guarded.add(doc);
  doc.addEventListener(
    'play',
    (event) => {
      for (const media of mediaIn(doc)) if (media !== event.target && !media.paused) media.pause();
    },
    true,
  );
}
