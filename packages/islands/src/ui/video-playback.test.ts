import { nextVideoStage, pauseVideos, playOneAtATime, VIDEO_HEIGHT, VIDEO_WIDTH } from './video-playback';

/** A `<video>` whose play() and pause() behave as a browser's do for this rule: `play` fires. */
function fakeVideo(doc: Document): HTMLVideoElement {
  const video = doc.createElement('video');
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  doc.body.append(video);
  return video;
}

afterEach(() => document.body.replaceChildren());

describe('video stages', () => {
  it('loads the player when its slide is reached, and keeps the play button until pressed', () => {
    expect(nextVideoStage('poster', 'load')).toBe('ready');
    expect(nextVideoStage('ready', 'load')).toBe('ready');
  });

  it('plays from the poster or from the loaded player, and never goes back to the poster', () => {
    expect(nextVideoStage('poster', 'play')).toBe('playing');
    expect(nextVideoStage('ready', 'play')).toBe('playing');
    expect(nextVideoStage('playing', 'load')).toBe('playing');
  });

  it('has the 455 × 360 box of docs/embedding.md#video', () => {
    expect([VIDEO_WIDTH, VIDEO_HEIGHT]).toEqual([455, 360]);
  });
});

describe('one video at a time', () => {
  it('pauses the playing video when another one starts, wherever they are on the page', async () => {
    playOneAtATime(document);
    const first = fakeVideo(document);
    const second = fakeVideo(document);
    await first.play();
    expect(first.paused).toBe(false);
    await second.play();
    expect(first.paused).toBe(true);
    expect(second.paused).toBe(false);
  });

  it('installs one listener per document however often it is asked', async () => {
    const other = document.implementation.createHTMLDocument('other');
    const otherAdded = vi.spyOn(other, 'addEventListener');
    playOneAtATime(other);
    playOneAtATime(other);
    expect(otherAdded.mock.calls.filter(([type]) => type === 'play')).toHaveLength(1);
  });

  it('pauseVideos pauses the playing videos inside a root and leaves the others', async () => {
    const inside = document.createElement('div');
    document.body.append(inside);
    const outsideVideo = fakeVideo(document);
    const insideVideo = fakeVideo(document);
    inside.append(insideVideo);
    await insideVideo.play();
    pauseVideos(inside);
    expect(insideVideo.paused).toBe(true);
    // Started after the pause: the root's pause did not touch it.
    await outsideVideo.play();
    pauseVideos(inside);
    expect(outsideVideo.paused).toBe(false);
  });
});
