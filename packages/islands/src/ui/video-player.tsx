import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { nextVideoStage, playOneAtATime, type VideoStage } from './video-playback';
import { videoPlayerMessages } from './video-player.messages';
import './video-player.css';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** Read with the play button («Смотреть видео: …») and given to the `<video>` as its name. */
  title: string;
  /** The video file. Nothing is fetched from it before `load` or a press on play. */
  src: string;
  /** The picture shown until the video plays. */
  poster: string;
  /**
   * True once the player may fetch the video's metadata (a gallery's video slide reached): the
   * `<video>` joins the page behind the play button. Once true it stays loaded.
   */
  load?: boolean;
}

/**
 * The shop's video player, 455 × 360 and scaled down on narrow screens (docs/embedding.md#video).
 * It shows the poster with a play button until pressed; the `<video>` and its source join the page
 * only when `load` turns true or the shopper presses play, so a page of players fetches no video
 * bytes up front. Only one video plays on the page at a time: starting one pauses the others,
 * whichever island owns them. Whoever hides a player (a gallery changing slide, a tab closing)
 * calls `pauseVideos(root)` from ui/video-playback.ts.
 */
export function VideoPlayer({ title, src, poster, load = false }: VideoPlayerProps) {
  const [stage, setStage] = useState<VideoStage>(load ? 'ready' : 'poster');
  const videoRef = useRef<HTMLVideoElement>(null);
  // How play was pressed: from the keyboard (a click without a pointer), or by a finger or mouse.
  const pressed = useRef<'key' | 'pointer' | null>(null);

  useEffect(() => playOneAtATime(document), []);

  useEffect(() => {
    if (load) setStage((current) => nextVideoStage(current, 'load'));
  }, [load]);

  // A layout effect: play() in the press's own turn, which a phone's browser requires of a video
  // with sound (Preact runs plain effects after the paint, outside it).
  useLayoutEffect(() => {
    const video = videoRef.current;
    const how = pressed.current;
    if (stage !== 'playing' || !how || !video) return;
    pressed.current = null;
    // The play button is gone: from the keyboard the focus goes to the video, whose controls take
    // the keys. Not after a finger or mouse: a slider takes no swipe that starts on a focused
    // video, so the gallery would stay on it.
    if (how === 'key') video.focus();
    // A browser may refuse (no codec, a policy): the native controls stay for another try.
    video.play()?.catch(() => undefined);
  }, [stage]);

  const play = (event: MouseEvent) => {
    pressed.current = event.detail === 0 ? 'key' : 'pointer';
    setStage((current) => nextVideoStage(current, 'play'));
  };

  return (
    <div className="si-video-player" data-state={stage}>
      {stage !== 'poster' && (
        <video
          ref={videoRef}
          className="si-video-player__video"
          src={src}
          poster={poster}
          preload="metadata"
          playsInline
          controls={stage === 'playing'}
          aria-label={title}
          tabIndex={stage === 'playing' ? 0 : -1}
        />
      )}
      {stage !== 'playing' && (
        <button type="button" className="si-video-player__play" aria-label={videoPlayerMessages.watch(title)} onClick={play}>
          <img className="si-video-player__poster" src={poster} alt="" loading="lazy" />
          <span className="si-video-player__icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
