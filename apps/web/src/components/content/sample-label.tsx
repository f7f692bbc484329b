import styles from './content.module.css';

/**
 * The one place sample content is marked: a small label on the pages of items loaded for
 * demonstration (posts and modules whose isSample is true). Titles and texts carry no marker.
 */
export function SampleLabel({ isSample }: { isSample?: boolean | undefined }) {
  if (!isSample) return null;
  return <span className={styles.sampleLabel}>Sample content</span>;
}
