/** Russian texts of the shared video player (ui/video-player.tsx). */
export const videoPlayerMessages = {
  /** The play button over the poster, read with the video's title. */
  watch: (title: string) => `Смотреть видео: ${title}`,
} as const;
