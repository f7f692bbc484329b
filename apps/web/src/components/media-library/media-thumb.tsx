import type { MediaFile } from '@aatd/contract';
import styles from './media-library.module.css';

/** A file's small picture: an image's thumbnail, or a labelled tile for a PDF or video. */
export function MediaThumb({ file }: { file: Pick<MediaFile, 'kind' | 'thumbUrl'> }) {
  if (file.kind === 'image' && file.thumbUrl) {
    // The name beside it says what it is; the picture adds nothing for a screen reader.
    return <img className={styles.thumb} src={file.thumbUrl} alt="" loading="lazy" width={64} height={48} />;
  }
  return (
    <span className={styles.thumbTile} aria-hidden="true">
      {file.kind === 'pdf' ? 'PDF' : 'MP4'}
    </span>
  );
}
