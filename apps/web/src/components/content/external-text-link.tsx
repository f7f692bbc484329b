import type { ViewType } from '@aatd/contract';
import { useLeaveSiteWarning } from '@/components/engagement';
import styles from './content.module.css';

/**
 * Text that opens an external URL, looking like a link and wrapping like text (long URLs,
 * citations). It asks first with the leave-site warning, then opens a new window.
 */
export function ExternalTextLink(props: {
  url: string;
  children: string;
  postId?: number;
  viewType?: ViewType;
  label?: string;
}) {
  const { show, dialog } = useLeaveSiteWarning(props);
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={show}
        aria-label={props.label}
        aria-haspopup="dialog"
      >
        {props.children}
      </button>
      {dialog}
    </>
  );
}
