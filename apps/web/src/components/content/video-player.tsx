import { VIDEO_FRAME_HEIGHT, isEmbeddableVideo } from '@aatd/contract';
import styles from './content.module.css';

/**
 * A post's or module's video (spec part 2 §2.2): an iframe for embeddable players (YouTube, Vimeo,
 * Wistia), otherwise the browser's own player with downloading switched off. Height 343 either way;
 * nothing plays until the member presses play.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  if (isEmbeddableVideo(src)) {
    return (
      <iframe
        className={styles.video}
        src={src}
        title={title}
        height={VIDEO_FRAME_HEIGHT}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    );
  }
  return (
    <video
      className={styles.video}
      src={src}
      height={VIDEO_FRAME_HEIGHT}
      controls
      controlsList="nodownload"
      preload="metadata"
      aria-label={title}
      onContextMenu={(e) => e.preventDefault()}
    />
  );
}
