import styles from './content.module.css';

/** The PDF and video icons of cards: each says in words what it means. */
export function MediaIcons({ pdf, video }: { pdf: boolean; video: boolean }) {
  if (!pdf && !video) return null;
  return (
    <span className={styles.icons}>
      {pdf && (
        <span className={styles.icon} role="img" aria-label="PDF document" title="PDF document">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM7 13v5h1.3v-1.6h.9a1.7 1.7 0 1 0 0-3.4H7Zm1.3 1.1h.9a.6.6 0 1 1 0 1.2h-.9v-1.2Zm3.2-1.1v5h1.6a2.5 2.5 0 0 0 0-5h-1.6Zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3v-2.8Zm3.2-1.1v5h1.3v-2h1.7v-1.1H17.3v-.8h1.9V13H16Z"
            />
          </svg>
        </span>
      )}
      {video && (
        <span className={styles.icon} role="img" aria-label="Video" title="Video">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 5h11a2 2 0 0 1 2 2v2.5l4-2.5v10l-4-2.5V17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm4 3.5v7l5-3.5-5-3.5Z"
            />
          </svg>
        </span>
      )}
    </span>
  );
}
