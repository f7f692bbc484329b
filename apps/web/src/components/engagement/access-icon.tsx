import styles from './engagement.module.css';

/**
 * Open or locked padlock by the spec's accessStatus string ('false' means no open access); nothing
 * when the editor did not choose (null).
 */
export function AccessIcon({
  accessStatus,
  decorative,
}: {
  accessStatus: 'true' | 'false' | boolean | null;
  decorative?: boolean;
}) {
  if (accessStatus === null) return null;
  const open = accessStatus === true || accessStatus === 'true';
  const label = open ? 'Open access' : 'No open access';
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label })}
      className={styles.access}
    >
      {open ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="#1e6b3a"
            d="M17 8h-1V6a4 4 0 0 0-7.9-.9l1.9.5A2 2 0 0 1 14 6v2H7a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2Zm-5 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="#b3261e"
            d="M17 8h-1V6a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4Zm2 11a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
          />
        </svg>
      )}
    </span>
  );
}
